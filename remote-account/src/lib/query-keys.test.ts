import { type QueryKey, partialMatchKey } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** Whether invalidating (or changing) `prefix` reaches the query of `key`, as TanStack matches. */
const reaches = (prefix: QueryKey, key: QueryKey) => partialMatchKey(key, prefix);

describe('accountKeys', () => {
  it('lets a paid payment make every account view stale', () => {
    for (const key of [
      accountKeys.dashboard(),
      accountKeys.profile(),
      accountKeys.team(),
      accountKeys.price('Pro', 'year', null),
      accountKeys.downloadsPage({ page: 2 }),
      accountKeys.referralPerformance({ period: 30 }),
      accountKeys.webhookDeliveries(),
      accountKeys.apiKeys(),
    ]) {
      expect(reaches(accountKeys.all(), key)).toBe(true);
    }
  });

  it('refreshes every downloads page after a download, and nothing else', () => {
    expect(reaches(accountKeys.downloads(), accountKeys.downloadsPage({ page: 1 }))).toBe(true);
    expect(reaches(accountKeys.downloads(), accountKeys.dashboard())).toBe(false);
  });

  it('refreshes the referral overview and every range after a payout', () => {
    expect(reaches(accountKeys.referrals(), accountKeys.referralOverview())).toBe(true);
    expect(reaches(accountKeys.referrals(), accountKeys.referralPerformance({ period: 7 }))).toBe(
      true,
    );
    expect(reaches(accountKeys.referrals(), accountKeys.downloads())).toBe(false);
  });
});
