import {
  type Endpoint,
  adPreviewEndpoint,
  adSearchEndpoint,
  campaignAdsEndpoint,
  campaignEndpoint,
  collectionsEndpoint,
  createCollectionEndpoint,
  createExportEndpoint,
  downloadsEndpoint,
  followEndpoint,
  followsEndpoint,
  notificationsEndpoint,
  ownerAdsEndpoint,
  ownerEndpoint,
  readNotificationsEndpoint,
  setAdCollectionsEndpoint,
  unfollowEndpoint,
} from '@adlens/shared-contracts';

/** One MCP tool that is one call of the contract: its arguments are the endpoint's schemas. */
export interface EndpointTool {
  readonly name: string;
  readonly title: string;
  /** What the call does, for the assistant; the call and its scope are appended from the contract. */
  readonly summary: string;
  readonly endpoint: Endpoint;
}

const SEARCH_GRAMMAR =
  '`keyword` is a boolean query: words are joined by AND; `OR` (in capitals) binds tighter than AND ' +
  '(`nike OR adidas shoes` is `(nike OR adidas) shoes`); `NOT x` or `-x` excludes; `"exact phrase"`; ' +
  'brackets group; prefixes `domain:`, `owner:`, `cta:` narrow a term. A word matches inside words, ' +
  'a phrase whole words; case is ignored. At most 200 characters, 20 terms, 8 levels of nesting.';

/**
 * The tools that are a single call (the paid ad read, which is two, is its own module). Names are
 * verbs an assistant picks from; each endpoint's access and scope come from the contract.
 */
export const ENDPOINT_TOOLS: readonly EndpointTool[] = [
  {
    name: 'search_ads',
    title: 'Search ads',
    summary: `Searches the ads of one platform, newest first by default, a page at a time (free). ${SEARCH_GRAMMAR} Filters narrow by countries, dates seen, days running, media type, CTA, engagement ranges and more.`,
    endpoint: adSearchEndpoint,
  },
  {
    name: 'preview_ad',
    title: 'Preview an ad',
    summary:
      'An ad as a search card and whether its paid detail is already bought (free, charges nothing).',
    endpoint: adPreviewEndpoint,
  },
  {
    name: 'get_owner',
    title: 'Read an advertiser',
    summary: 'An advertiser (owner) of a platform: name, category, counts of its ads (free).',
    endpoint: ownerEndpoint,
  },
  {
    name: 'list_owner_ads',
    title: "List an advertiser's ads",
    summary: `The ads of one advertiser, with the same filters and paging as search_ads. ${SEARCH_GRAMMAR}`,
    endpoint: ownerAdsEndpoint,
  },
  {
    name: 'get_campaign',
    title: 'Read a campaign',
    summary: 'A campaign of a platform: its advertiser, dates and counts (free).',
    endpoint: campaignEndpoint,
  },
  {
    name: 'list_campaign_ads',
    title: "List a campaign's ads",
    summary: 'The ads of one campaign, a page at a time, for a period.',
    endpoint: campaignAdsEndpoint,
  },
  {
    name: 'list_follows',
    title: 'List follows',
    summary: 'What the user follows (advertisers, campaigns, saved filters), with each follow id.',
    endpoint: followsEndpoint,
  },
  {
    name: 'follow',
    title: 'Follow',
    summary:
      'Follows an advertiser, a campaign or a saved filter: its changes become alerts. Following twice is a 409.',
    endpoint: followEndpoint,
  },
  {
    name: 'unfollow',
    title: 'Unfollow',
    summary: 'Stops a follow, by the follow id list_follows gives. An unknown id is a 404.',
    endpoint: unfollowEndpoint,
  },
  {
    name: 'list_alerts',
    title: 'Read alerts',
    summary:
      'The alerts (notifications) the follows produced, newest first, with the unread count; `unread` lists only unread ones.',
    endpoint: notificationsEndpoint,
  },
  {
    name: 'mark_alerts_read',
    title: 'Mark alerts read',
    summary: 'Marks the given alert ids read, or every alert when `ids` is left out.',
    endpoint: readNotificationsEndpoint,
  },
  {
    name: 'list_bookmarks',
    title: 'List bookmark collections',
    summary:
      "The user's bookmark collections of a platform and the bookmarked ads (of one collection with `collection_id`).",
    endpoint: collectionsEndpoint,
  },
  {
    name: 'create_collection',
    title: 'Create a bookmark collection',
    summary: 'Creates a named bookmark collection on a platform.',
    endpoint: createCollectionEndpoint,
  },
  {
    name: 'set_ad_bookmarks',
    title: 'Add or remove a bookmark',
    summary:
      'Sets which collections hold an ad: ids added are bookmarked there, ids left out are removed; an empty list removes the ad from every collection.',
    endpoint: setAdCollectionsEndpoint,
  },
  {
    name: 'start_export',
    title: 'Start an export',
    summary:
      "Queues an export of a search, an advertiser's ads or bookmarks as a file (needs a plan with downloads). `body.source` picks which; list_exports shows when it is ready.",
    endpoint: createExportEndpoint,
  },
  {
    name: 'list_exports',
    title: 'List exports and downloads',
    summary: 'The downloads and exports of the user, with their state and file when ready.',
    endpoint: downloadsEndpoint,
  },
];
