import type { Platform, TagEventData } from '@adlens/shared-contracts';

/** What the bookmark calls answer: the ad's state once the server changed it. */
interface BookmarkAnswer {
  bookmarked: boolean;
  collection_ids: readonly number[];
}

/** The `bookmark` event of an answered bookmark change, with the collections now holding the ad. */
export function bookmarkEvent(
  platform: Platform,
  adId: number,
  answer: BookmarkAnswer,
): TagEventData<'bookmark'> {
  return {
    platform,
    ad_id: adId,
    bookmarked: answer.bookmarked,
    collections: answer.collection_ids.length,
  };
}
