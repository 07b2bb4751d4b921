import { type ApiRequest, type User, userSchema } from '@adlens/shared-contracts';
import { type RemoteName } from '@adlens/shared-contracts/platform';
import {
  type HostServices,
  HostServicesProvider,
  type RemotePageModule,
  createEventBus,
} from '@adlens/shared-contracts/react';
import { type FakeHandler, createFakeHostServices } from '@adlens/shared-contracts/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AdBlockerDetector } from '../ad-blocker/ad-blocker-detector';
import { createQueryClient } from '../api/query-client';
import { createRemotePageLoader } from '../federation/remote-page-loader';
import { createRemoteRegistry } from '../federation/remote-registry';
import { markLoadFailedAtom } from '../navigation/load-failure-atoms';
import { createRoutes } from '../routes/create-routes';
import { createSessionService } from '../session/session-service';
import { clearToken, writeToken } from '../session/token-cookie';

// The app renders its shell after the session and route loaders: on a busy machine (CI runs two
// packages' suites at once on two cores) that took longer than the default second that `findBy…`
// waits, and app-header-screen.test.tsx failed in a CI run for it.
configure({ asyncUtilTimeout: 5000 });

export const TEST_TOKEN = 'test-token';

/** `GET /v1/notifications` for a user with none (the header's bell asks on every app page). */
export function noNotifications() {
  return { items: [], total: 0, page: 1, per_page: 20, total_pages: 1, unread_count: 0 };
}

export function testUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    id: 7,
    email: 'ana@adlens.test',
    name: 'Ana Test',
    subscription: { plan: 'Pro', credits: 50, used_credits: 20 },
    plan_features: ['saved_filters', 'downloads'],
    saved_device: true,
    allowed_routes: ['all'],
    blocked_routes: [],
    ...overrides,
  });
}

export interface HostSetupOptions {
  /** A signed-in user (a token is set and user init answers with it); null for anonymous. */
  user?: Partial<User> | null;
  /** Width of the app's container in px (default 1280); the guard and the header read it. */
  width?: number;
  adBlocked?: boolean;
  /** Extra fake API handlers. */
  handlers?: Record<string, FakeHandler>;
  /** What the fake federation runtime returns for `remote/Module`. */
  loadModule?: (id: string) => Promise<unknown>;
  /** Remotes this page session refused at registration, with the reason (e.g. contract). */
  refused?: Partial<Record<RemoteName, string>>;
}

function pageModule(id: string): RemotePageModule {
  return {
    Component: function RemotePageStub() {
      return <h1>{id}</h1>;
    },
  };
}

/** The host's real route table over a memory router, fake API and a fake federation runtime. */
export function setupHost(initialPath: string, options: HostSetupOptions = {}) {
  const remotes = createRemoteRegistry();
  for (const name of [
    'remote_auth',
    'remote_search',
    'remote_insights',
    'remote_account',
  ] as const) {
    remotes.pins.set(name, { name, version: '1.0.0', entry: `/remotes/${name}.json` });
    const refusal = options.refused?.[name];
    if (refusal) remotes.refused.set(name, refusal);
  }
  if (options.user === null || options.user === undefined) clearToken();
  else writeToken(TEST_TOKEN);

  const userInit = jest.fn(() => ({ user: testUser(options.user ?? {}) }));
  const fake = createFakeHostServices({
    user: null,
    width: options.width,
    handlers: { 'GET /v1/user/init': userInit, ...options.handlers },
  });
  const store = createStore();
  const events = createEventBus();
  const session = createSessionService({ store, api: () => fake.api });
  const loadModule = jest.fn(options.loadModule ?? (async (id: string) => pageModule(id)));
  const adBlocker: AdBlockerDetector = {
    isBlocked: jest.fn(async () => options.adBlocked ?? false),
  };
  const onNavigation = jest.fn();
  const queryClient = createQueryClient();
  // Records the page's first data the binding starts (decision 0044); the stub pages ask nothing.
  const dropStarted = jest.fn();
  const startRequests = jest.fn((_requests: readonly ApiRequest[]) => ({ drop: dropStarted }));
  const routes = createRoutes({
    session,
    adBlocker,
    screen: fake.screen,
    onNavigation,
    pages: createRemotePageLoader(remotes, loadModule),
    onLoadFailed: (statusPath) => store.set(markLoadFailedAtom, statusPath),
    loaderServices: { api: fake.api, queryClient },
    startRequests,
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [initialPath],
    future: { v8_middleware: true },
  });
  const services: HostServices = { ...fake, session };

  function renderApp() {
    return render(
      <JotaiProvider store={store}>
        <HostServicesProvider value={services}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </HostServicesProvider>
      </JotaiProvider>,
    );
  }

  return {
    router,
    /** This setup's remote registry: every remote pinned, the `refused` ones refused. */
    remotes,
    session,
    store,
    events,
    fake,
    queryClient,
    userInit,
    loadModule,
    startRequests,
    dropStarted,
    adBlocker,
    onNavigation,
    renderApp,
  };
}

/** Resolves once the router has settled (guards, redirects and loaders done). */
export async function settled(router: ReturnType<typeof createMemoryRouter>): Promise<string> {
  for (let round = 0; round < 200; round += 1) {
    if (router.state.initialized && router.state.navigation.state === 'idle') break;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
