export { CONTRACT_VERSION } from './version';
export { isContractCompatible, isValidContractRange } from './contract-compat';
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

export { CATCH_ALL_PATH, REDIRECT_ROUTES, ROUTE_PATHS, SHORT_LINK_PATH } from './routes/paths';
export type { PageId, RouteId } from './routes/paths';
export { HrefError, href, isHrefError } from './routes/href';
export type { HrefQuery, RouteParams } from './routes/href';
export { matchRoute, pathnameOf } from './routes/match-route';
export type { RouteMatch } from './routes/match-route';
export { SHORT_LINKS, SHORT_LINK_PREFIX, resolveShortLink } from './routes/short-links';
export type { ShortLinkTarget } from './routes/short-links';
export { MOBILE_ALLOWED_PAGES, isAllowedOnMobile, isMobileWidth } from './routes/mobile';
export { ALL_ROUTES, canAccessPayment, isRouteAllowed } from './routes/access';
export type { RouteAccessLists } from './routes/access';
export { safeRedirectPath } from './routes/safe-redirect';

export {
  AD_BLOCKER_CHECK_DELAY_MS,
  AUTH_TOKEN_COOKIE,
  COOKIE_LIFETIME_DAYS,
  COOKIE_SAME_SITE,
  MOBILE_BREAKPOINT_PX,
  NOTIFICATION_DURATIONS_S,
  NOTIFICATION_FALLBACK_DURATION_S,
  NOTIFICATION_MAX_WIDTH_PX,
  NOTIFICATION_PROGRESS_TICKS,
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_LOADING_CAP_PERCENT,
  REFERRAL_INIT_COOKIE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_CHARACTERS,
  notificationDurationSeconds,
} from './constants';

export { EVENT_RULES, dropdownEventName, ruleFor } from './events/event-map';
export type { DeliveryRule, EventMap, EventName } from './events/event-map';
export { createEventBus, createTypedEventBus } from './events/event-bus';
export type { EventBus, EventBusOptions, TypedEventBus } from './events/event-bus';

export {
  HostServicesProvider,
  useAnalytics,
  useApi,
  useEvent,
  useEvents,
  useHostServices,
  useHumanVerification,
  useNavigation,
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

// API endpoints (every call of spec section 7), listed by name for CommonJS loaders.
export {
  AD_CATEGORIES,
  AD_DETAIL_CREDIT_COST,
  AD_SORT_LABELS,
  AD_SORTS,
  adCardSchema,
  adDetailDataSchema,
  adDetailEndpoint,
  adDetailSchema,
  adEngagementsEndpoint,
  adExtrasSchema,
  adFiltersSchema,
  adSearchBodySchema,
  adSearchDataSchema,
  adSearchEndpoint,
  AFFILIATE_NETWORKS,
  ALL_ENGAGEMENT_KEYS,
  bookmarkFiltersEndpoint,
  changePasswordBodySchema,
  collectionSchema,
  collectionsDataSchema,
  collectionsEndpoint,
  collectionsQuerySchema,
  confirmBodySchema,
  confirmEndpoint,
  confirmResendEndpoint,
  COUNTRY_CODES,
  COUNTRY_GROUPS,
  createCollectionEndpoint,
  createSavedFilterEndpoint,
  CTAS,
  deleteCollectionEndpoint,
  deleteSavedFilterEndpoint,
  deleteSavedFiltersEndpoint,
  deviceBodySchema,
  DEVICES,
  DISPLAY_AD_SIZES,
  DISPLAY_AD_TYPES,
  DISPLAY_NETWORKS,
  ECOMMERCE_PLATFORMS,
  emailBodySchema,
  ENGAGEMENT_KEYS,
  engagementHistorySchema,
  engagementQuerySchema,
  FILTER_CONFLICT_MESSAGE,
  FILTER_KINDS,
  filterDefinitionSchema,
  filterOptionSchema,
  filterSetDataSchema,
  FREE_FILTER_LOCKED_MESSAGE,
  FUNNELS,
  idParamSchema,
  isoDateSchema,
  isoDateTimeSchema,
  MEDIA_TYPES,
  mediaItemSchema,
  mediaQuerySchema,
  mediaUrl,
  META_PUBLISHER_PLATFORMS,
  NATIVE_NETWORKS,
  OAUTH_PROVIDERS,
  oauthProviderSchema,
  oauthStartEndpoint,
  okDataSchema,
  OPERATING_SYSTEMS,
  ownerAdsEndpoint,
  ownerDetailSchema,
  ownerEndpoint,
  ownerFiltersEndpoint,
  ownerSummarySchema,
  pageSchema,
  paginatedSchema,
  paginationQuerySchema,
  PASSWORD_MIN_LENGTH,
  perPageSchema,
  platformIdParamsSchema,
  platformParamsSchema,
  publisherRowSchema,
  registerBodySchema,
  registerDataSchema,
  registerEndpoint,
  renameCollectionEndpoint,
  resetPasswordChangeEndpoint,
  resetPasswordEndpoint,
  resetPasswordVerifyEndpoint,
  resetVerifyBodySchema,
  saveDeviceEndpoint,
  savedFilterSchema,
  savedFiltersEndpoint,
  saveFilterBodySchema,
  searchFiltersEndpoint,
  sentDataSchema,
  setAdCollectionsEndpoint,
  shareAdEndpoint,
  sharedAdEndpoint,
  sharedAdEngagementsEndpoint,
  toggleAdBookmarkEndpoint,
  TRACKERS,
  urlChainDataSchema,
  urlChainEndpoint,
  urlChainStepSchema,
  userDashboardDataSchema,
  userDashboardEndpoint,
} from './api/index';
export type {
  AdCard,
  AdDetail,
  AdFilters,
  AdSearchBody,
  AdSearchData,
  Collection,
  CollectionsData,
  EngagementHistory,
  EngagementKey,
  FilterDefinition,
  FilterSet,
  MediaItem,
  MediaQuery,
  OAuthProvider,
  OwnerDetail,
  OwnerSummary,
  PublisherRow,
  SavedFilter,
  UrlChain,
  UserDashboard,
} from './api/index';
