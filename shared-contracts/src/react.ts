// The contract's identity-bearing entry (decision 0053): host services, their context and hooks.
// Shared as a singleton: host and every remote must read the one context the host provides.
export {
  HostServicesProvider,
  useAnalytics,
  useApi,
  useEvents,
  useHostServices,
  useNavigation,
  useNotify,
  useScreen,
  useSession,
} from './services/host-services';
export type { HostServices } from './services/host-services';
