export { CONTRACT_VERSION } from './version';
export {
  DEFAULT_PLATFORM,
  PLATFORMS,
  PLATFORM_LABELS,
  isPlatform,
  platformSchema,
} from './platforms';
export type { Platform } from './platforms';

export {
  PIN_SET_URL,
  REMOTE_NAMES,
  pinChangeSchema,
  pinSetSchema,
  remotePinSchema,
} from './environment/pin-set';
export type { PinSet, RemoteName, RemotePin } from './environment/pin-set';

export { ApiError, isApiError } from './errors/api-error';
export {
  DEFAULT_ERROR_MESSAGE,
  ERROR_ACTIONS,
  MODAL_NAMES,
  NOTIFICATION_TYPES,
  REDIRECT_TARGETS,
  errorBodySchema,
  errorMetaSchema,
} from './errors/error-meta';
export type {
  ErrorAction,
  ErrorBody,
  ErrorMeta,
  NotificationType,
  RedirectTarget,
} from './errors/error-meta';

export { buildEndpointPath, defineEndpoint, successBodySchema } from './api/endpoint';
export type {
  Endpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
  HttpMethod,
} from './api/endpoint';
export { remainingCredits, subscriptionSummarySchema, userSchema } from './api/user';
export {
  authTokenDataSchema,
  loginBodySchema,
  loginEndpoint,
  logoutEndpoint,
  userInitEndpoint,
} from './api/auth';
export type { User } from './api/user';

export { ROUTE_PATHS, href } from './routes/paths';
export type { RouteId, RouteParams } from './routes/paths';
export { safeRedirectPath } from './routes/safe-redirect';

export { EVENT_RULES, dropdownEventName, ruleFor } from './events/event-map';
export type { DeliveryRule, EventMap, EventName } from './events/event-map';
export { createEventBus } from './events/event-bus';
export type { EventBus } from './events/event-bus';

export {
  HostServicesProvider,
  useApi,
  useHostServices,
  useNotify,
  useSession,
} from './services/host-services';
export type { HostServices } from './services/host-services';
export type { AnalyticsService } from './services/analytics';
export type { ApiClient, CallInput, CallOptions } from './services/api-client';
export type { HumanVerificationService } from './services/human-verification';
export type { NavigationService } from './services/navigation';
export type { Notification, NotifyService } from './services/notify';
export type { SessionService, SessionState } from './services/session';

// API endpoints (every call of spec section 7).
export * from './api/index';
