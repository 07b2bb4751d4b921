import { ApiError } from '@adlens/shared-contracts';
import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderWithServices } from '@adlens/shared-contracts/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsMenu } from './notifications-menu';

const ENTRIES = [
  {
    id: 1,
    title: 'Export ready',
    message: 'Your download is ready.',
    type: 'success',
    link: '/downloads',
    read: false,
    created_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 2,
    title: 'Welcome',
    message: 'Thanks for joining Adlens.',
    type: 'info',
    link: null,
    read: true,
    created_at: '2026-11-19T10:00:00Z',
  },
];

function listOf(items: typeof ENTRIES) {
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 20,
    total_pages: 1,
    unread_count: items.filter((item) => !item.read).length,
  };
}

const failing: FakeHandler = () => {
  throw new ApiError({ message: 'Nope', type: 'error' }, 500);
};

function setup(handlers: Record<string, FakeHandler> = {}) {
  const services = createFakeHostServices({
    handlers: {
      'GET /v1/notifications': () => listOf(ENTRIES),
      'DELETE /v1/notifications/{id}': () => ({ deleted: 1 }),
      'DELETE /v1/notifications': () => ({ deleted: 2 }),
      'POST /v1/notifications/read': () => ({ read: 1 }),
      ...handlers,
    },
  });
  renderWithServices(<NotificationsMenu />, {
    services,
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>,
  });
  return services;
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
  return screen.findByRole('region', { name: 'Notifications' });
}

describe('notifications menu', () => {
  it('shows a drawn bell, not an emoji, on a toggle named after the unread count', async () => {
    setup();
    const toggle = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(toggle.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(toggle.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('lists the notifications with their titles, messages and links', async () => {
    setup();
    const menu = await openMenu();
    expect(within(menu).getByText('Export ready')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Your download is ready.' })).toHaveAttribute(
      'href',
      '/downloads',
    );
    expect(within(menu).getByText('Thanks for joining Adlens.')).toBeInTheDocument();
  });

  it('deletes one notification and lowers the unread count', async () => {
    const services = setup();
    const menu = await openMenu();
    await userEvent.click(
      within(menu).getByRole('button', { name: 'Delete notification: Export ready' }),
    );
    expect(within(menu).queryByText('Export ready')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (0 unread)' })).toBeInTheDocument();
    expect(services.calls.at(-1)?.path).toBe('/v1/notifications/1');
  });

  it('deletes all notifications', async () => {
    setup();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete all' }));
    expect(within(menu).getByText('No notifications.')).toBeInTheDocument();
  });

  it('keeps the list when a delete fails, without a message', async () => {
    const services = setup({ 'DELETE /v1/notifications': failing });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete all' }));
    expect(within(menu).getByText('Export ready')).toBeInTheDocument();
    expect(services.notifications).toEqual([]);
  });

  it('marks what it shows as read on opening, keeping their unread look while open', async () => {
    const services = setup();
    const menu = await openMenu();
    expect(
      await screen.findByRole('button', { name: 'Notifications (0 unread)' }),
    ).toBeInTheDocument();
    expect(
      services.calls.find((call) => call.endpoint === 'POST /v1/notifications/read')?.input,
    ).toEqual({ body: { ids: [1] } });
    expect(within(menu).getByText('Export ready').closest('li')).toHaveClass(
      'notifications-menu__unread',
    );
  });
});
