import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EventBus } from '../events/event-bus';
import type { AnalyticsService } from './analytics';
import type { ApiClient } from './api-client';
import type { HumanVerificationService } from './human-verification';
import type { NavigationService } from './navigation';
import type { NotifyService } from './notify';
import type { SessionService, SessionState } from './session';

/** Everything the host provides to remote pages. */
export interface HostServices {
  session: SessionService;
  api: ApiClient;
  notify: NotifyService;
  navigation: NavigationService;
  analytics: AnalyticsService;
  humanVerification: HumanVerificationService;
  events: EventBus;
}

const HostServicesContext = createContext<HostServices | null>(null);

export const HostServicesProvider = HostServicesContext.Provider;

export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) {
    throw new Error(
      'useHostServices must be used inside <HostServicesProvider> (host or harness).',
    );
  }
  return services;
}

export function useApi(): ApiClient {
  return useHostServices().api;
}

export function useNotify(): NotifyService {
  return useHostServices().notify;
}

/** The current session, re-rendering on every change. */
export function useSession(): SessionState {
  const { session } = useHostServices();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
