import { PLATFORM_LABELS } from '@adlens/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noNotifications, settled, setupHost } from '../testing/host-test-kit';

function setup(path = '/meta/search') {
  const host = setupHost(path, {
    user: {},
    handlers: {
      'GET /v1/notifications': noNotifications,
      'GET /v1/auth/logout': () => ({}),
    },
  });
  host.renderApp();
  return host;
}

afterEach(() => sessionStorage.clear());

describe('app header menus', () => {
  it('draws its icons instead of using emoji, which need an emoji font', async () => {
    setup();
    const header = await screen.findByRole('banner');
    await screen.findByRole('button', { name: 'Notifications (0 unread)' });
    expect(header.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('logs out from the account menu and closes it after the click', async () => {
    const host = setup();
    const opened: boolean[] = [];
    host.fake.events.on('dropdown:user-menu', ({ open }) => opened.push(open));
    const toggle = await screen.findByRole('button', { name: 'Account menu: Ana Test' });
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByText('ana@adlens.test')).toBeInTheDocument();
    await act(() => userEvent.click(within(menu).getByRole('button', { name: 'Log out' })));
    expect(await settled(host.router)).toBe('/authentication/signin');
    expect(host.fake.calls.map(({ endpoint }) => endpoint)).toContain('GET /v1/auth/logout');
    expect(opened).toEqual([true, false]);
  });

  it('switches the platform from the platform menu, which then closes', async () => {
    const host = setup();
    const toggle = await screen.findByRole('button', { name: `Platform: ${PLATFORM_LABELS.meta}` });
    await userEvent.click(toggle);
    const platforms = screen.getByRole('list', { name: 'Platforms' });
    await act(() =>
      userEvent.click(within(platforms).getByRole('link', { name: PLATFORM_LABELS.tiktok })),
    );
    expect(await settled(host.router)).toBe('/tiktok/search');
    expect(
      await screen.findByRole('button', {
        name: `Platform: ${PLATFORM_LABELS.tiktok}`,
        expanded: false,
      }),
    ).toBeInTheDocument();
    expect(host.session.getState().activePlatform).toBe('tiktok');
  });

  it('marks the current section in the main navigation', async () => {
    setup('/meta/search');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Plans' })).not.toHaveAttribute('aria-current');
  });

  it('reaches Dashboard, Referral and Downloads from the account menu', async () => {
    const host = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu: Ana Test' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    for (const name of ['Dashboard', 'Subscription', 'Downloads', 'Referral']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    await act(() => userEvent.click(within(menu).getByRole('link', { name: 'Referral' })));
    expect(await settled(host.router)).toBe('/referral');
  });
});
