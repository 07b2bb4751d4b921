import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EventBus } from '../events/event-bus';
import type { AnalyticsService } from './analytics';
import type { ApiClient } from './api-client';
import type { DeviceService } from './device';
import type { HumanVerificationService } from './human-verification';
import type { NavigationService } from './navigation';
import type { NotifyService } from './notify';
import type { ScreenService, ScreenState } from './screen';
import type { SessionService, SessionState } from './session';

/** Everything the host provides to remote pages. */
export interface HostServices {
  session: SessionService;
  api: ApiClient;
  notify: NotifyService;
  navigation: NavigationService;
  analytics: AnalyticsService;
  humanVerification: HumanVerificationService;
  device: DeviceService;
  screen: ScreenService;
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

export function useEvents(): EventBus {
  return useHostServices().events;
}

export function useNavigation(): NavigationService {
  return useHostServices().navigation;
}

export function useAnalytics(): AnalyticsService {
  return useHostServices().analytics;
}

/** `isMobile`/`isDesktop` of the app's container (spec section 3), re-rendering on every change. */
export function useScreen(): ScreenState {
  const { screen } = useHostServices();
  return useSyncExternalStore(screen.subscribe, screen.getState, screen.getState);
}

/** The current session, re-rendering on every change. */
export function useSession(): SessionState {
  const { session } = useHostServices();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
