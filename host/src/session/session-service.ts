import {
  type ApiClient,
  type EventBus,
  type SessionService,
  logoutEndpoint,
  userInitEndpoint,
} from '@adlens/shared-contracts';
import type { createStore } from 'jotai';
import {
  markCreditLimitReachedAtom,
  sessionStateAtom,
  setActivePlatformAtom,
  setUserAtom,
} from './session-atoms';
import { clearToken, readToken, writeToken } from './token-cookie';

type Store = ReturnType<typeof createStore>;

export interface HostSessionService extends SessionService {
  /** Loads the user once per page session when a token exists; resolves to whether one is signed in. */
  ensureUser(): Promise<boolean>;
  hasToken(): boolean;
  /** Clears user and token without calling the server (expired session). */
  clear(): void;
  markCreditLimitReached(): void;
}

export function createSessionService(deps: {
  store: Store;
  api: () => ApiClient;
  events: EventBus;
}): HostSessionService {
  const { store, events } = deps;
  let userLoad: Promise<boolean> | null = null;

  store.sub(sessionStateAtom, () => {
    const state = store.get(sessionStateAtom);
    events.emit('session:changed', state);
    events.emit('credits:changed', {
      remainingCredits: state.remainingCredits,
      creditsLimitReached: state.creditsLimitReached,
    });
  });

  async function loadUser(): Promise<boolean> {
    try {
      const { user } = await deps.api().call(userInitEndpoint);
      store.set(setUserAtom, user);
      store.set(setActivePlatformAtom, user.active_platform);
      return true;
    } catch {
      userLoad = null;
      return false;
    }
  }

  const service: HostSessionService = {
    getState: () => store.get(sessionStateAtom),
    subscribe: (listener) => store.sub(sessionStateAtom, listener),
    hasToken: () => readToken() !== undefined,
    ensureUser() {
      if (!readToken()) return Promise.resolve(false);
      userLoad ??= loadUser();
      return userLoad;
    },
    async signIn(token) {
      writeToken(token);
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
      userLoad = null;
      store.set(setUserAtom, null);
    },
    markCreditLimitReached() {
      store.set(markCreditLimitReachedAtom);
    },
    setActivePlatform(platform) {
      store.set(setActivePlatformAtom, platform);
    },
  };
  return service;
}
