import {
  type HostServices,
  type Notification,
  createEventBus,
  safeRedirectPath,
} from '@adlens/shared-contracts';
import { createStore } from 'jotai';
import { createApiClient } from '../api/api-client';
import { handleFailedResponse } from '../api/response-handler';
import { createSessionService } from '../session/session-service';
import { readToken } from '../session/token-cookie';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

export interface HostRuntime {
  store: ReturnType<typeof createStore>;
  services: HostServices & { session: ReturnType<typeof createSessionService> };
  /** Set once the router exists; navigation before that is a full page load. */
  bindNavigate(navigate: Navigate): void;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Wires the host's implementations of the contract's services around one jotai store. */
export function createHostRuntime(): HostRuntime {
  const store = createStore();
  const events = createEventBus();
  let navigate: Navigate = (path) => window.location.assign(path);
  const showNotification = (notification: Notification) =>
    events.emit('notification:show', notification);

  const api = createApiClient({
    getToken: readToken,
    onFailure: (response) =>
      handleFailedResponse(response, {
        notify: showNotification,
        navigate: (path) => navigate(path),
        currentPath: () => window.location.pathname,
        clearSession: () => session.clear(),
        markCreditLimitReached: () => session.markCreditLimitReached(),
        setInlineErrors: () => {},
        loadPage: (path) => window.location.assign(path),
      }),
  });
  const session = createSessionService({ store, api: () => api, events });

  return {
    store,
    bindNavigate(next) {
      navigate = next;
    },
    services: {
      session,
      api,
      events,
      notify: { show: showNotification },
      navigation: { navigate: (path, options) => navigate(safeRedirectPath(path), options) },
      analytics: {
        track(event, data) {
          window.dataLayer ??= [];
          window.dataLayer.push({ event, ...data });
        },
      },
      humanVerification: {
        // Development provider: the real third-party script is loaded on demand in production.
        getToken: async (action) => `local-verification:${action}:${Date.now()}`,
      },
    },
  };
}
