/**
 * Every query key of this remote, built here under one `account` root: a paid payment makes every
 * account view stale at once (`all`), and a key cannot drift from the prefix that reaches it
 * (`query-keys.test.ts`).
 */
export const accountKeys = {
  /** Every account query: after a payment each may show the old plan. */
  all: () => ['account'] as const,
  dashboard: () => [...accountKeys.all(), 'dashboard'] as const,
  profile: () => [...accountKeys.all(), 'profile'] as const,
  team: () => [...accountKeys.all(), 'team'] as const,
  /** The team's tag vocabulary and its re-tag job (decision 0068). */
  tagVocabulary: () => [...accountKeys.all(), 'tag-vocabulary'] as const,
  retagJob: () => [...accountKeys.tagVocabulary(), 'job'] as const,
  tutorials: () => [...accountKeys.all(), 'tutorials'] as const,
  /** The served OpenAPI document: the same for everyone, changed only by a release. */
  openApiDocument: () => [...accountKeys.all(), 'openapi-document'] as const,
  plans: () => [...accountKeys.all(), 'plans'] as const,
  price: (plan: string, period: string, coupon: string | null) =>
    [...accountKeys.plans(), 'price', plan, period, coupon] as const,
  /** Every page of the downloads list: a started download changes one row. */
  downloads: () => [...accountKeys.all(), 'downloads'] as const,
  downloadsPage: (query: unknown) => [...accountKeys.downloads(), query] as const,
  /** The overview and every performance range: a payout changes the balance in both. */
  referrals: () => [...accountKeys.all(), 'referrals'] as const,
  referralOverview: () => [...accountKeys.referrals(), 'overview'] as const,
  referralPerformance: (query: unknown) =>
    [...accountKeys.referrals(), 'performance', query] as const,
  webhook: () => [...accountKeys.all(), 'webhook'] as const,
  apiKeys: () => [...accountKeys.all(), 'api-keys'] as const,
  webhookDeliveries: () => [...accountKeys.webhook(), 'deliveries'] as const,
};
