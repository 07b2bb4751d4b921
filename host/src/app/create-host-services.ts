import { safeRedirectPath } from '@adlens/shared-contracts';
import {
  type HostServices,
  type Notification,
  createEventBus,
} from '@adlens/shared-contracts/react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { type AdBlockerDetector, createAdBlockerDetector } from '../ad-blocker/ad-blocker-detector';
import { type HostApiClient, createApiClient } from '../api/api-client';
import { clearInlineErrorsAtom, replaceInlineErrorsAtom } from '../api/inline-errors';
import { createQueryClient } from '../api/query-client';
import { handleFailedResponse } from '../api/response-handler';
import type { AppConfig } from '../config/app-config';
import { createDeviceService } from '../device/device-service';
import { createDeviceSaver } from '../device/save-device';
import { takeEarlyAdBlockerProbe, withEarlyUserInit } from '../early/take-early-request';
import { createHumanVerification } from '../human-verification/create-human-verification';
import { markLoadFailedAtom } from '../navigation/load-failure-atoms';
import { afterFirstPaint } from '../observability/after-first-paint';
import { browserDataLayer, createAnalyticsService } from '../observability/analytics-service';
import { rumClient } from '../observability/rum-client';
import { containerSource, createScreenService } from '../screen/screen-service';
import { type HostSessionService, createSessionService } from '../session/session-service';
import { readToken } from '../session/token-cookie';
import { openCreditLimitDialogAtom } from '../shell/credit-limit-atoms';
import { showNotificationAtom } from '../shell/notification-atoms';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

export interface HostRuntime {
  store: ReturnType<typeof createStore>;
  /** The page session's query cache, provided to remote pages and their loaders. */
  queryClient: QueryClient;
  services: HostServices & { session: HostSessionService; api: HostApiClient };
  adBlocker: AdBlockerDetector;
  /** Clears what lives for one page only (the inline errors list). */
  onNavigation(): void;
  /** A page's data failed to load with a status: the progress bar shows the failure there. */
  onLoadFailed(statusPath: string): void;
  /** Set once the router exists; navigation before that is a full page load. */
  bindNavigate(navigate: Navigate): void;
}

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Wires the host's implementations of the contract's services around one jotai store. */
export function createHostRuntime(config: AppConfig): HostRuntime {
  const store = createStore();
  const events = createEventBus();
  let navigate: Navigate = (path) => window.location.assign(path);
  const showNotification = (notification: Notification) => {
    store.set(showNotificationAtom, notification);
  };

  const api = createApiClient({
    getToken: readToken,
    // The start-up user load takes the answer the page's inline script already asked for.
    fetch: withEarlyUserInit((...args) => fetch(...args)),
    onFailure: (response) =>
      handleFailedResponse(response, {
        notify: showNotification,
        navigate: (path) => navigate(path),
        currentLocation,
        clearSession: () => session.clear(),
        markCreditLimitReached: () => session.markCreditLimitReached(),
        openCreditLimitDialog: () => store.set(openCreditLimitDialogAtom),
        setInlineErrors: (errors) => store.set(replaceInlineErrorsAtom, errors),
        loadPage: (path) => window.location.assign(path),
      }),
  });
  const device = createDeviceService();
  const saveDevice = createDeviceSaver({
    api,
    markDeviceSaved: () => session.markDeviceSaved(),
    fingerprint: device.fingerprint,
  });
  const session = createSessionService({
    store,
    api: () => api,
    // The fingerprint (two canvas drawings) and its call wait until the page has painted.
    onUserLoaded: (user) => void afterFirstPaint().then(() => saveDevice(user)),
  });

  return {
    store,
    queryClient: createQueryClient(),
    adBlocker: createAdBlockerDetector({
      host: window.location.host,
      firstProbe: takeEarlyAdBlockerProbe(),
    }),
    onNavigation: () => store.set(clearInlineErrorsAtom),
    onLoadFailed: (statusPath) => store.set(markLoadFailedAtom, statusPath),
    bindNavigate(next) {
      navigate = next;
    },
    services: {
      session,
      api,
      events,
      notify: { show: showNotification },
      navigation: { navigate: (path, options) => navigate(safeRedirectPath(path), options) },
      analytics: createAnalyticsService({
        dataLayer: browserDataLayer,
        addAction: (name, context) => rumClient.call((rum) => rum.addAction(name, context)),
      }),
      humanVerification: createHumanVerification(config.humanVerification),
      device,
      screen: createScreenService(
        containerSource(document.getElementById('root') ?? document.documentElement),
      ),
    },
  };
}
