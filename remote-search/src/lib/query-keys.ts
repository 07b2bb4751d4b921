import { FOLLOWS_KEY, type Platform, followStatusKey } from '@adlens/shared-contracts';

/**
 * Every query key of this remote, built here so that a key and the prefix that invalidates or
 * changes it cannot drift apart (`query-keys.test.ts` holds each prefix to its keys). A follow's
 * status is the contract's key: insights caches the same status under it.
 */
export const searchKeys = {
  /** Every list of ad cards (search, owner, suggestions): a quick bookmark flips a card in all. */
  adLists: () => ['ads'] as const,
  adSearch: (platform: Platform, filters: unknown, sort: unknown, groupVariants: boolean) =>
    [...searchKeys.adLists(), 'search', platform, filters, sort, groupVariants] as const,
  ownerAds: (platform: Platform, ownerId: number, filters: unknown, sort: unknown) =>
    [...searchKeys.adLists(), 'owner', platform, ownerId, filters, sort] as const,
  suggestions: (platform: Platform, q: string) =>
    [...searchKeys.adLists(), 'suggestions', platform, q] as const,
  ad: (platform: Platform, id: number) => ['ad', platform, id] as const,
  adDetail: (platform: Platform, id: number) => [...searchKeys.ad(platform, id), 'detail'] as const,
  adPreview: (platform: Platform, id: number) =>
    [...searchKeys.ad(platform, id), 'preview'] as const,
  adEngagements: (platform: Platform, id: number, range: unknown) =>
    [...searchKeys.ad(platform, id), 'engagements', range] as const,
  adEvidence: (platform: Platform, id: number) =>
    [...searchKeys.ad(platform, id), 'evidence'] as const,
  adTags: (platform: Platform, id: number) => [...searchKeys.ad(platform, id), 'tags'] as const,
  similarAds: (platform: Platform, id: number) =>
    [...searchKeys.ad(platform, id), 'similar'] as const,
  /** Tag counts of a search's filters (the filter bar's tag fields). */
  tagFacets: (platform: Platform, filters: unknown) => ['tag-facets', platform, filters] as const,
  urlChain: (id: number) => ['url-chain', id] as const,
  landingHistory: (platform: string, id: number) => ['landing-history', platform, id] as const,
  owner: (platform: Platform, id: number) => ['owner', platform, id] as const,
  ownerLandingHistory: (platform: Platform, id: number) =>
    [...searchKeys.owner(platform, id), 'landing-history'] as const,
  /** Every bookmark query: a quick bookmark changes the default collection of some platform. */
  bookmarks: () => ['bookmarks'] as const,
  /** Every bookmark query of a platform: a change to its collections makes them all stale. */
  platformBookmarks: (platform: Platform) => [...searchKeys.bookmarks(), platform] as const,
  collections: (platform: Platform, query: unknown) =>
    [...searchKeys.platformBookmarks(platform), 'collections', query] as const,
  membership: (platform: Platform, adId: number) =>
    [...searchKeys.platformBookmarks(platform), 'membership', adId] as const,
  filters: (scope: string, platform: Platform) => ['filters', scope, platform] as const,
  savedFilters: (platform: Platform) => ['saved-filters', platform] as const,
  /** The contract's key: a follow made on either remote's page makes the list stale. */
  follows: () => FOLLOWS_KEY,
  announcement: (id: number) => [...searchKeys.follows(), 'announcement', id] as const,
  announcementEvidence: (id: number) => [...searchKeys.announcement(id), 'evidence'] as const,
  /** Under the follows: a visit or an ingestion that makes the list stale makes this stale too. */
  followEvidence: (id: number) => [...searchKeys.follows(), 'evidence', id] as const,
  /** Under the follows: a new ingestion that makes the list stale changes what a rule would send. */
  followBacktest: (rule: unknown) => [...searchKeys.follows(), 'backtest', rule] as const,
  followStatus: followStatusKey,
  sharedAd: (platform: Platform, token: string) => ['shared-ad', platform, token] as const,
  sharedAdEngagements: (platform: Platform, token: string, range: unknown) =>
    [...searchKeys.sharedAd(platform, token), 'engagements', range] as const,
};
