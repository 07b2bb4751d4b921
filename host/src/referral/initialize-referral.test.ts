import Cookies from 'js-cookie';
import { initializeReferral } from './initialize-referral';

function setup(cookie?: string, fails = false) {
  const jar = new Map<string, string>(cookie ? [['init_referral_called', cookie]] : []);
  const call = jest.fn(async () => {
    if (fails) throw new Error('offline');
    return null;
  });
  const deps = {
    api: { call } as never,
    referrer: 'https://news.example/article',
    cookies: {
      get: (name: string) => jar.get(name),
      set: (name: string, value: string) => void jar.set(name, value),
    },
  };
  return { deps, call, jar };
}

describe('referral initialize', () => {
  it('calls once with the referrer and sets the cookie', async () => {
    const { deps, call, jar } = setup();
    await initializeReferral('', deps);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/v1/referrals/initialize' }),
      {
        query: { refId: undefined, referrer: 'https://news.example/article' },
      },
    );
    expect(jar.get('init_referral_called')).toBe('true');
    await initializeReferral('', deps);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('calls again whenever a refId is in the query', async () => {
    const { deps, call } = setup('true');
    await initializeReferral('?refId=R42', deps);
    expect(call).toHaveBeenCalledWith(expect.anything(), {
      query: { refId: 'R42', referrer: 'https://news.example/article' },
    });
  });

  it('only logs a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps } = setup(undefined, true);
    await expect(initializeReferral('', deps)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[adlens] referral initialize failed', expect.any(Error));
  });
});

describe('the referral cookie', () => {
  it('lives as long as the session cookie: 60 days, SameSite Lax, whole site', async () => {
    const set = jest.spyOn(Cookies, 'set');
    const call = jest.fn(async () => null);
    await initializeReferral('', { api: { call } as never, referrer: '' });
    expect(set).toHaveBeenCalledWith('init_referral_called', 'true', {
      expires: 60,
      sameSite: 'Lax',
      secure: false,
      path: '/',
    });
  });
});
