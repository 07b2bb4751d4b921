/** Schema migrations, applied in order once each. SQL stays portable to PostgreSQL 16+. */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '0001-schema',
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE plans (
  id integer PRIMARY KEY,
  name text NOT NULL,
  tier text NOT NULL,
  interval text NOT NULL,
  price numeric(10, 2) NOT NULL,
  currency text NOT NULL,
  credits integer NOT NULL,
  team_limit integer NOT NULL,
  platforms text[] NOT NULL,
  features text[] NOT NULL,
  is_free boolean NOT NULL,
  popular boolean NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  email_confirmed boolean NOT NULL DEFAULT false,
  plan_id integer REFERENCES plans (id),
  credits integer NOT NULL DEFAULT 0,
  used_credits integer NOT NULL DEFAULT 0,
  renews_at timestamptz,
  saved_device boolean NOT NULL DEFAULT false,
  device text,
  allowed_routes text[] NOT NULL DEFAULT ARRAY['all'],
  blocked_routes text[] NOT NULL DEFAULT '{}',
  is_new_user boolean NOT NULL DEFAULT true,
  active_platform text NOT NULL DEFAULT 'meta',
  avatar text,
  company text,
  phone text,
  country text,
  source_type text,
  saw_intro boolean NOT NULL DEFAULT false,
  referral_code text NOT NULL UNIQUE,
  referred_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE avatars (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  data text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auth_tokens (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  code text,
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_kind ON auth_tokens (user_id, kind);

CREATE TABLE mailbox (
  id serial PRIMARY KEY,
  email text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  token text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mailbox_email ON mailbox (lower(email));

CREATE TABLE owners (
  id integer PRIMARY KEY,
  platform text NOT NULL,
  name text NOT NULL,
  verified boolean NOT NULL,
  followers bigint NOT NULL,
  category text NOT NULL,
  country text NOT NULL
);

CREATE TABLE domains (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  ecommerce_platform text,
  cms text,
  funnel text,
  affiliate_network text,
  tracker text
);

CREATE TABLE campaigns (
  id integer PRIMARY KEY,
  platform text NOT NULL,
  owner_id integer NOT NULL REFERENCES owners (id),
  domain_id integer NOT NULL REFERENCES domains (id),
  name text NOT NULL,
  landing_url text NOT NULL
);

CREATE TABLE ads (
  id integer PRIMARY KEY,
  platform text NOT NULL,
  platform_ad_id text NOT NULL,
  owner_id integer NOT NULL REFERENCES owners (id),
  domain_id integer NOT NULL REFERENCES domains (id),
  campaign_id integer REFERENCES campaigns (id),
  title text NOT NULL,
  body text NOT NULL,
  text_variants text[] NOT NULL,
  media jsonb NOT NULL,
  media_type text NOT NULL,
  cta text,
  display_url text NOT NULL,
  final_url text NOT NULL,
  countries text[] NOT NULL,
  placements text[] NOT NULL,
  languages text[] NOT NULL,
  devices text[] NOT NULL,
  os text[] NOT NULL,
  publishers text[] NOT NULL,
  networks text[] NOT NULL,
  category text NOT NULL,
  ecommerce_platform text,
  affiliate_network text,
  tracker text,
  funnel text,
  first_seen date NOT NULL,
  last_seen date NOT NULL,
  days_running integer NOT NULL,
  seen_count integer NOT NULL,
  engagement jsonb NOT NULL,
  engagement_total bigint NOT NULL,
  popularity real NOT NULL,
  is_active boolean NOT NULL,
  extras jsonb NOT NULL,
  targeting jsonb NOT NULL,
  url_chain jsonb NOT NULL,
  search_text text NOT NULL
);

CREATE TABLE ad_publishers (
  ad_id integer NOT NULL REFERENCES ads (id),
  site text NOT NULL,
  widget text,
  network text NOT NULL,
  first_seen date NOT NULL,
  last_seen date NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (ad_id, site)
);

CREATE TABLE ad_views (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ad_id integer NOT NULL REFERENCES ads (id),
  credits integer NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ad_id)
);

CREATE TABLE collections (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collections_user_platform ON collections (user_id, platform);

CREATE TABLE collection_ads (
  collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  ad_id integer NOT NULL REFERENCES ads (id),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (collection_id, ad_id)
);

CREATE TABLE saved_filters (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  name text NOT NULL,
  filters jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shared_ads (
  token text PRIMARY KEY,
  platform text NOT NULL,
  ad_id integer NOT NULL REFERENCES ads (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, ad_id)
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  type text NOT NULL,
  link text,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  kind text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  expires_at timestamptz,
  max_uses integer,
  uses integer NOT NULL DEFAULT 0
);

CREATE TABLE payments (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  coupon_code text REFERENCES coupons (code),
  gateway text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  currency text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE team_members (
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  status text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_id, email)
);

CREATE TABLE tutorials (
  id integer PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  video_url text NOT NULL,
  duration integer NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE downloads (
  id integer PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  kind text NOT NULL,
  platform text,
  file_name text NOT NULL,
  size_bytes integer NOT NULL,
  published_at timestamptz NOT NULL
);

CREATE TABLE user_downloads (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  download_id integer NOT NULL REFERENCES downloads (id),
  downloaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, download_id)
);

CREATE TABLE referral_events (
  id serial PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  amount numeric(10, 2) NOT NULL DEFAULT 0,
  referred_email text,
  created_at timestamptz NOT NULL
);
CREATE INDEX referral_events_referrer ON referral_events (referrer_id, created_at);

CREATE TABLE payouts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount numeric(10, 2) NOT NULL,
  method text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    id: '0002-search-indexes',
    sql: `
CREATE INDEX ads_platform_first_seen ON ads (platform, first_seen DESC, id DESC);
CREATE INDEX ads_platform_last_seen ON ads (platform, last_seen DESC, id DESC);
CREATE INDEX ads_platform_engagement ON ads (platform, engagement_total DESC, id DESC);
CREATE INDEX ads_platform_seen ON ads (platform, seen_count DESC, id DESC);
CREATE INDEX ads_platform_running ON ads (platform, days_running DESC, id DESC);
CREATE INDEX ads_platform_popularity ON ads (platform, popularity DESC, id DESC);
CREATE INDEX ads_search_trgm ON ads USING gin (search_text gin_trgm_ops);
CREATE INDEX ads_countries ON ads USING gin (countries);
CREATE INDEX ads_owner ON ads (owner_id);
CREATE INDEX ads_domain ON ads (domain_id);
CREATE INDEX ads_campaign ON ads (campaign_id);
CREATE INDEX ad_publishers_site ON ad_publishers (site);
CREATE INDEX collection_ads_ad ON collection_ads (ad_id);
`,
  },
  {
    // Searches scan one platform. The keyword index now leads with the platform (btree_gin), so a
    // keyword no longer matches the ads of all nine platforms first. The countries GIN index goes:
    // every country filter also matches worldwide ('WW') ads, whose posting list is most of the
    // table, so the index scan (~24 ms in EXPLAIN ANALYZE) lost to filtering the platform's rows.
    id: '0003-platform-search-indexes',
    sql: `
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX ads_platform_search_trgm ON ads USING gin (platform, search_text gin_trgm_ops);
DROP INDEX IF EXISTS ads_search_trgm;
DROP INDEX IF EXISTS ads_countries;
ANALYZE ads;
`,
  },
  {
    // The search box's live suggestions match prefixes from one character on, which trigrams cannot
    // serve; lower(...) text_pattern_ops btree indexes answer `lower(x) LIKE 'q%'` as a range scan.
    id: '0004-suggestion-prefix-indexes',
    sql: `
CREATE INDEX owners_platform_name_prefix ON owners (platform, lower(name) text_pattern_ops);
CREATE INDEX domains_name_prefix ON domains (lower(name) text_pattern_ops);
CREATE INDEX ads_platform_title_prefix ON ads (platform, lower(title) text_pattern_ops);
CREATE INDEX ads_domain_platform ON ads (domain_id, platform);
ANALYZE owners;
ANALYZE domains;
ANALYZE ads;
`,
  },
  {
    // Constraints where concurrent requests on a PostgreSQL server raced past a read-then-write
    // check (the embedded database serialises requests, so these never showed there): one "Saved"
    // collection per user and platform. Duplicates that a race already made are merged first.
    id: '0005-write-race-constraints',
    sql: `
INSERT INTO collection_ads (collection_id, ad_id, added_at)
SELECT keep.id, ca.ad_id, ca.added_at
FROM collection_ads ca
JOIN collections dup ON dup.id = ca.collection_id AND dup.is_default
JOIN LATERAL (
  SELECT min(c.id) AS id FROM collections c
  WHERE c.user_id = dup.user_id AND c.platform = dup.platform AND c.is_default
) keep ON keep.id <> dup.id
ON CONFLICT DO NOTHING;
DELETE FROM collections dup
WHERE dup.is_default AND EXISTS (
  SELECT 1 FROM collections c
  WHERE c.user_id = dup.user_id AND c.platform = dup.platform AND c.is_default AND c.id < dup.id
);
CREATE UNIQUE INDEX collections_one_default ON collections (user_id, platform) WHERE is_default;
`,
  },
  {
    // Codes and links go out by SMTP (decision 0023): no HTTP route reads mail back, so the table
    // that held "sent" mail for one goes.
    id: '0006-mail-by-smtp',
    sql: `
DROP TABLE IF EXISTS mailbox;
`,
  },
  {
    // The day the seed's dates count back from (decision 0026): the server reports it, so a
    // database seeded days ago is told apart from one seeded today.
    id: '0007-seed-info',
    sql: `
CREATE TABLE seed_info (seed_day date NOT NULL);
`,
  },
  {
    // A user's webhook and its delivery log (decision 0031). The secret is kept as given, since
    // signing needs it; the API shows it once and never logs it. Deliveries are a durable queue:
    // `next_attempt_at` is when a worker may claim one (also the lease of a claimed one), so a
    // delivery interrupted by a restart is tried again. Both go with the webhook.
    id: '0011-webhooks',
    sql: `
CREATE TABLE webhooks (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  secret_created_at timestamptz NOT NULL
);
CREATE TABLE webhook_deliveries (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES webhooks (user_id) ON DELETE CASCADE,
  notification_id integer REFERENCES notifications (id) ON DELETE SET NULL,
  event text NOT NULL,
  payload text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempt_count integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_user ON webhook_deliveries (user_id, id DESC);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE TABLE webhook_attempts (
  delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  number integer NOT NULL,
  at timestamptz NOT NULL,
  response_code integer,
  error text,
  duration_ms integer NOT NULL,
  PRIMARY KEY (delivery_id, number)
);
`,
  },
  {
    // Boolean keyword queries (decision 0032) match `owner:` and `domain:` inside the names, which
    // a prefix btree cannot serve: trigram indexes on the lower-cased names answer LIKE and ~.
    id: '0012-boolean-search-indexes',
    sql: `
CREATE INDEX owners_name_trgm ON owners USING gin (lower(name) gin_trgm_ops);
CREATE INDEX domains_name_trgm ON domains USING gin (lower(name) gin_trgm_ops);
ANALYZE owners;
ANALYZE domains;
`,
  },
  {
    // Two slow paths at 500,000 ads (docs/perf/api.md, decision 0034). A search's total read one
    // heap page per ad of the platform whenever a filter named a column outside the platform's
    // btree indexes (1.1 s for countries + status): the common filters are covered by a narrow
    // index, so such a count is an index-only scan. A keyword first read the platform's whole
    // posting list in the (platform, trigram) index (11-96 ms): one partial trigram index per
    // platform holds that platform's ads only. The platforms are written out: a migration does
    // not change when the contract's list does. With the default statistics the planner guessed a
    // keyword's matches from 100 sampled texts, off by 4x at random, and then sorted all matches
    // for a page it could read off the date index in 2 ms: 500 samples keep the guess close.
    id: '0014-search-at-scale',
    sql: `
CREATE INDEX ads_platform_facets ON ads (platform)
  INCLUDE (is_active, countries, media_type, cta, ecommerce_platform);
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX ads_search_trgm_meta ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'meta';
CREATE INDEX ads_search_trgm_facebook ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'facebook';
CREATE INDEX ads_search_trgm_native ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'native';
CREATE INDEX ads_search_trgm_display ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'display';
CREATE INDEX ads_search_trgm_youtube ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'youtube';
CREATE INDEX ads_search_trgm_reddit ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'reddit';
CREATE INDEX ads_search_trgm_x ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'x';
CREATE INDEX ads_search_trgm_pinterest ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'pinterest';
CREATE INDEX ads_search_trgm_tiktok ON ads USING gin (search_text gin_trgm_ops) WHERE platform = 'tiktok';
DROP INDEX IF EXISTS ads_platform_search_trgm;
ALTER TABLE ads ALTER COLUMN search_text SET STATISTICS 500;
ANALYZE ads;
`,
  },
  {
    // Exports into Downloads and variant fingerprints (decision 0033). An export is a download of
    // its user (`user_id`; catalog items have none) whose job state lives on its row and whose file
    // lives beside it. Catalog ids are given by the seed and stay below 1000; exports number on.
    id: '0013-variants-and-exports',
    sql: `
ALTER TABLE downloads ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (START WITH 1001);
ALTER TABLE downloads ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE downloads ADD COLUMN export_request jsonb;
ALTER TABLE downloads ADD COLUMN export_status text;
ALTER TABLE downloads ADD COLUMN export_format text;
ALTER TABLE downloads ADD COLUMN export_rows_done integer NOT NULL DEFAULT 0;
ALTER TABLE downloads ADD COLUMN export_rows_total integer;
ALTER TABLE downloads ADD COLUMN export_rows_matched integer;
ALTER TABLE downloads ADD COLUMN export_error text;
CREATE INDEX downloads_user ON downloads (user_id, published_at) WHERE user_id IS NOT NULL;
ALTER TABLE ads ADD COLUMN text_fingerprint bigint;
ALTER TABLE ads ADD COLUMN media_fingerprint text;
ALTER TABLE ads ADD COLUMN variant_group integer;
-- Ads stored before fingerprints were taken stand alone until the database is seeded again.
UPDATE ads SET variant_group = id;
ALTER TABLE ads ALTER COLUMN variant_group SET NOT NULL;
CREATE INDEX ads_variant_group ON ads (platform, variant_group);
CREATE TABLE download_files (
  download_id integer PRIMARY KEY REFERENCES downloads (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  body text NOT NULL
);
`,
  },
  {
    // Following and change alerts (issue 28, decision 0030): what users follow, each ingestion run,
    // the changes a run found on followed things, which follow matched which change, and what was
    // announced to whom (each change at most once per user).
    id: '0010-follows-and-changes',
    sql: `
CREATE TABLE follows (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('owner', 'campaign', 'saved_filter')),
  platform text NOT NULL,
  target_id integer NOT NULL,
  delivery text NOT NULL CHECK (delivery IN ('instant', 'daily_digest')),
  created_at timestamptz NOT NULL,
  seen_at timestamptz,
  UNIQUE (user_id, kind, target_id)
);
CREATE INDEX follows_target ON follows (kind, target_id);

CREATE TABLE ingest_runs (
  id serial PRIMARY KEY,
  day date NOT NULL,
  ran_at timestamptz NOT NULL,
  summary jsonb NOT NULL
);

CREATE TABLE change_events (
  id serial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES ingest_runs (id),
  ad_id integer NOT NULL REFERENCES ads (id),
  owner_id integer NOT NULL,
  campaign_id integer,
  kind text NOT NULL,
  detail jsonb NOT NULL
);
CREATE INDEX change_events_run ON change_events (run_id);

CREATE TABLE follow_matches (
  follow_id integer NOT NULL REFERENCES follows (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES change_events (id),
  PRIMARY KEY (follow_id, event_id)
);

CREATE TABLE announcements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  follow_id integer REFERENCES follows (id) ON DELETE SET NULL,
  run_id integer NOT NULL REFERENCES ingest_runs (id),
  digest boolean NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX announcements_user ON announcements (user_id, created_at);

CREATE TABLE announced_events (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES change_events (id),
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, event_id)
);
`,
  },
  {
    // Throttle counts and pending OAuth sign-ins in the database (decision 0042): shared by every
    // API process on the database and kept across restarts. A count's window ends at
    // `window_ends_ms` (epoch milliseconds, the API's clock); ended rows are swept. An OAuth state
    // is kept as its SHA-256 only, and a callback deletes it to use it (single use).
    id: '0015-shared-throttles',
    sql: `
CREATE TABLE throttle_counts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_ms bigint NOT NULL
);
CREATE INDEX throttle_counts_window_ends ON throttle_counts (window_ends_ms);
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  redirect text,
  redirect_uri text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX oauth_states_expires ON oauth_states (expires_at);
`,
  },
  {
    // Tokens kept as their SHA-256 only (decision 0049): session, mailed-link, verified-reset and
    // download tokens. Rows from before are hashed in place, so a signed-in browser, which holds
    // the token itself, stays signed in. Revoked and ended rows go: nothing can use them.
    id: '0016-hashed-tokens',
    sql: `
DELETE FROM auth_tokens WHERE revoked OR expires_at <= now();
ALTER TABLE auth_tokens RENAME COLUMN token TO token_hash;
UPDATE auth_tokens SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
`,
  },
  {
    // Remote health by page session (issue 37, decision 0054): one row per verified page session,
    // remote and version with the counts of what its user saw fail, so raw telemetry volume never
    // pushes a session out; unverifiable reports only as counts per minute and remote.
    id: '0017-remote-health',
    sql: `
CREATE TABLE remote_health (
  env text NOT NULL,
  session text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  first_at_ms bigint NOT NULL,
  last_at_ms bigint NOT NULL,
  load_failed integer NOT NULL DEFAULT 0,
  render_error integer NOT NULL DEFAULT 0,
  loader_error integer NOT NULL DEFAULT 0,
  fallback_shown integer NOT NULL DEFAULT 0,
  boundary_reached integer NOT NULL DEFAULT 0,
  page_error integer NOT NULL DEFAULT 0,
  rendered boolean NOT NULL DEFAULT false,
  first_render_ms integer,
  PRIMARY KEY (env, session, remote, version)
);
CREATE INDEX remote_health_window ON remote_health (env, remote, version, first_at_ms);
CREATE TABLE remote_health_unverified (
  env text NOT NULL,
  minute_ms bigint NOT NULL,
  remote text NOT NULL,
  reports integer NOT NULL,
  failing integer NOT NULL,
  PRIMARY KEY (env, minute_ms, remote)
);
`,
  },
  {
    // Payments settle only from the gateway's signed callback (decision 0047). Each gateway event
    // is taken once (its id is the key); the payment keeps the payment method's fingerprint the
    // gateway reported. A commission belongs to one settled payment and is held until
    // `releasable_at`; the addresses an account signed up and signed in from tell a referral of
    // one's own account apart.
    id: '0018-signed-payment-callbacks',
    sql: `
CREATE TABLE payment_events (
  gateway text NOT NULL,
  event_id text NOT NULL,
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (gateway, event_id)
);
ALTER TABLE payments ADD COLUMN payment_method text;
ALTER TABLE payments ADD COLUMN settled_at timestamptz;
ALTER TABLE referral_events ADD COLUMN payment_id text REFERENCES payments (id) ON DELETE SET NULL;
ALTER TABLE referral_events ADD COLUMN releasable_at timestamptz;
CREATE UNIQUE INDEX referral_events_one_per_payment ON referral_events (payment_id);
UPDATE referral_events SET releasable_at = created_at WHERE kind = 'paid' AND releasable_at IS NULL;
CREATE TABLE account_addresses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, address)
);
CREATE INDEX account_addresses_address ON account_addresses (address);
`,
  },
  {
    // API keys (decision 0057): a program's credential acting as its user under scopes. Only the
    // secret's SHA-256 is kept (as for session tokens, decision 0049); `prefix` is the part shown
    // to tell keys apart. `allowed_addresses` holds addresses and CIDR blocks (empty: any).
    id: '0019-api-keys',
    sql: `
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  scopes text[] NOT NULL CHECK (
    cardinality(scopes) > 0
    AND scopes <@ ARRAY['ads:read', 'ads:detail', 'bookmarks:write', 'follows:write', 'exports']::text[]
  ),
  secret_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  expires_at timestamptz,
  allowed_addresses text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user ON api_keys (user_id);
`,
  },
  {
    // Crawls with known coverage (issue 38, decision 0061). `world_ads` is the simulated world's
    // true state of every ad, written by the generator and read only by the simulated source:
    // no app code reads it (crawl/world-isolation.test.ts). `crawl_runs` and `crawl_sightings`
    // are what each run of one scope read; `ad_evidence` is what the index believes from them;
    // a change event keeps the evidence it rests on and its one-line explanation.
    id: '0020-crawl-evidence',
    sql: `
CREATE TABLE world_ads (
  ad_id integer PRIMARY KEY,
  platform text NOT NULL,
  owner_id integer NOT NULL,
  state text NOT NULL CHECK (state IN ('live', 'paused', 'stopped')),
  landing_url text NOT NULL,
  launched_on date NOT NULL,
  listed_from date NOT NULL,
  listing jsonb
);
CREATE INDEX world_ads_scope ON world_ads (platform, owner_id);

CREATE TABLE crawl_runs (
  id serial PRIMARY KEY,
  ingest_run_id integer NOT NULL REFERENCES ingest_runs (id),
  platform text NOT NULL,
  owner_id integer NOT NULL,
  day date NOT NULL,
  complete boolean NOT NULL,
  covered jsonb NOT NULL,
  queries integer NOT NULL,
  pages_read integer NOT NULL,
  cap_hit boolean NOT NULL,
  reported_total integer,
  duplicates integer NOT NULL,
  errors text[] NOT NULL
);
CREATE INDEX crawl_runs_ingest ON crawl_runs (ingest_run_id);

CREATE TABLE crawl_sightings (
  run_id integer NOT NULL REFERENCES crawl_runs (id) ON DELETE CASCADE,
  ad_id integer NOT NULL,
  position integer NOT NULL,
  landing_url text NOT NULL,
  PRIMARY KEY (run_id, ad_id)
);

CREATE TABLE ad_evidence (
  ad_id integer PRIMARY KEY,
  platform text NOT NULL,
  owner_id integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'live', 'stopped')),
  launched_on date NOT NULL,
  landing_url text NOT NULL,
  first_seen date,
  last_seen date,
  stopped_on date,
  misses jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX ad_evidence_scope ON ad_evidence (platform, owner_id);

ALTER TABLE change_events ADD COLUMN evidence jsonb;
ALTER TABLE change_events ADD COLUMN explanation text;
`,
  },
  {
    // Creative tags (issue 39, decision 0062): one row per tag an ad carries, with the spans that
    // made it (`evidence`: field, start, end, text) and the rules that read them. The primary key
    // leads with the tag, so `hook:question` is one index range joined to the ads by id.
    id: '0021-ad-tags',
    sql: `
CREATE TABLE ad_tags (
  ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  family text NOT NULL,
  tag text NOT NULL,
  rule text NOT NULL,
  evidence jsonb NOT NULL,
  vocabulary_version integer NOT NULL,
  PRIMARY KEY (family, tag, ad_id)
);
CREATE INDEX ad_tags_ad ON ad_tags (ad_id);
`,
  },
  {
    // Landing-page history (issue 38, decision 0064). `world_landing_revisions` is the hidden truth
    // of every page's revisions with their material/cosmetic label, written by the generator and
    // read only by the simulated source (crawl/world-isolation.test.ts). `landing_versions` is
    // what the crawler stored: a row only when a page's normalised text changed.
    id: '0022-landing-history',
    sql: `
CREATE TABLE world_landing_revisions (
  url text NOT NULL,
  revision integer NOT NULL,
  day date NOT NULL,
  label text NOT NULL CHECK (label IN ('material', 'cosmetic')),
  kinds text[] NOT NULL,
  state jsonb NOT NULL,
  PRIMARY KEY (url, revision)
);

CREATE TABLE landing_versions (
  id serial PRIMARY KEY,
  url text NOT NULL,
  seen_on date NOT NULL,
  first boolean NOT NULL,
  fingerprint text NOT NULL,
  normalized text NOT NULL,
  outline jsonb NOT NULL,
  facts jsonb NOT NULL,
  material boolean NOT NULL,
  summary text NOT NULL,
  words_added integer NOT NULL,
  words_removed integer NOT NULL
);
CREATE INDEX landing_versions_url ON landing_versions (url, id);
`,
  },
  {
    // The ad page explains its state from the ad's own change events (decision 0065): one index
    // range per ad, newest first, instead of a scan of every run's events.
    id: '0023-change-events-by-ad',
    sql: `
CREATE INDEX change_events_ad ON change_events (ad_id, id);
`,
  },
  {
    // Look-alikes (issue 39, decision 0066): each ad's image fingerprint (blockhash of its
    // creative's pixels) and its candidate buckets: four 16-bit bands of the image fingerprint
    // (0-3) and four of the text fingerprint (4-7). The primary key leads with the bucket, so a
    // request reads eight index ranges, never the whole table.
    id: '0024-similar-ads',
    sql: `
CREATE TABLE ad_image_fingerprints (
  ad_id integer PRIMARY KEY REFERENCES ads (id) ON DELETE CASCADE,
  image_fingerprint bigint NOT NULL
);
CREATE TABLE ad_similarity_keys (
  band smallint NOT NULL,
  value integer NOT NULL,
  ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  PRIMARY KEY (band, value, ad_id)
);
CREATE INDEX ad_similarity_keys_ad ON ad_similarity_keys (ad_id);
`,
  },
  {
    // Team tag vocabularies (issue 39, decision 0068): a row only for a team that changed its
    // vocabulary (the others read the default), each change logged with the saved filters it
    // rewrote, and the re-tag jobs with their progress. A job commits each batch with its cursor
    // (`after_ad_id`), so a failed or interrupted job resumes where it stopped.
    id: '0026-tag-vocabularies',
    sql: `
CREATE TABLE tag_vocabularies (
  owner_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL,
  terms jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE tag_vocabulary_changes (
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL,
  change jsonb NOT NULL,
  rewritten_filters integer[] NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (owner_id, version)
);
CREATE TABLE retag_jobs (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vocabulary_version integer NOT NULL,
  state text NOT NULL,
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL,
  after_ad_id integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX retag_jobs_owner ON retag_jobs (owner_id, id);
`,
  },
  {
    // Decision 0070: a follow's daily alert budget, the changes it held back for the digest, and
    // runs that record every proven change (followed or not) so an alert rule can be backtested.
    id: '0027-alert-budgets-and-backtests',
    sql: `
ALTER TABLE follows ADD COLUMN alert_budget integer NOT NULL DEFAULT 5
  CHECK (alert_budget BETWEEN 1 AND 50);

CREATE TABLE held_events (
  follow_id integer NOT NULL REFERENCES follows (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES change_events (id),
  held_at timestamptz NOT NULL,
  PRIMARY KEY (follow_id, event_id)
);
CREATE INDEX held_events_follow ON held_events (follow_id, held_at);

ALTER TABLE ingest_runs ADD COLUMN all_changes boolean NOT NULL DEFAULT false;
CREATE INDEX change_events_owner ON change_events (owner_id, run_id);
CREATE INDEX change_events_campaign ON change_events (campaign_id, run_id);
CREATE INDEX announcements_follow ON announcements (follow_id, created_at);
`,
  },
  {
    // Webhook formats (decision 0071): `signed` (decision 0031) or a Slack-compatible body. A
    // Slack message needs absolute links while deliveries are queued by the ingestion, which has
    // no request: the app's origin is kept from the request that saved the webhook.
    id: '0028-webhook-formats',
    sql: `
ALTER TABLE webhooks ADD COLUMN format text NOT NULL DEFAULT 'signed'
  CHECK (format IN ('signed', 'slack'));
ALTER TABLE webhooks ADD COLUMN app_origin text;
`,
  },
  {
    // An ad's landing pages (its timeline and its advertiser's, decision 0064) include every URL a
    // crawl saw it lead to, looked up by ad: the key (run, ad) made that a scan of every sighting,
    // 0.8-1.5 s for one advertiser on the 500k seed with five crawl days.
    id: '0029-sightings-by-ad',
    sql: `CREATE INDEX crawl_sightings_ad ON crawl_sightings (ad_id, landing_url);`,
  },
  {
    // A tag query reads one platform's ads, but a tag's rows spanned all nine: on the 500k seed
    // \`hook:question angle:pain\` walked 67k and 89k rows and probed 30k ads to keep meta's.
    // Each row now carries its ad's platform (an ad never changes platform) and is found by it.
    // The statistics of the pair: apart, family and tag multiply into estimates 8 times too low.
    id: '0030-ad-tags-by-platform',
    sql: `
ALTER TABLE ad_tags ADD COLUMN platform text;
UPDATE ad_tags t SET platform = a.platform FROM ads a WHERE a.id = t.ad_id;
ALTER TABLE ad_tags ALTER COLUMN platform SET NOT NULL;
CREATE INDEX ad_tags_by_platform ON ad_tags (family, tag, platform, ad_id);
CREATE STATISTICS ad_tags_family_tag (dependencies, mcv) ON family, tag FROM ad_tags;
ANALYZE ad_tags;
`,
  },
  {
    // A common tag pair's page probed every match by key: 'hook:question angle:pain' on tiktok
    // fetched 5,700 ads to order them, as the planner guessed 13 matches for two rows of ad_tags.
    // Each ad now carries its tags' keys ('hook:question'), written beside its ad_tags rows: the
    // page walks the platform's ads in order and tests each in place, and the planner estimates
    // the pair from the column's element statistics (decision 0077).
    id: '0031-ad-tag-keys',
    sql: `
ALTER TABLE ads ADD COLUMN tag_keys text[] NOT NULL DEFAULT '{}';
UPDATE ads a SET tag_keys = k.keys FROM (
  SELECT ad_id, array_agg(family || ':' || tag ORDER BY family || ':' || tag COLLATE "C") AS keys
  FROM ad_tags GROUP BY ad_id
) k WHERE k.ad_id = a.id;
CREATE INDEX ads_platform_tag_keys ON ads USING gin (platform, tag_keys);
ANALYZE ads;
`,
  },
  {
    // "Most relevant" scored every match with similarity() to keep 20: 1,960 calls, 32 of the
    // 37 ms of 'coffee' on meta at 500k. The count of an ad's distinct trigrams bounds its score
    // from above, so a page scores only the matches that can still reach it (decision 0077).
    id: '0032-search-trigram-count',
    sql: `
ALTER TABLE ads ADD COLUMN search_trigrams integer
  GENERATED ALWAYS AS (coalesce(array_length(show_trgm(search_text), 1), 0)) STORED;
`,
  },
  {
    // Since 0031 no query finds an ad by its ad_tags rows (tag words, the filter bar's counts:
    // ads.tag_keys); ad_tags is read by ad only (its evidence, a re-tag's rewrite). The index and the
    // statistics of 0030 were only written, by every seed, ingestion and re-tag batch.
    id: '0033-drop-ad-tags-by-platform',
    sql: `
DROP INDEX ad_tags_by_platform;
DROP STATISTICS ad_tags_family_tag;
`,
  },
  {
    // A server remembers search totals and tag counts. Every write that changes them bumps this
    // one row in its transaction, so a server sees another process's writes (search-counts.ts).
    id: '0034-search-data-generation',
    sql: `
CREATE TABLE search_data_generation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  generation bigint NOT NULL DEFAULT 0
);
INSERT INTO search_data_generation DEFAULT VALUES;
`,
  },
  {
    // A picture's mean colour (0xRRGGBB) beside its blockhash: flat pictures of one layout hash
    // alike whatever their colours (decision 0080). Null for pictures fingerprinted before, until
    // `pnpm --filter @adlens/dev-api run similar:backfill` reads them again.
    id: '0035-picture-colour',
    sql: `
ALTER TABLE ad_image_fingerprints ADD COLUMN colour integer;
`,
  },
  {
    // The image fingerprint's bands alone (0-3) are no longer read (decision 0081): the picture
    // bands (12-15) hold the same with the colour beside them. A database with ads indexed before
    // gets the copy's MinHash bands (16-21), and pictures fingerprinted before migration 0035 their
    // colour, from the backfill a server starts (or `similar:backfill`), which reads the steps due
    // here and deletes each when done. A database migrated before it is seeded has none due.
    id: '0036-copy-minhash-bands',
    sql: `
DELETE FROM ad_similarity_keys WHERE band BETWEEN 0 AND 3;
CREATE TABLE similarity_backfill_due (step text PRIMARY KEY);
INSERT INTO similarity_backfill_due (step)
  SELECT 'picture-colours' WHERE EXISTS (SELECT 1 FROM ad_image_fingerprints WHERE colour IS NULL);
INSERT INTO similarity_backfill_due (step) SELECT 'copy-minhash-bands' WHERE EXISTS (SELECT 1 FROM ads);
`,
  },
];
