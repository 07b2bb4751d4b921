import { ApiError, logoutEndpoint } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { createStore } from 'jotai';
import { testUser } from '../testing/host-test-kit';
import { createSessionService } from './session-service';
import { readToken, writeToken } from './token-cookie';

function setup(handlers: Record<string, () => unknown> = {}) {
  const userInit = jest.fn(() => ({ user: testUser() }));
  const fake = createFakeHostServices({
    user: null,
    handlers: { 'GET /v1/user/init': userInit, 'GET /v1/auth/logout': () => ({}), ...handlers },
  });
  const onUserLoaded = jest.fn();
  const session = createSessionService({
    store: createStore(),
    api: () => fake.api,
    onUserLoaded,
  });
  return { session, userInit, fake, onUserLoaded };
}

beforeEach(() => {
  sessionStorage.clear();
  writeToken('token-1');
});

describe('session service', () => {
  it('is anonymous without a token and never calls user init', async () => {
    document.cookie = 'auth_token=; max-age=0; path=/';
    const { session, userInit } = setup();
    expect(await session.ensureUser()).toEqual({ status: 'anonymous' });
    expect(userInit).not.toHaveBeenCalled();
  });

  it('loads the user once per page session, also across a reload of the tab', async () => {
    const first = setup();
    await first.session.ensureUser();
    await first.session.ensureUser();
    expect(first.userInit).toHaveBeenCalledTimes(1);
    const afterReload = setup();
    expect(await afterReload.session.ensureUser()).toEqual({ status: 'signed-in' });
    expect(afterReload.userInit).not.toHaveBeenCalled();
    expect(afterReload.session.getState().user?.email).toBe('ana@adlens.test');
  });

  it('does not reuse the cached user of another token', async () => {
    await setup().session.ensureUser();
    writeToken('token-2');
    const other = setup();
    await other.session.ensureUser();
    expect(other.userInit).toHaveBeenCalledTimes(1);
  });

  it('computes remaining credits as credits minus used credits', async () => {
    const { session } = setup();
    await session.ensureUser();
    expect(session.getState().remainingCredits).toBe(30);
  });

  it('sets used credits equal to credits when the credit limit is reached', async () => {
    const { session } = setup();
    await session.ensureUser();
    session.markCreditLimitReached();
    const state = session.getState();
    expect(state.remainingCredits).toBe(0);
    expect(state.creditsLimitReached).toBe(true);
    expect(state.user?.subscription.used_credits).toBe(50);
  });

  it('clears user and token on logout', async () => {
    const { session, fake } = setup();
    await session.ensureUser();
    await session.signOut();
    expect(fake.calls.map((call) => call.endpoint)).toContain(
      `${logoutEndpoint.method} ${logoutEndpoint.path}`,
    );
    expect(readToken()).toBeUndefined();
    expect(session.getState()).toMatchObject({
      status: 'anonymous',
      user: null,
      remainingCredits: 0,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('turns a REDIRECT error of user init into a redirect outcome', async () => {
    const { session } = setup({
      'GET /v1/user/init': () => {
        throw new ApiError(
          { message: 'Down', type: 'error', action: 'REDIRECT', to: 'MAINTENANCE' },
          503,
        );
      },
    });
    expect(await session.ensureUser()).toEqual({ status: 'redirect', to: '/maintenance' });
  });

  it('hands each server-loaded user to the device step', async () => {
    const { session, onUserLoaded } = setup();
    await session.ensureUser();
    expect(onUserLoaded).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ana@adlens.test' }),
    );
  });

  it('tells remotes about every change through its subscription (useSession)', async () => {
    const { session } = setup();
    const seen = jest.fn(() => session.getState().status);
    session.subscribe(seen);
    await session.ensureUser();
    expect(seen).toHaveLastReturnedWith('signed-in');
  });
});
