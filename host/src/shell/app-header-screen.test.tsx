import { act, screen, within } from '@testing-library/react';
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

async function mainLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
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
