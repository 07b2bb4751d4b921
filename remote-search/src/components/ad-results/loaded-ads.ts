import type { AdCard, AdSearchData } from '@adlens/shared-contracts';

/**
 * The cards of the pages loaded so far, in order. An ad that moved to a later page while the user
 * scrolled (new ads arrive at the top) shows once.
 */
export function loadedAds(pages: readonly AdSearchData[]): AdCard[] {
  const seen = new Set<number>();
  const ads: AdCard[] = [];
  for (const page of pages) {
    for (const ad of page.items) {
      if (seen.has(ad.id)) continue;
      seen.add(ad.id);
      ads.push(ad);
    }
  }
  return ads;
}
