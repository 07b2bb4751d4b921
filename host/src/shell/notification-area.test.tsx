import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { NotificationArea } from './notification-area';
import { currentNotificationAtom, showNotificationAtom } from './notification-atoms';

describe('notification area', () => {
  it('shows a notification raised before it mounted (a start-up answer that came at once)', () => {
    const store = createStore();
    store.set(showNotificationAtom, { type: 'error', message: 'You must to sign in again' });
    render(
      <JotaiProvider store={store}>
        <NotificationArea />
      </JotaiProvider>,
    );
    expect(screen.getByText('You must to sign in again')).toBeInTheDocument();
  });

  it('replaces the shown notification with a new one and forgets it when closed', async () => {
    const user = userEvent.setup();
    const store = createStore();
    render(
      <JotaiProvider store={store}>
        <NotificationArea />
      </JotaiProvider>,
    );
    store.set(showNotificationAtom, { type: 'info', message: 'First' });
    expect(await screen.findByText('First')).toBeInTheDocument();
    store.set(showNotificationAtom, { type: 'info', message: 'Second' });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(store.get(currentNotificationAtom)).toBeNull();
  });
});
