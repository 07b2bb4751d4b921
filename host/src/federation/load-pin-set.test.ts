import { loadPinSet } from './load-pin-set';

function respond(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status });
}

describe('loadPinSet', () => {
  it('returns a valid pin set', async () => {
    const pins = await loadPinSet(
      respond(
        JSON.stringify({
          environment: 'production',
          remotes: [
            {
              name: 'remote_auth',
              version: '1.0.0',
              entry: '/remotes/remote-auth/1.0.0/mf-manifest.json',
            },
          ],
        }),
      ),
    );
    expect(pins.remotes[0]?.name).toBe('remote_auth');
    expect(pins.history).toEqual([]);
  });

  it.each([
    ['an HTTP error', respond('oops', 500), /HTTP 500/],
    ['a body that is not JSON', respond('<html>'), /not JSON/],
    [
      'an unknown remote name',
      respond(
        '{"environment":"production","remotes":[{"name":"evil","version":"1.0.0","entry":"/x"}]}',
      ),
      /invalid/,
    ],
    [
      'a version that is not semver',
      respond(
        '{"environment":"production","remotes":[{"name":"remote_auth","version":"latest","entry":"/x"}]}',
      ),
      /invalid/,
    ],
  ])('refuses %s with a clear error', async (_case, fetchImpl, message) => {
    await expect(loadPinSet(fetchImpl)).rejects.toThrow(message);
  });
});
