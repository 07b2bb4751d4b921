// The contract's React entry: host-service interfaces, the HostServices context and its hooks, the
// event bus the host and the kit share, and the remote page module's shape (decision 0051). The
// core (`@adlens/shared-contracts`) never imports this file.
export { runPageLoader } from './routes/page-data-failure';
export { dropdownEventName } from './events/event-map';
export { createEventBus } from './events/event-bus';
export type { EventBus } from './events/event-bus';
export {
  HostServicesProvider,
  useAnalytics,
  useApi,
  useEvents,
  useHostServices,
  useNotify,
  useScreen,
  useSession,
} from './services/host-services';
export type { HostServices } from './services/host-services';
export type { AnalyticsService } from './services/analytics';
export type { ApiClient, CallInput, CallOptions } from './services/api-client';
export type { DeviceService } from './services/device';
export { pageQueryDefaults } from './services/query-defaults';
export { screenStateFor } from './services/screen';
export type { ScreenService, ScreenState } from './services/screen';
export type { HumanVerificationService } from './services/human-verification';
export type { Notification } from './services/notify';
export type { RemotePageLoaderArgs, RemotePageModule } from './services/remote-page-module';
export type { SessionService, SessionState } from './services/session';
