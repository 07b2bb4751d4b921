import { type Endpoint, type EndpointData, buildEndpointPath } from '../api/endpoint';
import { type User, remainingCredits, userSchema } from '../api/user';
import { createEventBus } from '../events/event-bus';
import type { Platform } from '../platforms';
import type { CallInput } from '../services/api-client';
import type { HostServices } from '../services/host-services';
import type { Notification } from '../services/notify';
import type { SessionState } from '../services/session';

/** Answers a call in a fake: return data, or throw to simulate a failure. */
export type FakeHandler = (input: CallInput<Endpoint>, path: string) => unknown;

export interface FakeHostServicesOptions {
  user?: Partial<User> | null;
  /** Handlers keyed by `METHOD /v1/path/{template}` (the endpoint's own template). */
  handlers?: Record<string, FakeHandler>;
}

export interface FakeHostServices extends HostServices {
  readonly notifications: Notification[];
  readonly navigations: string[];
  readonly tracked: { event: string; data?: Record<string, unknown> }[];
  readonly calls: { endpoint: string; path: string; input: CallInput<Endpoint> }[];
}

const DEMO_USER = userSchema.parse({
  id: 1,
  email: 'demo@adlens.test',
  name: 'Demo User',
  subscription: { plan: 'Pro', credits: 100, used_credits: 10 },
  saved_device: true,
  allowed_routes: ['all'],
});

/**
 * In-memory host services for remotes' tests and standalone harnesses. Calls go to `handlers`;
 * responses are validated against the endpoint's schema as the real client does.
 */
export function createFakeHostServices(options: FakeHostServicesOptions = {}): FakeHostServices {
  const notifications: Notification[] = [];
  const navigations: string[] = [];
  const tracked: FakeHostServices['tracked'] = [];
  const calls: FakeHostServices['calls'] = [];
  const listeners = new Set<() => void>();
  const events = createEventBus();

  const initialUser =
    options.user === null ? null : userSchema.parse({ ...DEMO_USER, ...options.user });
  let state = stateFor(initialUser, 'meta', false);

  function stateFor(user: User | null, activePlatform: Platform, limit: boolean): SessionState {
    return {
      status: user ? 'signed-in' : 'anonymous',
      user,
      remainingCredits: limit ? 0 : remainingCredits(user),
      creditsLimitReached: limit,
      activePlatform,
    };
  }
  function setState(next: SessionState) {
    state = next;
    events.emit('session:changed', next);
    for (const listener of listeners) listener();
  }

  return {
    notifications,
    navigations,
    tracked,
    calls,
    events,
    session: {
      getState: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async signIn() {
        setState(stateFor(DEMO_USER, state.activePlatform, false));
      },
      async signOut() {
        setState(stateFor(null, state.activePlatform, false));
      },
      async refreshUser() {},
      setActivePlatform(platform) {
        setState({ ...state, activePlatform: platform });
      },
    },
    api: {
      async call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) {
        const key = `${endpoint.method} ${endpoint.path}`;
        const path = buildEndpointPath(endpoint.path, input.params as Record<string, unknown>);
        calls.push({ endpoint: key, path, input: input as CallInput<Endpoint> });
        const handler = options.handlers?.[key];
        if (!handler) throw new Error(`No fake handler for ${key}`);
        const data = await handler(input as CallInput<Endpoint>, path);
        return endpoint.data.parse(data) as EndpointData<E>;
      },
    },
    notify: { show: (notification) => notifications.push(notification) },
    navigation: { navigate: (path) => navigations.push(path) },
    analytics: { track: (event, data) => tracked.push({ event, data }) },
    humanVerification: { getToken: async (action) => `fake-verification-token:${action}` },
  };
}
