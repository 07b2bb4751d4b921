// The contract's core: schemas, endpoints, errors, constants, routes and the search grammar. It
// imports zod and nothing of React, the router or TanStack Query, and holds no module state, so the
// API server and the CLI read it without React (decision 0051). React pieces live in
// `@adlens/shared-contracts/react`, release and environment facts in `@adlens/shared-contracts/platform`.

// First: the contract's schemas speak English from the first parse (zod mini has no default locale).
// package.json lists this one module under `sideEffects`, so a bundler keeps it (decision 0051).
import './zod-locale';

export {
  DEFAULT_PLATFORM,
  PLATFORMS,
  PLATFORM_LABELS,
  isPlatform,
  platformSchema,
} from './platforms';
export type { Platform } from './platforms';

export {
  MAX_HEALTH_COUNT,
  PAGE_SESSION_HEADER,
  REMOTE_FAILURE_KINDS,
  REMOTE_HEALTH_URL,
  remoteHealthReportSchema,
} from './health/remote-health-report';
export type {
  RemoteFailureKind,
  RemoteHealthEntry,
  RemoteHealthReport,
} from './health/remote-health-report';
export { ApiError, isApiError } from './errors/api-error';
export { errorMessage } from './errors/error-message';
export { REDIRECT_TARGETS, errorBodySchema } from './errors/error-meta';
export type { ErrorMeta, NotificationType } from './errors/error-meta';
export type { InlineError } from './errors/inline-error';
export { buildEndpointPath, successBodySchema } from './api/endpoint';
export { OPENAPI_DOCUMENT_URL } from './openapi/document-url';
export { servedOpenApiDocumentSchema } from './openapi/served-document';
export type { ServedOpenApiDocument, ServedOpenApiOperation } from './openapi/served-document';
export { PLAN_FEATURES } from './api/access';
export type {
  EndpointAccess,
  OwnedResource,
  PlanFeature,
  PublicAccess,
  SignedInAccess,
} from './api/access';
export type { Endpoint, EndpointBody, EndpointData } from './api/endpoint';
export {
  PLAN_FEATURE_LOCKED_MESSAGES,
  hasPlanFeature,
  remainingCredits,
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
export { CATCH_ALL_PATH, ROUTE_PATHS, SHORT_LINK_PATH } from './routes/paths';
export type { RouteId } from './routes/paths';
export { href } from './routes/href';
export { matchRoute, pathnameOf } from './routes/match-route';
export { resolveShortLink } from './routes/short-links';
export { isAllowedOnMobile } from './routes/mobile';
export { isRouteAllowed, planUpgradePath } from './routes/access';
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
  groupsVariants,
  isAdSort,
  pageFirstData,
  savedFiltersRequest,
  searchFiltersRequest,
} from './routes/first-data';
export type { AdSort, ApiRequest } from './routes/first-data';
export { safeExternalUrl } from './routes/safe-external-url';
export {
  AD_BLOCKER_CHECK_DELAY_MS,
  AUTH_TOKEN_COOKIE,
  COOKIE_LIFETIME_DAYS,
  COOKIE_SAME_SITE,
  NOTIFICATION_PROGRESS_TICKS,
  REFERRAL_INIT_COOKIE,
  notificationDurationSeconds,
} from './constants';
export { TAG_EVENT_NAMES, parseTagEvent } from './analytics/tag-events';
export type { TagEventData, TagEventName } from './analytics/tag-events';
export {
  AD_CATEGORIES,
  AD_SORT_LABELS,
  AD_SORTS,
  AFFILIATE_NETWORKS,
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
export {
  keywordTermText,
  parseKeywordQuery,
  printKeywordQuery,
  replaceTrailingTerm,
  trailingTerm,
} from './search/query';
export type { KeywordNode, KeywordTerm } from './search/query';
export {
  AD_TAG_FAMILIES,
  AD_TAG_QUERY_FIELDS,
  AD_TAG_VOCABULARY,
  AD_TAG_VOCABULARY_VERSION,
  adTagEvidenceSchema,
  isAdTag,
  nearestAdTag,
  readTagTerm,
} from './search/tags';
export type {
  AdTag,
  AdTagEvidence,
  AdTagFamily,
  AdTagQueryField,
  AdTextField,
} from './search/tags';
export {
  mergeTagsEndpoint,
  renameTagEndpoint,
  retagJobEndpoint,
  tagVocabularyEndpoint,
} from './search/vocabulary/tag-vocabulary-endpoints';
export { queryNamesTag, renameTagInQuery } from './search/vocabulary/tag-vocabulary-query';
export {
  mergeTagsBodySchema,
  renameTagBodySchema,
  retagJobSchema,
  tagVocabularyTermSchema,
} from './search/vocabulary/tag-vocabulary-schemas';
export {
  defaultTagTerms,
  findTagTerm,
  mergeTagTerms,
  nearestTagTermName,
  renameTagTerm,
} from './search/vocabulary/tag-vocabulary-terms';
export type {
  MergeTagsBody,
  RenameTagBody,
  RetagJob,
  TagVocabulary,
  TagVocabularyTerm,
} from './search/vocabulary/tag-vocabulary-schemas';
export type { TagVocabularyChange } from './search/vocabulary/tag-vocabulary-terms';
export {
  AD_DETAIL_CREDIT_COST,
  adCardSchema,
  adDetailDataSchema,
  adDetailEndpoint,
  adDetailSchema,
  adEngagementsEndpoint,
  adFiltersQuerySchema,
  adFiltersSchema,
  keywordFormSchema,
  adPreviewDataSchema,
  adPreviewEndpoint,
  adSearchBodySchema,
  adSearchDataSchema,
  adSearchEndpoint,
  ownerAdsEndpoint,
  ownerDetailSchema,
  ownerEndpoint,
  shareAdEndpoint,
  sharedAdEndpoint,
  sharedAdEngagementsEndpoint,
  sharedAdSchema,
  toggleAdBookmarkEndpoint,
  urlChainDataSchema,
  urlChainEndpoint,
  AD_SUGGESTION_KINDS,
  adSuggestionsEndpoint,
} from './api/ads';
export type {
  AdCard,
  AdDetail,
  AdFilters,
  AdPreview,
  AdSearchData,
  AdSuggestion,
  EngagementHistory,
  MediaItem,
  OwnerDetail,
  SharedAd,
  UrlChain,
} from './api/ads';
export {
  changePasswordBodySchema,
  confirmBodySchema,
  confirmEndpoint,
  confirmResendEndpoint,
  emailBodySchema,
  OAUTH_PROVIDERS,
  oauthCallbackEndpoint,
  oauthProviderSchema,
  oauthStartEndpoint,
  registerBodySchema,
  registerDataSchema,
  registerEndpoint,
  resetPasswordChangeEndpoint,
  resetPasswordEndpoint,
  resetPasswordVerifyEndpoint,
  resetVerifyBodySchema,
  saveDeviceEndpoint,
} from './api/auth';
export type { OAuthProvider } from './api/auth';
export { PASSWORD_RULE_TEXT, PASSWORDS_DIFFER_MESSAGE, passwordsMatch } from './api/password-rule';
export {
  collectionSchema,
  collectionsEndpoint,
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
  FREE_FILTER_LOCKED_MESSAGE,
  ownerFiltersEndpoint,
  savedFilterSchema,
  savedFiltersEndpoint,
  saveFilterNameSchema,
  searchFiltersEndpoint,
} from './api/filters';
export type { FilterDefinition, FilterSet, SavedFilter } from './api/filters';
export { filterRuleBreach, isFilterValueSet } from './api/filter-rules';
export {
  NUL_TEXT_MESSAGE,
  calendarDateSchema,
  containsNul,
  idParamSchema,
  pageSchema,
  queryNumberSchema,
} from './api/pagination';
export { userDashboardDataSchema, userDashboardEndpoint } from './api/user';
export type { UserDashboard } from './api/user';
export {
  deleteNotificationEndpoint,
  deleteNotificationsEndpoint,
  notificationSchema,
  notificationsEndpoint,
  readNotificationsEndpoint,
} from './api/notifications';
export {
  announcementEvidenceEndpoint,
  changeEvidenceSchema,
  followEvidenceEndpoint,
} from './api/change-evidence';
export type { ChangeEvidence } from './api/change-evidence';
export { adEvidenceEndpoint } from './api/ad-evidence';
export {
  landingHistoryEndpoint,
  landingVersionSchema,
  offerFactsSchema,
} from './api/landing-history';
export type { LandingHistory, LandingVersion, OfferFacts } from './api/landing-history';
export { adTagsEndpoint, tagFacetsEndpoint } from './api/ad-tags';
export type { AdTagsData, LabelledAdTag, TagFacet } from './api/ad-tags';
export {
  CHANGE_KINDS,
  MAX_FOLLOWS,
  STALE_AFTER_DAYS,
  announcementEndpoint,
  followDeliverySchema,
  followEndpoint,
  followKindSchema,
  followSchema,
  followStatusEndpoint,
  followsEndpoint,
  followsSeenEndpoint,
  PENDING_FOLLOW_ID,
  toggledFollowStatus,
  unfollowEndpoint,
  updateFollowEndpoint,
} from './api/follows';
export {
  DEFAULT_ALERT_BUDGET,
  MAX_ALERT_BUDGET,
  MIN_ALERT_BUDGET,
  alertBudgetSchema,
  budgetReachedLine,
} from './api/follow-budget';
export type { FollowBudgetToday } from './api/follow-budget';
export { BACKTEST_DAYS, followBacktestEndpoint } from './api/follow-backtest';
export type { FollowBacktest, FollowBacktestBody } from './api/follow-backtest';
export { FOLLOWS_KEY, FOLLOW_STATUS_KEY, followStatusKey } from './api/follow-query-keys';
export type {
  Announcement,
  ChangeCounts,
  ChangeKind,
  Follow,
  FollowDelivery,
  FollowKind,
  FollowStatus,
} from './api/follows';
export type { NotificationEntry } from './api/notifications';
export {
  PAYOUT_METHODS,
  payoutFormSchema,
  payoutSchema,
  REFERRAL_MIN_PAYOUT,
  REFERRAL_PERIODS,
  referralInitializeEndpoint,
  referralOverviewEndpoint,
  referralPayoutEndpoint,
  referralPerformanceEndpoint,
  referralPeriodSchema,
  referralTotalsSchema,
} from './api/referrals';
export type { Payout, ReferralOverview, ReferralPerformance } from './api/referrals';
export {
  DOWNLOAD_KINDS,
  createExportEndpoint,
  downloadKindSchema,
  downloadSchema,
  downloadsEndpoint,
  startDownloadEndpoint,
  tutorialSchema,
  tutorialsEndpoint,
} from './api/common';
export type { Download, Tutorial } from './api/common';
export {
  EXPORT_FORMATS,
  EXPORT_ROW_LIMIT,
  EXPORT_ROW_LIMIT_MESSAGE,
  exportInProgress,
  exportProgress,
  exportRequestSchema,
} from './api/exports';
export type { ExportFormat, ExportJob, ExportRequest, ExportRequestData } from './api/exports';
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
  API_KEY_SECRET_PREFIX,
  CREDITS_LEFT_HEADER,
  CREDITS_USED_HEADER,
  MAX_LIVE_API_KEYS,
  adDetailDryRunEndpoint,
  apiKeysEndpoint,
  createApiKeyEndpoint,
  revokeApiKeyEndpoint,
} from './api/api-keys';
export type { ApiKey } from './api/api-keys';
export { API_KEY_SCOPES } from './api/api-key-scope-names';
export type { ApiKeyScope } from './api/api-key-scope-names';
export { apiKeyScopeOf } from './api/api-key-scopes';
export {
  addTeamMemberEndpoint,
  couponCheckEndpoint,
  couponInLinkSchema,
  couponSchema,
  paidTierSchema,
  payFormSchema,
  PAYMENT_GATEWAYS,
  paymentGatewayEndpoint,
  paymentGatewaySchema,
  paymentIdSchema,
  paymentMemorySchema,
  PLAN_PERIODS,
  planCalculatorEndpoint,
  planPeriodSchema,
  planSchema,
  removeTeamMemberEndpoint,
  subscriptionPlansEndpoint,
  teamDataSchema,
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
  domainAnalyticsDataSchema,
  domainAnalyticsEndpoint,
  platformAnalyticsEndpoint,
  topAdvertisersDataSchema,
  topAdvertisersEndpoint,
} from './api/analytics';
export type { CountItem, DomainAnalytics, PlatformAnalytics, TopAdvertiser } from './api/analytics';
export {
  CAMPAIGN_PERIODS,
  CAMPAIGN_COUNTRY_SORTS,
  CAMPAIGN_PUBLISHER_SORTS,
  campaignAdsEndpoint,
  campaignCountriesEndpoint,
  campaignCountryChartEndpoint,
  campaignCountrySchema,
  campaignEndpoint,
  campaignPublisherChartEndpoint,
  campaignPublisherSchema,
  campaignPublishersEndpoint,
  campaignSchema,
} from './api/campaigns';
export type { Campaign, CampaignChart } from './api/campaigns';
export { mediaQuerySchema, mediaUrl } from './api/media';
export {
  WEBHOOK_HEADERS,
  WEBHOOK_URL_MAX_LENGTH,
  deleteWebhookEndpoint,
  rotateWebhookSecretEndpoint,
  setWebhookBodySchema,
  setWebhookDataSchema,
  setWebhookEndpoint,
  testWebhookEndpoint,
  webhookDeliveriesDataSchema,
  webhookDeliveriesEndpoint,
  webhookDeliverySchema,
  webhookEndpoint,
  webhookPayloadSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookStateSchema,
} from './api/webhooks';
export {
  DEFAULT_WEBHOOK_FORMAT,
  slackWebhookPayloadSchema,
  webhookFormatSchema,
} from './api/webhook-format';
export type { SlackWebhookPayload, WebhookFormat } from './api/webhook-format';
export type {
  SetWebhookData,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookPayload,
  WebhookState,
} from './api/webhooks';
