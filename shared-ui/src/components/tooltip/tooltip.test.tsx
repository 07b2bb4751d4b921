import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from './tooltip';
import { TOOLTIP_CLOSE_DELAY_MS } from './tooltip-timing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

function renderTooltip() {
  render(
    <Tooltip content="Copies the share link" openDelay={0}>
      <button type="button">Share</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

describe('Tooltip', () => {
  it('appears on hover and describes its anchor', async () => {
    const anchor = renderTooltip();
    fireEvent.mouseEnter(anchor);
    await advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the share link');
    expect(anchor).toHaveAccessibleDescription('Copies the share link');
  });

  it('is removed shortly after the pointer leaves', async () => {
    const anchor = renderTooltip();
    fireEvent.mouseEnter(anchor);
    await advance(0);
    fireEvent.mouseLeave(anchor);
    await advance(TOOLTIP_CLOSE_DELAY_MS - 10);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await advance(10);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('appears on keyboard focus and hides on Escape', async () => {
    const anchor = renderTooltip();
    fireEvent.focus(anchor);
    await advance(0);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
