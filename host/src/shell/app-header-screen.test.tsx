import { PLATFORM_LABELS } from '@adlens/shared-contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noNotifications, settled, setupHost } from '../testing/host-test-kit';

function setup(width: number) {
  const host = setupHost('/meta/search', {
    user: {},
    width,
    handlers: { 'GET /v1/notifications': noNotifications },
  });
  host.renderApp();
  return host;
}

/** The main sections offered: in the header on a desktop, in the one menu on a mobile container. */
async function mainLinks() {
  const banner = await screen.findByRole('banner');
  const menu = within(banner).queryByRole('button', { name: 'Menu' });
  if (menu && menu.getAttribute('aria-expanded') !== 'true') await userEvent.click(menu);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  if (menu) await userEvent.click(menu);
  return links;
}

afterEach(() => sessionStorage.clear());

describe('app header and screen state', () => {
  it('offers every section on a desktop container', async () => {
    setup(1280);
    expect(await mainLinks()).toEqual(['Search', 'Analytics', 'Bookmarks', 'Plans']);
  });

  it('offers only the sections a mobile container may open (below 950 px)', async () => {
    setup(949);
    expect(await mainLinks()).toEqual(['Search', 'Plans']);
  });

  it('is one compact row on a mobile container: brand, credits, bell and one menu', async () => {
    setup(390);
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: 'Notifications (0 unread)' });
    expect(within(banner).getByRole('link', { name: 'Adlens' })).toBeInTheDocument();
    expect(within(banner).getByTestId('remaining-credits')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /^Platform:/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /^Account menu/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Menu' }));
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const platforms = within(banner).getByRole('list', { name: 'Platforms' });
    expect(
      within(platforms).getByRole('link', { name: PLATFORM_LABELS.tiktok }),
    ).toBeInTheDocument();
    const account = within(banner).getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    // The account pages are sent to search on a mobile container: the menu does not offer them.
    expect(within(account).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the desktop header as it was: platform switch, sections and account menu', async () => {
    setup(1280);
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: /^Platform:/ })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('reads the same source as the mobile guard when the container narrows', async () => {
    const host = setup(1280);
    expect(await mainLinks()).toHaveLength(4);
    act(() => host.fake.setScreenWidth(700));
    expect(await mainLinks()).toEqual(['Search', 'Plans']);
    await act(() => host.router.navigate('/dashboard/profile'));
    expect(await settled(host.router)).toBe('/meta/search');
    act(() => host.fake.setScreenWidth(1280));
    await act(() => host.router.navigate('/dashboard/profile'));
    expect(await settled(host.router)).toBe('/dashboard/profile');
  });
});
