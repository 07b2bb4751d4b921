import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Calendar, DatePicker, Modal, Tooltip } from './lazy-entry-components';

// The first import of an entry compiles floating-ui for jest, slower than a query's default wait;
// in the browser the wrappers load the same entries on first render.
beforeAll(async () => {
  await Promise.all([
    import('@adlens/shared-ui/overlays'),
    import('@adlens/shared-ui/date-picker'),
  ]);
}, 60_000);
// A lazy component renders a tick after its entry resolves; on a busy machine that can take longer
// than the default second that `findBy…` waits.
configure({ asyncUtilTimeout: 5000 });

// What a release built before decision 0039 gets when it renders these names from the main entry.
describe('the main entry’s wrappers for components that moved to their own entries', () => {
  it('opens the real dialog once the overlays entry has loaded', async () => {
    render(
      <Modal open title="Remove member" onClose={() => undefined}>
        <p>Body</p>
      </Modal>,
    );
    expect(await screen.findByRole('dialog', { name: 'Remove member' })).toBeInTheDocument();
  });

  it('shows a tooltip’s anchor at once, then the real tooltip on focus', async () => {
    render(
      <Tooltip content="Not in your plan" openDelay={0}>
        <button type="button">Export</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await waitFor(() => {
      fireEvent.focus(screen.getByRole('button', { name: 'Export' }));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Not in your plan');
    });
  });

  it('renders the date picker and the calendar from the date picker entry', async () => {
    render(
      <DatePicker
        mode="range"
        label="Period"
        today={new Date(2026, 2, 10)}
        value={{ start: null, end: null }}
        onChange={() => undefined}
      />,
    );
    expect(await screen.findByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    render(
      <Calendar
        initialDate={new Date(2026, 6, 1)}
        isSelected={() => false}
        onSelect={() => undefined}
      />,
    );
    expect(await screen.findByText('July 2026')).toBeInTheDocument();
  });
});
