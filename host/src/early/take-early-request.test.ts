import {
  takeEarlyAdBlockerProbe,
  takeEarlyUserInit,
  withEarlyUserInit,
} from './take-early-request';
import type { EarlyRequests } from './early-requests';

function holder(early: EarlyRequests) {
  return { __adlensEarly: early };
}

const USER_INIT = `${window.location.origin}/api/v1/user/init`;

describe('taking the early requests', () => {
  it('hands the user-init answer once, to a call with the same token', async () => {
    const response = Promise.resolve(new Response('{"status":"ok"}'));
    const early = holder({ userInit: { token: 'abc', response } });
    expect(takeEarlyUserInit('abc', early)).toBe(response);
    expect(takeEarlyUserInit('abc', early)).toBeNull();
  });

  it('drops an answer asked with another token (a sign-in in between)', () => {
    const early = holder({ userInit: { token: 'old', response: Promise.resolve(new Response()) } });
    expect(takeEarlyUserInit('new', early)).toBeNull();
    expect(early.__adlensEarly.userInit).toBeUndefined();
  });

  it('answers the start-up user load from the early request and everything else from the network', async () => {
    const early = new Response('early');
    const network = jest.fn(async () => new Response('network'));
    const fetchWithEarly = withEarlyUserInit(
      network,
      holder({ userInit: { token: 'abc', response: Promise.resolve(early) } }),
    );
    const call = () =>
      fetchWithEarly(new Request(USER_INIT, { headers: { Authorization: 'Bearer abc' } }));
    expect(await call()).toBe(early);
    expect(network).not.toHaveBeenCalled();
    expect(await (await call()).text()).toBe('network');
    await fetchWithEarly(new Request(`${window.location.origin}/api/v1/notifications`));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('hands the ad-blocker probe once', () => {
    const probe = Promise.resolve(new Response(null, { status: 200 }));
    const early = holder({ adBlockerProbe: probe });
    expect(takeEarlyAdBlockerProbe(early)).toBe(probe);
    expect(takeEarlyAdBlockerProbe(early)).toBeNull();
    expect(takeEarlyAdBlockerProbe({})).toBeNull();
  });
});
