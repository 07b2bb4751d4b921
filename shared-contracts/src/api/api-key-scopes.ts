import { adTagsEndpoint, tagFacetsEndpoint } from './ad-tags';
import type { ApiKeyScope } from './api-key-scope-names';
import { adDetailDryRunEndpoint } from './api-keys';
import {
  adDetailEndpoint,
  adEngagementsEndpoint,
  adPreviewEndpoint,
  adSearchEndpoint,
  adSuggestionsEndpoint,
  ownerAdsEndpoint,
  ownerEndpoint,
  toggleAdBookmarkEndpoint,
  urlChainEndpoint,
} from './ads';
import {
  domainAnalyticsEndpoint,
  platformAnalyticsEndpoint,
  topAdvertisersEndpoint,
} from './analytics';
import {
  collectionsEndpoint,
  createCollectionEndpoint,
  deleteCollectionEndpoint,
  renameCollectionEndpoint,
  setAdCollectionsEndpoint,
} from './bookmarks';
import {
  campaignAdsEndpoint,
  campaignCountriesEndpoint,
  campaignCountryChartEndpoint,
  campaignEndpoint,
  campaignPublisherChartEndpoint,
  campaignPublishersEndpoint,
} from './campaigns';
import { createExportEndpoint, downloadsEndpoint, startDownloadEndpoint } from './common';
import type { Endpoint } from './endpoint';
import { followBacktestEndpoint } from './follow-backtest';
import { bookmarkFiltersEndpoint, ownerFiltersEndpoint, searchFiltersEndpoint } from './filters';
import {
  followEndpoint,
  followStatusEndpoint,
  followsEndpoint,
  unfollowEndpoint,
  updateFollowEndpoint,
} from './follows';
import { followEvidenceEndpoint } from './change-evidence';
import { landingHistoryEndpoint } from './landing-history';
import { adEvidenceEndpoint } from './ad-evidence';
import {
  deleteNotificationEndpoint,
  deleteNotificationsEndpoint,
  notificationsEndpoint,
  readNotificationsEndpoint,
} from './notifications';

/**
 * The scope an API key needs for each signed-in endpoint it may call (decision 0057). A signed-in
 * endpoint missing here is session-only: a key is refused with 403 (keys, sessions, password,
 * profile, payment, team, referrals, webhooks, saved filters, the app's own bookkeeping).
 * `api-key-scopes.test.ts` fails on a signed-in endpoint that is in neither this list nor
 * `SESSION_ONLY_ENDPOINTS`, so a new endpoint is classified when it is added.
 *
 * Kept beside the endpoints rather than inside `access` while the contract is at 1.x: a new member
 * of every endpoint's printed access type is a major version under decision 0052.
 */
const SCOPED: ReadonlyArray<readonly [Endpoint, ApiKeyScope]> = [
  [adSearchEndpoint, 'ads:read'],
  [ownerAdsEndpoint, 'ads:read'],
  [ownerEndpoint, 'ads:read'],
  [adPreviewEndpoint, 'ads:read'],
  [adSuggestionsEndpoint, 'ads:read'],
  [tagFacetsEndpoint, 'ads:read'],
  [searchFiltersEndpoint, 'ads:read'],
  [ownerFiltersEndpoint, 'ads:read'],
  [bookmarkFiltersEndpoint, 'ads:read'],
  [campaignEndpoint, 'ads:read'],
  [campaignAdsEndpoint, 'ads:read'],
  [campaignPublishersEndpoint, 'ads:read'],
  [campaignCountriesEndpoint, 'ads:read'],
  [campaignPublisherChartEndpoint, 'ads:read'],
  [campaignCountryChartEndpoint, 'ads:read'],
  [platformAnalyticsEndpoint, 'ads:read'],
  [domainAnalyticsEndpoint, 'ads:read'],
  [topAdvertisersEndpoint, 'ads:read'],
  [adEvidenceEndpoint, 'ads:read'],
  // The parts of a paid detail: the paid-view rule still applies on top of the scope.
  [urlChainEndpoint, 'ads:detail'],
  [adEngagementsEndpoint, 'ads:detail'],
  [landingHistoryEndpoint, 'ads:detail'],
  [adTagsEndpoint, 'ads:detail'],
  [adDetailEndpoint, 'ads:detail'],
  [adDetailDryRunEndpoint, 'ads:detail'],
  // Managing bookmarks needs reading them: the bookmark scope covers both.
  [collectionsEndpoint, 'bookmarks:write'],
  [createCollectionEndpoint, 'bookmarks:write'],
  [setAdCollectionsEndpoint, 'bookmarks:write'],
  [renameCollectionEndpoint, 'bookmarks:write'],
  [deleteCollectionEndpoint, 'bookmarks:write'],
  [toggleAdBookmarkEndpoint, 'bookmarks:write'],
  // Follows, and the alerts they produce.
  [followsEndpoint, 'follows:write'],
  [followEndpoint, 'follows:write'],
  [updateFollowEndpoint, 'follows:write'],
  [followBacktestEndpoint, 'follows:write'],
  [unfollowEndpoint, 'follows:write'],
  [followStatusEndpoint, 'follows:write'],
  [followEvidenceEndpoint, 'follows:write'],
  [notificationsEndpoint, 'follows:write'],
  [readNotificationsEndpoint, 'follows:write'],
  [deleteNotificationEndpoint, 'follows:write'],
  [deleteNotificationsEndpoint, 'follows:write'],
  [downloadsEndpoint, 'exports'],
  [startDownloadEndpoint, 'exports'],
  [createExportEndpoint, 'exports'],
];

/**
 * The scope a key needs to call `endpoint`, or null when no key may call it. An endpoint of the
 * features entry declares its own: this table is in the core, and importing those endpoints here
 * would put them back on every first paint (decision 0074).
 */
export function apiKeyScopeOf(endpoint: Endpoint): ApiKeyScope | null {
  return endpoint.apiKeyScope ?? SCOPED.find(([scoped]) => scoped === endpoint)?.[1] ?? null;
}

/** Every endpoint a key may call, for the tests that walk them. */
export function keyCallableEndpoints(): Endpoint[] {
  return SCOPED.map(([endpoint]) => endpoint);
}
