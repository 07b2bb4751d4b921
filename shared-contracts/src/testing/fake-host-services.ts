import type { z } from 'zod/mini';
import { type TagEventName, parseTagEvent } from '../analytics/tag-events';
import { type Endpoint, type EndpointData, buildEndpointPath } from '../api/endpoint';
import { type User, remainingCredits, userSchema } from '../api/user';
import { createEventBus } from '../events/event-bus';
import { DEFAULT_PLATFORM } from '../platforms';
import { safeRedirectPath } from '../routes/safe-redirect';
import type { CallInput } from '../services/api-client';
import type { HostServices } from '../services/host-services';
import type { Notification } from '../services/notify';
import { screenStateFor } from '../services/screen';
import type { SessionState } from '../services/session';

/** Answers a call in a fake: return data, or throw (e.g. an `ApiError`) to simulate a failure. */
export type FakeHandler = (input: CallInput<Endpoint>, path: string) => unknown;

/** Fields of the fake user, as the wire would send them (defaults apply), shallow-merged over a demo user. */
export type FakeUserInput = Partial<z.input<typeof userSchema>>;

export interface FakeHostServicesOptions {
  /** The signed-in user (a demo user with 90 credits left, plus these fields); null for anonymous. */
  user?: FakeUserInput | null;
  /** Handlers keyed by `METHOD /v1/path/{template}` (the endpoint's own template). */
  handlers?: Record<string, FakeHandler>;
  /** What `device.fingerprint()` answers (default `FAKE_DEVICE_FINGERPRINT`). */
  fingerprint?: string;
  /** Width of the app's container in px (default 1280, desktop). */
  width?: number;
}

/** The fake device fingerprint, in the spec's `<webgl hash>_<canvas hash>` shape. */
export const FAKE_DEVICE_FINGERPRINT = `${'a'.repeat(64)}_${'c'.repeat(64)}`;

export interface FakeHostServices extends HostServices {
  readonly notifications: Notification[];
  /** Where `navigation.navigate` went, after the same sanitising as the host's. */
  readonly navigations: string[];
  /** Every tracked tag-manager event with its data, in order. */
  readonly tracked: { event: TagEventName; data: Record<string, unknown> }[];
  readonly verifications: string[];
  /** The tokens `session.signIn` received, in order. */
  readonly signedInTokens: string[];
  readonly calls: { endpoint: string; path: string; input: CallInput<Endpoint> }[];
  /** Test control: replaces the user (null signs out); session subscribers are told. */
  setUser(user: FakeUserInput | null): void;
  /** Test control: the app's container takes this width (px); screen subscribers are told. */
  setScreenWidth(width: number): void;
  /** Test control: what the host does on a CREDIT_LIMIT modal error (spec section 4). */
  reachCreditsLimit(): void;
}

const DEMO_USER = userSchema.parse({
  id: 1,
  email: 'demo@adlens.test',
  name: 'Demo User',
  subscription: { plan: 'Pro', credits: 100, used_credits: 10 },
  plan_features: ['saved_filters', 'downloads'],
  saved_device: true,
  allowed_routes: ['all'],
});

function userFrom(partial: FakeUserInput | null | undefined): User | null {
  return partial === null ? null : userSchema.parse({ ...DEMO_USER, ...partial });
}

function stateFor(user: User | null, limitReached: boolean): SessionState {
  return {
    status: user ? 'signed-in' : 'anonymous',
    user,
    remainingCredits: limitReached ? 0 : remainingCredits(user),
    creditsLimitReached: limitReached,
    activePlatform: user?.active_platform ?? DEFAULT_PLATFORM,
  };
}

/**
 * In-memory host services for remotes' tests and standalone harnesses. They keep the contract's
 * promises: calls are answered by `handlers` and validated against the endpoint's schema, session
 * changes are emitted as events, navigation is sanitised.
 */
export function createFakeHostServices(options: FakeHostServicesOptions = {}): FakeHostServices {
  const notifications: Notification[] = [];
  const navigations: string[] = [];
  const tracked: FakeHostServices['tracked'] = [];
  const verifications: string[] = [];
  const signedInTokens: string[] = [];
  const calls: FakeHostServices['calls'] = [];
  const listeners = new Set<() => void>();
  const events = createEventBus();
  let state = stateFor(userFrom(options.user), false);
  let screenState = screenStateFor(options.width ?? 1280);
  const screenListeners = new Set<() => void>();

  function setState(next: SessionState) {
    state = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    notifications,
    navigations,
    tracked,
    verifications,
    signedInTokens,
    calls,
    events,
    setScreenWidth(width) {
      const next = screenStateFor(width);
      if (next === screenState) return;
      screenState = next;
      for (const listener of [...screenListeners]) listener();
    },
    setUser(user) {
      setState(stateFor(userFrom(user), false));
    },
    reachCreditsLimit() {
      const user = state.user && {
        ...state.user,
        subscription: { ...state.user.subscription, used_credits: state.user.subscription.credits },
      };
      setState({ ...stateFor(user, true), activePlatform: state.activePlatform });
    },
    session: {
      getState: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      async signIn(token) {
        signedInTokens.push(token);
        setState(stateFor(userFrom(options.user ?? {}), false));
      },
      async signOut() {
        setState({ ...stateFor(null, false), activePlatform: state.activePlatform });
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
    notify: {
      show(notification) {
        notifications.push(notification);
      },
    },
    navigation: { navigate: (path) => navigations.push(safeRedirectPath(path)) },
    analytics: {
      track(event, data) {
        // Keeps the host's promise: data that does not fit the event's schema never gets through.
        const parsed = parseTagEvent(event, data);
        if (!parsed) throw new Error(`Tag event ${event} has data outside its schema`);
        tracked.push({ event, data: parsed });
      },
    },
    humanVerification: {
      async getToken(action) {
        verifications.push(action);
        return `fake-verification-token:${action}`;
      },
    },
    screen: {
      getState: () => screenState,
      subscribe(listener) {
        screenListeners.add(listener);
        return () => {
          screenListeners.delete(listener);
        };
      },
    },
    device: { fingerprint: async () => options.fingerprint ?? FAKE_DEVICE_FINGERPRINT },
  };
}
