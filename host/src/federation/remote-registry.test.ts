import { createRemoteRegistry, loadedRemoteVersions } from './remote-registry';

describe('remote registry', () => {
  it('names the pinned version of each remote for monitoring', () => {
    const registry = createRemoteRegistry();
    registry.pins.set('remote_search', {
      name: 'remote_search',
      version: '1.2.0',
      entry: '/s.json',
    });
    registry.pins.set('remote_auth', { name: 'remote_auth', version: '0.3.1', entry: '/a.json' });
    expect(loadedRemoteVersions(registry)).toEqual({
      remote_search: '1.2.0',
      remote_auth: '0.3.1',
    });
  });

  it('starts empty for every page session, sharing nothing with another registry', () => {
    const first = createRemoteRegistry();
    first.refused.set('remote_account', 'built against contract ^9.0.0');
    first.pinSetError = 'Pin file answered HTTP 500';
    const second = createRemoteRegistry();
    expect(second.refused.size).toBe(0);
    expect(second.pins.size).toBe(0);
    expect(second.pinSetError).toBeNull();
  });
});
