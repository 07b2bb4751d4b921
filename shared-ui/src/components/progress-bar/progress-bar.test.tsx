import { act, render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function value() {
  return Number(
    screen.getByRole('progressbar', { name: 'Page loading' }).getAttribute('aria-valuenow'),
  );
}

describe('ProgressBar', () => {
  it('is hidden while not loading', () => {
    render(<ProgressBar loading={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reaches about half way after 1500 ms by default', () => {
    render(<ProgressBar loading />);
    advance(1500);
    expect(value()).toBeGreaterThanOrEqual(45);
    expect(value()).toBeLessThanOrEqual(55);
  });

  it('stays capped at 99 % while still loading', () => {
    render(<ProgressBar loading />);
    advance(60_000);
    expect(value()).toBe(99);
  });

  it('completes to 100 % when loading ends, then hides', () => {
    const { rerender } = render(<ProgressBar loading />);
    advance(1000);
    rerender(<ProgressBar loading={false} />);
    expect(value()).toBe(100);
    advance(300);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('starts again from zero on the next load', () => {
    const { rerender } = render(<ProgressBar loading />);
    advance(3000);
    rerender(<ProgressBar loading={false} />);
    rerender(<ProgressBar loading />);
    expect(value()).toBe(0);
  });

  it('ends full in the failed state when the load failed, and stays so while it holds', () => {
    const { rerender } = render(<ProgressBar loading />);
    advance(500);
    rerender(<ProgressBar loading failed />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuetext');
    rerender(<ProgressBar loading={false} failed />);
    advance(5000);
    const bar = screen.getByRole('progressbar', { name: 'Page loading' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Loading failed');
    expect(value()).toBe(100);
  });

  it('shows a failure known at first render, and hides once it is cleared', () => {
    const { rerender } = render(<ProgressBar loading={false} failed />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Loading failed');
    rerender(<ProgressBar loading={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('creeps again from zero when a new load starts after a failure', () => {
    const { rerender } = render(<ProgressBar loading={false} failed />);
    rerender(<ProgressBar loading failed />);
    expect(value()).toBe(0);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuetext');
  });
});
