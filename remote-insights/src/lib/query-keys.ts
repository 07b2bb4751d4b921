import { type Platform, followStatusKey } from '@adlens/shared-contracts';

/** A campaign by its platform and id (the shape of `CampaignRef`). */
interface CampaignKeyRef {
  platform: Platform;
  id: number;
}

/**
 * Every query key of this remote, built here under one `insights` root so that no key collides
 * with another remote's in the page session's one cache. A follow's status is the contract's key:
 * search caches the same status under it.
 */
export const insightsKeys = {
  all: () => ['insights'] as const,
  analytics: (platform: Platform, query: unknown) =>
    [...insightsKeys.all(), 'analytics', platform, query] as const,
  topAdvertisers: (platform: Platform, query: unknown) =>
    [...insightsKeys.all(), 'top-advertisers', platform, query] as const,
  domainAnalytics: (platform: Platform, domain: string, query: unknown) =>
    [...insightsKeys.all(), 'domain-analytics', platform, domain, query] as const,
  domainAds: (platform: Platform, domain: string) =>
    [...insightsKeys.all(), 'domain-ads', platform, domain] as const,
  campaign: ({ platform, id }: CampaignKeyRef) =>
    [...insightsKeys.all(), 'campaign', platform, id] as const,
  campaignTab: (ref: CampaignKeyRef, tab: 'ads' | 'publishers' | 'countries', query: unknown) =>
    [...insightsKeys.campaign(ref), tab, query] as const,
  campaignChart: (ref: CampaignKeyRef, chart: string, period: unknown) =>
    [...insightsKeys.campaign(ref), 'chart', chart, period] as const,
  /** What following the campaign would have sent: under the campaign, read by its page only. */
  followPreview: (ref: CampaignKeyRef) =>
    [...insightsKeys.campaign(ref), 'follow-preview'] as const,
  followStatus: followStatusKey,
};
