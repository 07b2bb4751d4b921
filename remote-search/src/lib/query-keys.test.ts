import { FOLLOW_STATUS_KEY } from '@adlens/shared-contracts';
import { type QueryKey, partialMatchKey } from '@tanstack/react-query';
import { searchKeys } from './query-keys';

/** Whether invalidating (or changing) `prefix` reaches the query of `key`, as TanStack matches. */
const reaches = (prefix: QueryKey, key: QueryKey) => partialMatchKey(key, prefix);

describe('searchKeys', () => {
  it('lets a quick bookmark flip the cards of every ad list, and nothing else', () => {
    const lists = searchKeys.adLists();
    expect(reaches(lists, searchKeys.adSearch('tiktok', { keyword: 'x' }, 'newest', true))).toBe(
      true,
    );
    expect(reaches(lists, searchKeys.ownerAds('meta', 7, {}, 'newest'))).toBe(true);
    expect(reaches(lists, searchKeys.suggestions('meta', 'sho'))).toBe(true);
    expect(reaches(lists, searchKeys.adDetail('meta', 7))).toBe(false);
    expect(reaches(lists, searchKeys.collections('meta', { page: 1 }))).toBe(false);
  });

  it('makes every bookmark query stale after a quick bookmark, a platform’s after a change', () => {
    const tiktok = searchKeys.collections('tiktok', { page: 1 });
    expect(reaches(searchKeys.bookmarks(), tiktok)).toBe(true);
    expect(reaches(searchKeys.bookmarks(), searchKeys.membership('meta', 3))).toBe(true);
    expect(reaches(searchKeys.platformBookmarks('tiktok'), tiktok)).toBe(true);
    expect(
      reaches(searchKeys.platformBookmarks('tiktok'), searchKeys.membership('tiktok', 3)),
    ).toBe(true);
    expect(reaches(searchKeys.platformBookmarks('meta'), tiktok)).toBe(false);
  });

  it("caches a follow's status under the contract's key, which insights reads too", () => {
    const key = searchKeys.followStatus({ kind: 'owner', platform: 'meta', id: 7 });
    expect(reaches(FOLLOW_STATUS_KEY, key)).toBe(true);
    expect(reaches(searchKeys.follows(), key)).toBe(false);
  });

  it('keeps the parts of an ad under the ad', () => {
    const ad = searchKeys.ad('meta', 7);
    expect(reaches(ad, searchKeys.adDetail('meta', 7))).toBe(true);
    expect(reaches(ad, searchKeys.adPreview('meta', 7))).toBe(true);
    expect(reaches(ad, searchKeys.adEngagements('meta', 7, '30'))).toBe(true);
    expect(reaches(ad, searchKeys.similarAds('meta', 7))).toBe(true);
    expect(reaches(ad, searchKeys.adDetail('meta', 8))).toBe(false);
  });
});
