import type { Queryable } from '../db/database';
import { issueToken } from '../features/auth/tokens';

/** What an example may use: the database and the signed-in owner of the example's data. */
export interface ExampleContext {
  db: Queryable;
  owner: { id: number; email: string };
  now: Date;
  /** A value unique to this call (e-mails, names). */
  unique: string;
  /** A provider sign-in of the owner up to the return: the code, its state and the state cookie. */
  providerReturn: () => Promise<{ code: string; state: string; cookie: string }>;
}

export interface ExampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON. */
  form?: () => FormData;
  /** Cookies of the browser that sends it (besides the caller's own). */
  cookie?: string;
}

/**
 * One valid request per endpoint, for its owner (a copy of the demo account): it answers 200.
 * Called once per request of the matrix, so an example that writes (registers, deletes) makes
 * what it needs each time and no request depends on another.
 */
export type Example = (context: ExampleContext) => ExampleRequest | Promise<ExampleRequest>;

async function first<Row>(db: Queryable, sql: string, params: unknown[] = []): Promise<Row> {
  const [row] = await db.query<Row & Record<string, unknown>>(sql, params);
  if (!row) throw new Error(`example data missing: ${sql}`);
  return row;
}

const metaAd = (db: Queryable) =>
  first<{ id: number }>(db, "SELECT id FROM ads WHERE platform = 'meta' ORDER BY id LIMIT 1");
const anyCampaign = (db: Queryable) =>
  first<{ id: number; platform: string }>(
    db,
    'SELECT id, platform FROM campaigns ORDER BY id LIMIT 1',
  );
const metaOwner = (db: Queryable) =>
  first<{ id: number }>(db, "SELECT id FROM owners WHERE platform = 'meta' ORDER BY id LIMIT 1");
/** A new saved filter of the user's: something to follow as often as the matrix needs. */
const newSavedFilter = (db: Queryable, userId: number, unique: string) =>
  first<{ id: number }>(
    db,
    `INSERT INTO saved_filters (user_id, platform, name, filters) VALUES ($1, 'meta', $2, '{}')
     RETURNING id`,
    [userId, `Followed ${unique}`],
  );
/** An announcement of the owner's, from an ingestion run of its own. */
async function announcementOf({ db, owner, now }: ExampleContext) {
  const run = await first<{ id: number }>(
    db,
    `INSERT INTO ingest_runs (day, ran_at, summary) VALUES ($1::date, $1, '{}') RETURNING id`,
    [now.toISOString()],
  );
  return first<{ id: number }>(
    db,
    `INSERT INTO announcements (user_id, run_id, digest, title, message, created_at)
     VALUES ($1, $2, false, 'Matrix', 'Matrix', $3) RETURNING id`,
    [owner.id, run.id, now.toISOString()],
  );
}

/** A new follow of the user's. */
const followOf = async ({ db, owner, now, unique }: ExampleContext) =>
  first<{ id: number }>(
    db,
    `INSERT INTO follows (user_id, kind, platform, target_id, delivery, created_at)
     VALUES ($1, 'saved_filter', 'meta', $2, 'instant', $3) RETURNING id`,
    [owner.id, (await newSavedFilter(db, owner.id, unique)).id, now.toISOString()],
  );
const anyDomain = (db: Queryable) =>
  first<{ name: string }>(db, 'SELECT name FROM domains ORDER BY id LIMIT 1');
const firstDownload = (db: Queryable) =>
  first<{ id: number }>(db, 'SELECT id FROM downloads ORDER BY id LIMIT 1');

const collectionOf = (db: Queryable, userId: number, name: string) =>
  first<{ id: number }>(
    db,
    "INSERT INTO collections (user_id, platform, name) VALUES ($1, 'meta', $2) RETURNING id",
    [userId, name],
  );

const webhookOf = (db: Queryable, userId: number, now: Date) =>
  db.query(
    `INSERT INTO webhooks (user_id, url, secret, created_at, secret_created_at)
     VALUES ($1, 'https://1.1.1.1/adlens-matrix', 'whsec_matrix', $2, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, now.toISOString()],
  );

const campaignParams = async ({ db }: ExampleContext) => {
  const campaign = await anyCampaign(db);
  return { params: { platform: campaign.platform, id: campaign.id } };
};

/** The owner's paid view of the first meta ad (what opening its detail charges); its id. */
async function paidMetaAd(db: Queryable, ownerId: number) {
  const ad = await metaAd(db);
  await db.query(
    `INSERT INTO ad_views (user_id, ad_id, credits) VALUES ($1, $2, 1) ON CONFLICT DO NOTHING`,
    [ownerId, ad.id],
  );
  return ad;
}

/** A share link of the owner's (what `shareAdEndpoint` makes, after a paid view). */
async function sharedAdParams(db: Queryable, ownerId: number) {
  const ad = await paidMetaAd(db, ownerId);
  const token = `matrix-${ownerId}`;
  await db.query(
    `INSERT INTO shared_ads (token, platform, ad_id, user_id) VALUES ($1, 'meta', $2, $3)
     ON CONFLICT DO NOTHING`,
    [token, ad.id, ownerId],
  );
  return { platform: 'meta', token };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** Keyed by the contract's export name; a contract endpoint without an entry fails the matrix. */
export const EXAMPLES: Record<string, Example> = {
  // Auth (public).
  loginEndpoint: ({ owner }) => ({ body: { email: owner.email, password: 'adlens-demo' } }),
  registerEndpoint: ({ unique }) => ({
    body: { name: 'Matrix', email: `new-${unique}@adlens.test`, password: 'long-enough-1' },
  }),
  confirmEndpoint: async ({ db, unique, now }) => {
    const email = `unconfirmed-${unique}@adlens.test`;
    const user = await first<{ id: number }>(
      db,
      `INSERT INTO users (email, name, password_hash, referral_code)
       SELECT $1, 'Unconfirmed', password_hash, $2 FROM users WHERE email = 'demo@adlens.test'
       RETURNING id`,
      [email, `U${unique}`.slice(0, 20)],
    );
    const code = '314159';
    await issueToken(db, { userId: user.id, kind: 'confirm', ttlSeconds: 600, now, code });
    return { body: { email, token: code } };
  },
  confirmResendEndpoint: ({ owner }) => ({ body: { email: owner.email } }),
  resetPasswordEndpoint: ({ owner }) => ({ body: { email: owner.email } }),
  resetPasswordVerifyEndpoint: async ({ db, owner, now }) => {
    const code = '271828';
    await issueToken(db, { userId: owner.id, kind: 'reset', ttlSeconds: 600, now, code });
    return { body: { email: owner.email, token: code } };
  },
  resetPasswordChangeEndpoint: async ({ db, owner, now }) => {
    const token = await issueToken(db, {
      userId: owner.id,
      kind: 'reset_verified',
      ttlSeconds: 600,
      now,
    });
    return { body: { email: owner.email, token, password: 'adlens-demo' } };
  },
  logoutEndpoint: () => ({}),
  oauthStartEndpoint: () => ({ params: { provider: 'google' } }),
  oauthCallbackEndpoint: async ({ providerReturn }) => {
    const { code, state, cookie } = await providerReturn();
    return { params: { provider: 'google' }, body: { code, state }, cookie };
  },
  referralInitializeEndpoint: () => ({ query: { refId: 'DEMO2026' } }),
  saveDeviceEndpoint: () => ({ body: { device: 'matrix-device' } }),
  userInitEndpoint: () => ({}),

  // Ads.
  adSearchEndpoint: () => ({ params: { platform: 'meta' }, body: {} }),
  adSuggestionsEndpoint: () => ({ params: { platform: 'meta' }, query: { q: 'a' } }),
  adDetailEndpoint: async ({ db }) => ({ params: { platform: 'meta', id: (await metaAd(db)).id } }),
  adDetailDryRunEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaAd(db)).id },
    query: { dry_run: '1' },
  }),
  apiKeysEndpoint: () => ({}),
  createApiKeyEndpoint: ({ unique }) => ({
    body: { name: `Matrix ${unique}`, scopes: ['ads:read'] },
  }),
  revokeApiKeyEndpoint: async ({ db, owner, now, unique }) => {
    const key = await first<{ id: number }>(
      db,
      `INSERT INTO api_keys (user_id, name, scopes, secret_hash, prefix, created_at)
       VALUES ($1, 'to revoke', '{ads:read}', $2, 'adl_matrix', $3) RETURNING id`,
      [owner.id, `matrix-${unique}`, now.toISOString()],
    );
    return { params: { id: key.id } };
  },
  adPreviewEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaAd(db)).id },
  }),
  similarAdsEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaAd(db)).id },
  }),
  adEngagementsEndpoint: async ({ db, owner }) => ({
    params: { platform: 'meta', id: (await paidMetaAd(db, owner.id)).id },
  }),
  adTagsEndpoint: async ({ db, owner }) => ({
    params: { platform: 'meta', id: (await paidMetaAd(db, owner.id)).id },
  }),
  tagFacetsEndpoint: () => ({ params: { platform: 'meta' }, body: { keyword: 'hook:question' } }),
  urlChainEndpoint: async ({ db, owner }) => ({
    params: { id: (await paidMetaAd(db, owner.id)).id },
  }),
  landingHistoryEndpoint: async ({ db, owner }) => ({
    params: { platform: 'meta', id: (await paidMetaAd(db, owner.id)).id },
  }),
  ownerEndpoint: async ({ db }) => ({ params: { platform: 'meta', id: (await metaOwner(db)).id } }),
  ownerLandingHistoryEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaOwner(db)).id },
  }),
  ownerAdsEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaOwner(db)).id },
    body: {},
  }),
  shareAdEndpoint: async ({ db, owner }) => ({
    body: { platform: 'meta', ad_id: (await paidMetaAd(db, owner.id)).id },
  }),
  sharedAdEndpoint: async ({ db, owner }) => ({ params: await sharedAdParams(db, owner.id) }),
  sharedAdEngagementsEndpoint: async ({ db, owner }) => ({
    params: await sharedAdParams(db, owner.id),
  }),
  toggleAdBookmarkEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaAd(db)).id },
  }),

  // Bookmarks.
  collectionsEndpoint: () => ({ params: { platform: 'meta' } }),
  createCollectionEndpoint: ({ unique }) => ({
    params: { platform: 'meta' },
    body: { name: `Matrix ${unique}` },
  }),
  setAdCollectionsEndpoint: async ({ db, owner, unique }) => {
    const collection = await collectionOf(db, owner.id, `Matrix ${unique}`);
    return {
      params: { platform: 'meta', id: (await metaAd(db)).id },
      body: { collection_ids: [collection.id] },
    };
  },
  renameCollectionEndpoint: async ({ db, owner, unique }) => ({
    params: { id: (await collectionOf(db, owner.id, `Matrix ${unique}`)).id },
    body: { name: `Renamed ${unique}` },
  }),
  deleteCollectionEndpoint: async ({ db, owner, unique }) => ({
    params: { id: (await collectionOf(db, owner.id, `Matrix ${unique}`)).id },
  }),

  // Campaigns.
  campaignEndpoint: campaignParams,
  campaignAdsEndpoint: campaignParams,
  campaignPublishersEndpoint: campaignParams,
  campaignCountriesEndpoint: campaignParams,
  campaignPublisherChartEndpoint: campaignParams,
  campaignCountryChartEndpoint: campaignParams,

  // Analytics.
  platformAnalyticsEndpoint: () => ({ params: { platform: 'meta' } }),
  topAdvertisersEndpoint: () => ({ params: { platform: 'meta' } }),
  domainAnalyticsEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await anyDomain(db)).name },
  }),

  // Filters.
  searchFiltersEndpoint: () => ({ params: { platform: 'meta' } }),
  ownerFiltersEndpoint: () => ({ params: { platform: 'meta' } }),
  bookmarkFiltersEndpoint: () => ({ params: { platform: 'meta' } }),
  savedFiltersEndpoint: () => ({ params: { platform: 'meta' } }),
  createSavedFilterEndpoint: ({ unique }) => ({
    params: { platform: 'meta' },
    body: { name: `Matrix ${unique}`, filters: {} },
  }),
  deleteSavedFiltersEndpoint: () => ({ params: { platform: 'meta' } }),
  deleteSavedFilterEndpoint: async ({ db, owner, unique }) => {
    const saved = await first<{ id: number }>(
      db,
      `INSERT INTO saved_filters (user_id, platform, name, filters) VALUES ($1, 'meta', $2, '{}')
       RETURNING id`,
      [owner.id, `Matrix ${unique}`],
    );
    return { params: { platform: 'meta', id: saved.id } };
  },

  // Notifications.
  notificationsEndpoint: () => ({}),
  deleteNotificationsEndpoint: () => ({}),
  deleteNotificationEndpoint: async ({ db, owner, now }) => {
    const notification = await first<{ id: number }>(
      db,
      `INSERT INTO notifications (user_id, title, body, type, created_at)
       VALUES ($1, 'Matrix', 'Matrix', 'info', $2) RETURNING id`,
      [owner.id, now.toISOString()],
    );
    return { params: { id: notification.id } };
  },

  // Webhook (decision 0031): an IP literal needs no DNS; nothing is sent in the matrix.
  webhookEndpoint: () => ({}),
  setWebhookEndpoint: () => ({ body: { url: 'https://1.1.1.1/adlens-matrix' } }),
  deleteWebhookEndpoint: async ({ db, owner, now }) => {
    await webhookOf(db, owner.id, now);
    return {};
  },
  rotateWebhookSecretEndpoint: async ({ db, owner, now }) => {
    await webhookOf(db, owner.id, now);
    return {};
  },
  testWebhookEndpoint: async ({ db, owner, now }) => {
    await webhookOf(db, owner.id, now);
    return {};
  },
  webhookDeliveriesEndpoint: () => ({ query: { page: '1' } }),
  readNotificationsEndpoint: () => ({ body: {} }),

  // Following (decision 0030).
  followsEndpoint: () => ({}),
  followStatusEndpoint: async ({ db }) => ({
    params: { kind: 'owner', platform: 'meta', id: (await metaOwner(db)).id },
  }),
  followEndpoint: async ({ db, owner }) => {
    // Any caller may follow an owner (a saved filter in the body would be the owner's only).
    const target = await first<{ id: number; platform: string }>(
      db,
      `SELECT id, platform FROM owners WHERE id NOT IN (
         SELECT target_id FROM follows WHERE user_id = $1 AND kind = 'owner')
       ORDER BY id LIMIT 1`,
      [owner.id],
    );
    return { body: { kind: 'owner', platform: target.platform, target_id: target.id } };
  },
  updateFollowEndpoint: async (context) => ({
    params: { id: (await followOf(context)).id },
    body: { delivery: 'daily_digest' },
  }),
  unfollowEndpoint: async (context) => ({ params: { id: (await followOf(context)).id } }),
  // The backtest of a rule (decision 0070): any owner can be followed, so any caller may ask.
  followBacktestEndpoint: async ({ db }) => ({
    body: { kind: 'owner', platform: 'meta', target_id: (await metaOwner(db)).id },
  }),
  followsSeenEndpoint: () => ({}),
  announcementEndpoint: async (context) => ({ params: { id: (await announcementOf(context)).id } }),
  // Change evidence (decision 0061): an announcement or follow of the caller's, evidence or none.
  announcementEvidenceEndpoint: async (context) => ({
    params: { id: (await announcementOf(context)).id },
  }),
  followEvidenceEndpoint: async (context) => ({ params: { id: (await followOf(context)).id } }),
  // Free like the card's state it explains: any meta ad, evidence or none (decision 0065).
  adEvidenceEndpoint: async ({ db }) => ({
    params: { platform: 'meta', id: (await metaAd(db)).id },
  }),

  // Profile and dashboard.
  userDashboardEndpoint: () => ({}),
  profileEndpoint: () => ({}),
  updateProfileEndpoint: () => ({ body: { company: 'Matrix' } }),
  uploadAvatarEndpoint: () => ({
    form: () => {
      const form = new FormData();
      form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
      return form;
    },
  }),
  changeProfilePasswordEndpoint: () => ({
    body: { current_password: 'adlens-demo', password: 'adlens-demo-2' },
  }),
  sourceTypeEndpoint: () => ({ body: { source_type: 'youtube' } }),
  sawIntroEndpoint: () => ({}),

  // Common.
  tutorialsEndpoint: () => ({}),
  downloadsEndpoint: () => ({}),
  startDownloadEndpoint: async ({ db }) => ({ params: { id: (await firstDownload(db)).id } }),
  createExportEndpoint: () => ({
    body: { source: 'search', platform: 'meta', filters: { keyword: 'shop' }, max_rows: 10 },
  }),

  // Referrals.
  referralOverviewEndpoint: () => ({}),
  referralPerformanceEndpoint: () => ({}),
  referralPayoutEndpoint: async ({ db, owner, now }) => {
    // A released commission: only those count in the balance a payout takes (decision 0047).
    await db.query(
      `INSERT INTO referral_events (referrer_id, kind, amount, created_at, releasable_at)
       VALUES ($1, 'paid', 60, $2, $2)`,
      [owner.id, now.toISOString()],
    );
    return { body: { amount: 50 } };
  },

  // Subscription and team.
  subscriptionPlansEndpoint: () => ({}),
  planCalculatorEndpoint: () => ({ body: { plan: 'basic' } }),
  couponCheckEndpoint: () => ({ body: { code: 'WELCOME20' } }),
  paymentGatewayEndpoint: () => ({ params: { gateway: 'stripe' }, body: { plan: 'basic' } }),
  teamMembersEndpoint: () => ({}),
  addTeamMemberEndpoint: ({ unique }) => ({ body: { email: `mate-${unique}@adlens.test` } }),
  removeTeamMemberEndpoint: async ({ db, owner, unique }) => {
    const email = `mate-${unique}@adlens.test`;
    await db.query(
      "INSERT INTO team_members (owner_id, email, status) VALUES ($1, $2, 'invited')",
      [owner.id, email],
    );
    return { body: { email } };
  },

  // Team tag vocabulary (decision 0068): the caller owns a team of one, so may change it.
  tagVocabularyEndpoint: () => ({}),
  retagJobEndpoint: () => ({}),
  renameTagEndpoint: ({ unique }) => ({
    body: { family: 'hook', name: 'question', to: `asks_${unique}`.toLowerCase() },
  }),
  mergeTagsEndpoint: () => ({ body: { family: 'angle', from: 'urgency', into: 'price' } }),
  addTagSynonymEndpoint: ({ unique }) => ({
    body: { family: 'offer', name: 'trial', synonym: `try_${unique}`.toLowerCase() },
  }),
  removeTagSynonymEndpoint: () => ({
    body: { family: 'offer', name: 'free_shipping', synonym: 'shipping' },
  }),
};
