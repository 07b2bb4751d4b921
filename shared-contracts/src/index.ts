// First: the contract's schemas speak English from the first parse (zod mini has no default locale).
import './zod-locale';

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
  CANARY_ACTIONS,
  PIN_SET_URL,
  REMOTE_NAMES,
  canarySchema,
  pinChangeSchema,
  pinSetSchema,
  remotePinSchema,
  servedPinSchema,
} from './environment/pin-set';
export type { Canary, PinSet, RemoteName, RemotePin } from './environment/pin-set';
export {
  isSameContractLine,
  singletonRangesSchema,
  singletonRefusal,
} from './environment/shared-singletons';
export type { SingletonRanges } from './environment/shared-singletons';
export { REMOTES, folderOfRemote, remoteOfFolder } from './environment/remotes';
export type { RemoteInfo } from './environment/remotes';

export { ApiError, isApiError } from './errors/api-error';
export { FALLBACK_ERROR_MESSAGE, errorMessage } from './errors/error-message';
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
export type { InlineError } from './errors/inline-error';

export { buildEndpointPath, defineEndpoint, successBodySchema } from './api/endpoint';
export { OWNED_RESOURCES, PLAN_FEATURES, ROUTE_AREAS, access } from './api/access';
export type {
  EndpointAccess,
  OwnedResource,
  PlanFeature,
  PublicAccess,
  RouteArea,
  SignedInAccess,
} from './api/access';
export type {
  Endpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
  HttpMethod,
} from './api/endpoint';
export {
  PLAN_FEATURE_LOCKED_MESSAGES,
  hasPlanFeature,
  remainingCredits,
  subscriptionSummarySchema,
  userSchema,
} from './api/user';
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
export {
  ROUTE_IDS,
  ROUTE_MANIFEST,
  isRemotePageRef,
  remotePageOf,
  remotePageRoutes,
  routeChecks,
  routeEntry,
} from './routes/manifest';
export type {
  HostPageName,
  HostPageRef,
  RemotePageRef,
  RemotePageRoute,
  RouteAccess,
  RouteCheck,
  RouteEntry,
  RouteLayout,
} from './routes/manifest';
export { checksAdBlocker, pageToPreload } from './routes/preload';
export { runPageLoader, statusPagePath } from './routes/page-data-failure';
export type { PreloadVisitor } from './routes/preload';
export { PAINTED_FRAME_OUTLET, PRERENDER_CONTAINER_ID, paintedFrameFile } from './routes/prerender';
export { matchRoute, pathnameOf } from './routes/match-route';
export type { RouteMatch } from './routes/match-route';
export { SHORT_LINKS, SHORT_LINK_PREFIX, resolveShortLink } from './routes/short-links';
export type { ShortLinkTarget } from './routes/short-links';
export { MOBILE_ALLOWED_PAGES, isAllowedOnMobile, isMobileWidth } from './routes/mobile';
export { ALL_ROUTES, canAccessPayment, isRouteAllowed, planUpgradePath } from './routes/access';
export type { RouteAccessLists } from './routes/access';
export { safeRedirectPath } from './routes/safe-redirect';
export { redirectTargetPath } from './routes/redirect-target';
export { parseId } from './routes/parse-id';
export {
  ADS_PER_PAGE,
  DEFAULT_AD_SORT,
  VARIANTS_PARAM,
  adPreviewRequest,
  adSearchRequest,
  adSortOf,
  apiRequest,
  groupsVariants,
  isAdSort,
  pageFirstData,
  savedFiltersRequest,
  searchFiltersRequest,
} from './routes/first-data';
export type { AdSearchPage, AdSort, ApiRequest } from './routes/first-data';
export { safeExternalUrl } from './routes/safe-external-url';

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

export {
  SIGN_IN_METHODS,
  TAG_EVENT_NAMES,
  TAG_EVENT_SCHEMAS,
  isTagEventName,
  parseTagEvent,
} from './analytics/tag-events';
export type { TagEventData, TagEventName } from './analytics/tag-events';

export { EVENT_RULES, dropdownEventName, ruleFor } from './events/event-map';
export type { DeliveryRule, EventMap, EventName } from './events/event-map';
export { createEventBus, createTypedEventBus } from './events/event-bus';
export type { EventBus, EventBusOptions, TypedEventBus } from './events/event-bus';

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
  // Through the package name: in a federated build this is the singleton `react` entry, so a
  // remote's own copy of this stateless core still reads the host's context (decision 0053).
} from '@adlens/shared-contracts/react';
export type { HostServices } from '@adlens/shared-contracts/react';
export type { AnalyticsService } from './services/analytics';
export type { ApiClient, CallInput, CallOptions } from './services/api-client';
export type { DeviceService } from './services/device';
export { pageQueryDefaults } from './services/query-defaults';
export { screenStateFor } from './services/screen';
export type { ScreenService, ScreenState } from './services/screen';
export type { HumanVerificationService } from './services/human-verification';
export type { NavigationService } from './services/navigation';
export type { Notification, NotifyService } from './services/notify';
export type { RemotePageLoaderArgs, RemotePageModule } from './services/remote-page-module';
export type { SessionService, SessionState } from './services/session';

// API endpoints (every call of spec section 7), listed by name for CommonJS loaders.
export {
  AD_CATEGORIES,
  AD_SORT_LABELS,
  AD_SORTS,
  AFFILIATE_NETWORKS,
  ALL_ENGAGEMENT_KEYS,
  COUNTRY_CODES,
  COUNTRY_GROUPS,
  CTAS,
  DEVICES,
  DISPLAY_AD_SIZES,
  DISPLAY_AD_TYPES,
  DISPLAY_NETWORKS,
  ECOMMERCE_PLATFORMS,
  ENGAGEMENT_KEYS,
  FUNNELS,
  MEDIA_TYPES,
  META_PUBLISHER_PLATFORMS,
  NATIVE_NETWORKS,
  OPERATING_SYSTEMS,
  TRACKERS,
} from './api/ad-vocabulary';
export type { EngagementKey } from './api/ad-vocabulary';
export {
  KEYWORD_FIELDS,
  KEYWORD_QUERY_LIMITS,
  keywordTermText,
  parseKeywordQuery,
  printKeywordQuery,
  replaceTrailingTerm,
  trailingTerm,
} from './search/query';
export type {
  KeywordField,
  KeywordGroup,
  KeywordNode,
  KeywordNot,
  KeywordParseResult,
  KeywordQueryError,
  KeywordTerm,
} from './search/query';
export {
  AD_DETAIL_CREDIT_COST,
  adCardSchema,
  adDetailDataSchema,
  adDetailEndpoint,
  adDetailSchema,
  adEngagementsEndpoint,
  adExtrasSchema,
  adFiltersQuerySchema,
  adFiltersSchema,
  keywordFormSchema,
  keywordQuerySchema,
  adPreviewDataSchema,
  adPreviewEndpoint,
  adSearchBodySchema,
  adSearchDataSchema,
  adSearchEndpoint,
  engagementHistorySchema,
  engagementQuerySchema,
  mediaItemSchema,
  ownerAdsEndpoint,
  ownerDetailSchema,
  ownerEndpoint,
  ownerSummarySchema,
  platformIdParamsSchema,
  platformParamsSchema,
  publisherRowSchema,
  shareAdEndpoint,
  sharedAdEndpoint,
  sharedAdEngagementsEndpoint,
  sharedAdSchema,
  toggleAdBookmarkEndpoint,
  urlChainDataSchema,
  urlChainEndpoint,
  urlChainStepSchema,
  AD_SUGGESTION_KINDS,
  adSuggestionSchema,
  adSuggestionsEndpoint,
} from './api/ads';
export type {
  AdCard,
  AdDetail,
  AdFilters,
  AdPreview,
  AdSearchBody,
  AdSearchData,
  AdSuggestion,
  EngagementHistory,
  MediaItem,
  OwnerDetail,
  OwnerSummary,
  PublisherRow,
  SharedAd,
  UrlChain,
} from './api/ads';
export {
  changePasswordBodySchema,
  confirmBodySchema,
  confirmEndpoint,
  confirmResendEndpoint,
  deviceBodySchema,
  emailBodySchema,
  emailSchema,
  OAUTH_PROVIDERS,
  oauthCallbackBodySchema,
  oauthCallbackEndpoint,
  oauthProviderSchema,
  oauthStartEndpoint,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  registerBodySchema,
  registerDataSchema,
  registerEndpoint,
  resetPasswordChangeEndpoint,
  resetPasswordEndpoint,
  resetPasswordVerifyEndpoint,
  resetVerifyBodySchema,
  saveDeviceEndpoint,
  sentDataSchema,
} from './api/auth';
export type { OAuthProvider } from './api/auth';
export { PASSWORD_RULE_TEXT, PASSWORDS_DIFFER_MESSAGE, passwordsMatch } from './api/password-rule';
export {
  collectionSchema,
  collectionsDataSchema,
  collectionsEndpoint,
  collectionsQuerySchema,
  createCollectionEndpoint,
  deleteCollectionEndpoint,
  renameCollectionEndpoint,
  setAdCollectionsEndpoint,
} from './api/bookmarks';
export type { Collection, CollectionsData } from './api/bookmarks';
export {
  bookmarkFiltersEndpoint,
  createSavedFilterEndpoint,
  deleteSavedFilterEndpoint,
  deleteSavedFiltersEndpoint,
  FILTER_CONFLICT_MESSAGE,
  FILTER_KINDS,
  filterDefinitionSchema,
  filterOptionSchema,
  filterSetDataSchema,
  FREE_FILTER_LOCKED_MESSAGE,
  ownerFiltersEndpoint,
  savedFilterSchema,
  savedFiltersEndpoint,
  saveFilterBodySchema,
  saveFilterNameSchema,
  searchFiltersEndpoint,
} from './api/filters';
export type { FilterDefinition, FilterSet, SavedFilter } from './api/filters';
export { filterRuleBreach, isFilterValueSet } from './api/filter-rules';
export type { FilterBreach } from './api/filter-rules';
export {
  INT32_MAX,
  NUL_TEXT_MESSAGE,
  calendarDateSchema,
  containsNul,
  idParamSchema,
  idSchema,
  int32CountSchema,
  isoDateSchema,
  isoDateTimeSchema,
  okDataSchema,
  pageSchema,
  paginatedSchema,
  paginationQuerySchema,
  perPageSchema,
  queryNumberSchema,
  safeCountSchema,
  textSchema,
} from './api/pagination';
export { userDashboardDataSchema, userDashboardEndpoint } from './api/user';
export type { UserDashboard } from './api/user';
export {
  deletedCountSchema,
  deleteNotificationEndpoint,
  deleteNotificationsEndpoint,
  notificationSchema,
  notificationsDataSchema,
  notificationsEndpoint,
  notificationsQuerySchema,
  queryBooleanSchema,
  readNotificationsEndpoint,
} from './api/notifications';
export {
  CHANGE_KINDS,
  FOLLOW_DELIVERIES,
  FOLLOW_KINDS,
  MAX_FOLLOWS,
  STALE_AFTER_DAYS,
  announcementEndpoint,
  announcementSchema,
  changeCountsSchema,
  followBodySchema,
  followDeliverySchema,
  followEndpoint,
  followKindSchema,
  followSchema,
  followStatusEndpoint,
  followStatusSchema,
  followTargetParamsSchema,
  followsEndpoint,
  followsSeenEndpoint,
  PENDING_FOLLOW_ID,
  toggledFollowStatus,
  unfollowEndpoint,
  updateFollowEndpoint,
} from './api/follows';
export { FOLLOWS_KEY, FOLLOW_STATUS_KEY, followStatusKey } from './api/follow-query-keys';
export type {
  Announcement,
  ChangeCounts,
  ChangeKind,
  Follow,
  FollowBody,
  FollowDelivery,
  FollowKind,
  FollowStatus,
} from './api/follows';
export type { NotificationEntry, NotificationsData } from './api/notifications';
export {
  PAYOUT_AMOUNT_FORMAT_MESSAGE,
  PAYOUT_METHODS,
  payoutBodySchema,
  payoutFormSchema,
  payoutSchema,
  REFERRAL_MIN_PAYOUT,
  REFERRAL_PERIODS,
  referralInitializeEndpoint,
  referralInitializeQuerySchema,
  referralOverviewEndpoint,
  referralOverviewSchema,
  referralPayoutEndpoint,
  referralPerformanceDataSchema,
  referralPerformanceEndpoint,
  referralPerformanceQuerySchema,
  referralPeriodSchema,
  referralTotalsSchema,
} from './api/referrals';
export type {
  Payout,
  ReferralOverview,
  ReferralPerformance,
  ReferralTotals,
} from './api/referrals';
export {
  DOWNLOAD_KINDS,
  createExportEndpoint,
  downloadKindSchema,
  downloadSchema,
  downloadsEndpoint,
  downloadsQuerySchema,
  startDownloadEndpoint,
  tutorialSchema,
  tutorialsEndpoint,
} from './api/common';
export type { Download, Tutorial } from './api/common';
export {
  EXPORT_FORMATS,
  EXPORT_ROW_LIMIT,
  EXPORT_ROW_LIMIT_MESSAGE,
  EXPORT_STATUSES,
  exportInProgress,
  exportJobSchema,
  exportProgress,
  exportRequestSchema,
} from './api/exports';
export type {
  ExportFormat,
  ExportJob,
  ExportRequest,
  ExportRequestData,
  ExportStatus,
} from './api/exports';
export {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  changeProfilePasswordBodySchema,
  changeProfilePasswordEndpoint,
  profileEndpoint,
  profileSchema,
  sawIntroEndpoint,
  SOURCE_TYPES,
  sourceTypeEndpoint,
  updateProfileBodySchema,
  updateProfileEndpoint,
  uploadAvatarEndpoint,
} from './api/profile';
export type { Profile } from './api/profile';
export {
  addTeamMemberEndpoint,
  couponCheckEndpoint,
  couponInLinkSchema,
  couponSchema,
  PAID_TIERS,
  paidTierSchema,
  payFormSchema,
  PAYMENT_GATEWAYS,
  paymentGatewayEndpoint,
  paymentGatewaySchema,
  paymentIdSchema,
  paymentMemorySchema,
  PLAN_PERIODS,
  PLAN_TIERS,
  planCalculatorEndpoint,
  planChoiceSchema,
  planPeriodSchema,
  planSchema,
  priceBreakdownSchema,
  removeTeamMemberEndpoint,
  subscriptionPlansDataSchema,
  subscriptionPlansEndpoint,
  teamDataSchema,
  teamMemberSchema,
  teamMembersEndpoint,
} from './api/subscription';
export type {
  Coupon,
  PaidTier,
  PaymentMemory,
  Plan,
  PlanPeriod,
  PriceBreakdown,
  SubscriptionPlans,
  TeamData,
  TeamMember,
} from './api/subscription';
export {
  ANALYTICS_PERIODS,
  analyticsDataSchema,
  analyticsQuerySchema,
  countItemSchema,
  dailyAdsPointSchema,
  domainAnalyticsDataSchema,
  domainAnalyticsEndpoint,
  platformAnalyticsEndpoint,
  TOP_ADVERTISER_RANKINGS,
  topAdvertiserSchema,
  topAdvertisersDataSchema,
  topAdvertisersEndpoint,
  topAdvertisersQuerySchema,
} from './api/analytics';
export type { CountItem, DomainAnalytics, PlatformAnalytics, TopAdvertiser } from './api/analytics';
export {
  CAMPAIGN_PERIODS,
  CAMPAIGN_COUNTRY_SORTS,
  CAMPAIGN_PUBLISHER_SORTS,
  SORT_DIRECTIONS,
  campaignAdsEndpoint,
  campaignChartSchema,
  campaignCountriesEndpoint,
  campaignCountryChartEndpoint,
  campaignCountrySchema,
  campaignEndpoint,
  campaignPublisherChartEndpoint,
  campaignPublisherSchema,
  campaignPublishersEndpoint,
  campaignQuerySchema,
  campaignSchema,
} from './api/campaigns';
export type { Campaign, CampaignChart } from './api/campaigns';
export { MEDIA_MAX_SIDE, MEDIA_SNAPSHOT_MS, mediaQuerySchema, mediaUrl } from './api/media';
export type { MediaQuery } from './api/media';
export {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_HEADERS,
  WEBHOOK_URL_MAX_LENGTH,
  deleteWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  setWebhookBodySchema,
  setWebhookDataSchema,
  setWebhookEndpoint,
  testWebhookEndpoint,
  webhookAttemptSchema,
  webhookDeliveriesDataSchema,
  webhookDeliveriesEndpoint,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpoint,
  webhookPayloadSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookStateSchema,
  webhookUrlSchema,
} from './api/webhooks';
export type {
  SetWebhookData,
  Webhook,
  WebhookAttempt,
  WebhookDeliveriesData,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookPayload,
  WebhookState,
} from './api/webhooks';
