import { checksAdBlocker, pageToPreload } from '@adlens/shared-contracts/platform';
import { HostServicesProvider } from '@adlens/shared-contracts/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createHostRuntime } from './app/create-host-services';
import type { AppConfig } from './config/app-config';
import { LOADS_ENTRY_DIRECTLY } from './federation/entry-mode';
import { OverrideBanner } from './federation/override-banner';
import { preloadPageFiles } from './federation/preload-page-files';
import type { RemoteLoadPolicy } from './federation/remote-load-policy';
import { OVERRIDE_PARAM, rememberOverrides } from './federation/remote-override';
import { createRemotePageLoader } from './federation/remote-page-loader';
import type { RemoteRegistry } from './federation/remote-registry';
import { afterFirstPaint } from './observability/after-first-paint';
import { initRum } from './observability/init-rum';
import { RemoteHealthContext, createRemoteHealth } from './observability/remote-health';
import { reportRemoteFailure } from './observability/report-remote-failure';
import { healthSender, watchPage } from './observability/send-remote-health';
import { loadAppScript } from './observability/load-app-script';
import { loadTagManager } from './observability/tag-manager';
import { initializeReferral } from './referral/initialize-referral';
import { createRoutes } from './routes/create-routes';
import { readToken } from './session/token-cookie';
import { readCachedUser } from './session/user-cache';
import { NotificationArea } from './shell/notification-area';
import './styles/host.css';

interface BootstrapOptions {
  /** The page session's registry, filled by `start-host.ts`. */
  remotes: RemoteRegistry;
  config: AppConfig;
  loadPolicy: RemoteLoadPolicy;
  storage: Storage | null;
  /** The signed page-session token the pin file's response carried (decision 0054), if any. */
  pageSession: string | null;
}

/** A report goes out this long after the last change, unless the page is hidden first. */
const HEALTH_DEBOUNCE_MS = 1000;

function clearOverrides(storage: Storage | null) {
  rememberOverrides(storage, {});
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.location.assign(url.href);
}

/** Renders the app. */
export function bootstrap({
  remotes,
  config,
  loadPolicy,
  storage,
  pageSession,
}: BootstrapOptions): void {
  const runtime = createHostRuntime(config);
  // What the user saw of each remote, counted from here on and sent beside RUM (issue 37).
  const health = createRemoteHealth({
    versionOf: (remote) => remotes.pins.get(remote)?.version ?? 'unpinned',
    later: (flush) => {
      const timer = setTimeout(flush, HEALTH_DEBOUNCE_MS);
      return () => clearTimeout(timer);
    },
  });
  health.start(pageSession, healthSender());
  watchPage(health);
  const pages = createRemotePageLoader(remotes, (id) => loadRemote(id), {
    timeoutMs: config.remoteLoadTimeoutMs,
    cancel: loadPolicy.cancel,
    onFailure: (error) => {
      loadPolicy.failed(error.remote);
      health.count(error.remote, 'load_failed');
      reportRemoteFailure(error, remotes);
    },
    // Without the manifest, the page's files come from the pin (decision 0040).
    ...(LOADS_ENTRY_DIRECTLY
      ? { preload: (ref) => preloadPageFiles(remotes.pins.get(ref.remote), ref.module) }
      : {}),
  });
  // The page at hand starts loading now, beside the session check, not after the guards.
  const token = readToken();
  const { pathname, search } = window.location;
  const preload = pageToPreload(`${pathname}${search}`, {
    hasSession: token !== undefined,
    knownUser: token ? readCachedUser(token) : null,
  });
  if (preload) {
    void pages.get(preload).catch(() => undefined);
    // Its ad-blocker probe too: the guard would otherwise start it only after the user load.
    if (checksAdBlocker(`${pathname}${search}`)) void runtime.adBlocker.isBlocked();
  }
  const router = createBrowserRouter(
    createRoutes({
      session: runtime.services.session,
      adBlocker: runtime.adBlocker,
      screen: runtime.services.screen,
      onNavigation: runtime.onNavigation,
      onLoadFailed: runtime.onLoadFailed,
      pages,
      loaderServices: { api: runtime.services.api, queryClient: runtime.queryClient },
      startRequests: (requests) => runtime.services.api.start(requests),
      onLoaderError: (remote) => health.count(remote, 'loader_error'),
    }),
    { future: { v8_middleware: true } },
  );
  runtime.bindNavigate((path, options) => void router.navigate(path, options));

  // Referral: once per browser (cookie), and again whenever a refId arrives in the query. The
  // first call waits for the first paint: nothing on screen depends on it.
  const referral = { api: runtime.services.api, referrer: document.referrer };
  const startSearch = window.location.search;
  void afterFirstPaint().then(() => initializeReferral(startSearch, referral));
  let lastSearch = window.location.search;
  router.subscribe(({ location }) => {
    if (location.search !== lastSearch && new URLSearchParams(location.search).has('refId')) {
      void initializeReferral(location.search, referral);
    }
    lastSearch = location.search;
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html needs <div id="root">');

  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={runtime.store}>
        <HostServicesProvider value={runtime.services}>
          <QueryClientProvider client={runtime.queryClient}>
            <OverrideBanner registry={remotes} onClear={() => clearOverrides(storage)} />
            <NotificationArea />
            <RemoteHealthContext value={health}>
              <RouterProvider router={router} />
            </RemoteHealthContext>
          </QueryClientProvider>
        </HostServicesProvider>
      </JotaiProvider>
    </StrictMode>,
  );

  void initRum(config, process.env.NODE_ENV, __APP_VERSION__, remotes, (listener) =>
    router.subscribe(({ location }) =>
      listener(`${window.location.origin}${location.pathname}${location.search}${location.hash}`),
    ),
  );
  void afterFirstPaint().then(() => loadAppScript());
  void loadTagManager(config.tagManager);
}
