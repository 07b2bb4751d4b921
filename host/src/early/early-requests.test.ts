import { AUTH_TOKEN_COOKIE, userInitEndpoint } from '@adlens/shared-contracts';
import { ROUTE_IDS, routeChecks, routeEntry } from '@adlens/shared-contracts/platform';
import { adBlockerProbeUrl } from '../ad-blocker/ad-blocker-detector';
import { USER_LOAD_SKIPPED_PATHS } from '../routes/guards';
import { USER_CACHE_KEY } from '../session/user-cache';
import { type EarlyWindow, startEarlyRequests } from './early-requests';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

function fakeWindow(pathname: string, cookie: string, cachedUser: string | null = null) {
  const sent: Sent[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const win: EarlyWindow = {
    document: { cookie },
    location: { pathname, host: 'app.adlens.test' },
    sessionStorage: { getItem: (key) => (key === USER_CACHE_KEY ? cachedUser : null) },
    fetch: (input, init) => {
      sent.push({ url: String(input), init });
      return Promise.resolve(new Response('{}'));
    },
    setTimeout: (run, ms) => timers.push({ ms, run }),
  };
  return { win, sent, timers };
}

const session = `theme=dark; ${AUTH_TOKEN_COOKIE}=tok%20en`;

describe('early requests (the inline head script)', () => {
  it("asks for the session's user with its token, as the API client would", () => {
    const { win, sent } = fakeWindow('/meta/search', session);
    startEarlyRequests(win);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`/api${userInitEndpoint.path}`);
    expect(new Headers(sent[0]?.init?.headers).get('Authorization')).toBe('Bearer tok en');
    expect(win.__adlensEarly?.userInit?.token).toBe('tok en');
  });

  it('probes for an ad blocker after the spec wait, with the detector URL', () => {
    const { win, sent, timers } = fakeWindow('/meta/search', session);
    startEarlyRequests(win);
    expect(timers.map((timer) => timer.ms)).toEqual([10]);
    timers[0]?.run();
    expect(sent[1]?.url).toBe(adBlockerProbeUrl('app.adlens.test'));
    expect(sent[1]?.init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('asks nothing of a visitor without a session', () => {
    const { win, sent, timers } = fakeWindow('/authentication/signin', 'theme=dark');
    startEarlyRequests(win);
    expect(sent).toHaveLength(0);
    expect(timers).toHaveLength(0);
    expect(win.__adlensEarly).toEqual({});
  });

  it('asks nothing with a cookie it cannot decode (the host handles that visitor)', () => {
    const { win, sent } = fakeWindow('/meta/search', `${AUTH_TOKEN_COOKIE}=%E0%A4%A`);
    startEarlyRequests(win);
    expect(sent).toHaveLength(0);
  });

  it.each(USER_LOAD_SKIPPED_PATHS)(
    'asks nothing on %s, a page that skips the user load',
    (path) => {
      const { win, sent, timers } = fakeWindow(path, session);
      startEarlyRequests(win);
      expect(sent).toHaveLength(0);
      expect(timers).toHaveLength(0);
    },
  );

  it.each(
    ROUTE_IDS.filter((id) => routeChecks(id, 'user-load') && !routeEntry(id).path.includes(':')),
  )('loads the user early on %s, a page the route manifest loads the user for', (id) => {
    const { win } = fakeWindow(routeEntry(id).path, session);
    startEarlyRequests(win);
    expect(win.__adlensEarly?.userInit).toBeDefined();
  });

  it('does not load a user the page session already has, but still probes', () => {
    const { win, sent, timers } = fakeWindow('/meta/search', session, '{"tokenTag":"x"}');
    startEarlyRequests(win);
    expect(sent).toHaveLength(0);
    expect(win.__adlensEarly?.userInit).toBeUndefined();
    expect(timers).toHaveLength(1);
  });

  it('leaves the ad-blocker page its own fresh probe', () => {
    const { win, timers } = fakeWindow('/ads-blocker', session);
    startEarlyRequests(win);
    expect(win.__adlensEarly?.userInit).toBeDefined();
    expect(timers).toHaveLength(0);
  });
});
