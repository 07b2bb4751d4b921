import { FOLLOW_STATUS_KEY, followStatusKey } from '@adlens/shared-contracts';
import { type QueryKey, partialMatchKey } from '@tanstack/react-query';
import { insightsKeys } from './query-keys';

/** Whether invalidating (or changing) `prefix` reaches the query of `key`, as TanStack matches. */
const reaches = (prefix: QueryKey, key: QueryKey) => partialMatchKey(key, prefix);

describe('insightsKeys', () => {
  it("keeps a campaign's tabs and charts under the campaign, apart from other campaigns", () => {
    const campaign = insightsKeys.campaign({ platform: 'native', id: 7 });
    const tab = insightsKeys.campaignTab({ platform: 'native', id: 7 }, 'publishers', { page: 1 });
    const chart = insightsKeys.campaignChart({ platform: 'native', id: 7 }, 'country', '30');
    expect(reaches(campaign, tab)).toBe(true);
    expect(reaches(campaign, chart)).toBe(true);
    expect(reaches(campaign, insightsKeys.followPreview({ platform: 'native', id: 7 }))).toBe(true);
    expect(reaches(insightsKeys.campaign({ platform: 'native', id: 8 }), tab)).toBe(false);
  });

  it("caches a campaign's follow status under the contract's key, which search reads too", () => {
    const params = { kind: 'campaign', platform: 'native', id: 7 } as const;
    expect(insightsKeys.followStatus(params)).toEqual(followStatusKey(params));
    expect(reaches(FOLLOW_STATUS_KEY, insightsKeys.followStatus(params))).toBe(true);
    expect(reaches(insightsKeys.all(), insightsKeys.followStatus(params))).toBe(false);
  });
});
