import {
  type User,
  isApiError,
  logoutEndpoint,
  redirectTargetPath,
  userInitEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient, type SessionService } from '@adlens/shared-contracts/react';
import type { createStore } from 'jotai';
import {
  markCreditLimitReachedAtom,
  markDeviceSavedAtom,
  sessionStateAtom,
  setActivePlatformAtom,
  setUserAtom,
} from './session-atoms';
import { clearToken, readToken, writeToken } from './token-cookie';
import { clearCachedUser, readCachedUser, writeCachedUser } from './user-cache';

type Store = ReturnType<typeof createStore>;

/** What loading the user decided: signed in, anonymous, or an error action's redirect. */
export type UserLoadOutcome =
  { status: 'signed-in' } | { status: 'anonymous' } | { status: 'redirect'; to: string };

export interface HostSessionService extends SessionService {
  /** Loads the user once per page session when a token exists. */
  ensureUser(): Promise<UserLoadOutcome>;
  hasToken(): boolean;
  /** Clears user and token without calling the server (expired session). */
  clear(): void;
  markCreditLimitReached(): void;
  markDeviceSaved(): void;
}

export interface SessionServiceDeps {
  store: Store;
  api: () => ApiClient;
  /** Runs after each user load from the server (device fingerprint, ...). */
  onUserLoaded?: (user: User) => void;
  storage?: Storage;
}

const SIGNED_IN: UserLoadOutcome = { status: 'signed-in' };
const ANONYMOUS: UserLoadOutcome = { status: 'anonymous' };

/** A failed user init: a REDIRECT-like action decides where the guard sends the user. */
function outcomeOfFailure(error: unknown): UserLoadOutcome {
  if (!isApiError(error)) return ANONYMOUS;
  const { action, to } = error.meta;
  if (action === 'REDIRECT' || action === 'REDIRECT_WITH_LOGOUT') {
    return { status: 'redirect', to: redirectTargetPath(to) };
  }
  return ANONYMOUS;
}

export function createSessionService(deps: SessionServiceDeps): HostSessionService {
  const { store } = deps;
  const storage = deps.storage ?? sessionStorage;
  let userLoad: Promise<UserLoadOutcome> | null = null;

  store.sub(sessionStateAtom, () => {
    const state = store.get(sessionStateAtom);
    const token = readToken();
    if (state.user && token) writeCachedUser(token, state.user, storage);
  });

  function applyUser(user: User) {
    store.set(setUserAtom, user);
    store.set(setActivePlatformAtom, user.active_platform);
  }

  async function loadUser(): Promise<UserLoadOutcome> {
    try {
      // The guards perform the redirect of a failed user init themselves.
      const { user } = await deps.api().call(userInitEndpoint, {}, { handledByPage: ['REDIRECT'] });
      applyUser(user);
      deps.onUserLoaded?.(user);
      return SIGNED_IN;
    } catch (error) {
      userLoad = null;
      return outcomeOfFailure(error);
    }
  }

  function ensureUser(): Promise<UserLoadOutcome> {
    const token = readToken();
    if (!token) {
      if (store.get(sessionStateAtom).user) store.set(setUserAtom, null);
      return Promise.resolve(ANONYMOUS);
    }
    if (!userLoad) {
      const cached = readCachedUser(token, storage);
      if (cached) {
        applyUser(cached);
        userLoad = Promise.resolve(SIGNED_IN);
      } else {
        userLoad = loadUser();
      }
    }
    return userLoad;
  }

  const service: HostSessionService = {
    getState: () => store.get(sessionStateAtom),
    subscribe: (listener) => store.sub(sessionStateAtom, listener),
    hasToken: () => readToken() !== undefined,
    ensureUser,
    async signIn(token) {
      writeToken(token);
      clearCachedUser(storage);
      userLoad = loadUser();
      await userLoad;
    },
    async signOut() {
      try {
        await deps.api().call(logoutEndpoint);
      } finally {
        service.clear();
      }
    },
    async refreshUser() {
      userLoad = loadUser();
      await userLoad;
    },
    clear() {
      clearToken();
      clearCachedUser(storage);
      userLoad = null;
      store.set(setUserAtom, null);
    },
    markCreditLimitReached() {
      store.set(markCreditLimitReachedAtom);
    },
    markDeviceSaved() {
      store.set(markDeviceSavedAtom);
    },
    setActivePlatform(platform) {
      store.set(setActivePlatformAtom, platform);
    },
  };
  return service;
}
