import type { AdCard, ExportRequestData } from '@adlens/shared-contracts';
import type { AppContext } from '../../http/app-context';
import { bookmarkedAds } from '../bookmarks/bookmarked-ads';
import { currentSearchCounts } from '../ads/search-counts';
import { searchAds } from '../ads/search-ads';
import { tagTermsForKeyword } from '../tag-vocabulary/vocabulary-store';

/**
 * One chunk of the rows an export holds, in the order the page shows them, with the query's total:
 * read by the very functions that answer the search, owner and bookmarks pages, so the file holds
 * the rows those pages show (ungrouped: every ad, variants included).
 */
export async function exportChunk(
  app: AppContext,
  request: ExportRequestData,
  userId: number,
  chunk: number,
): Promise<{ items: AdCard[]; total: number }> {
  if (request.source === 'bookmarks') {
    return bookmarkedAds(app.db, {
      userId,
      platform: request.platform,
      ...(request.collection_id ? { collectionId: request.collection_id } : {}),
      ...(request.keyword ? { keyword: request.keyword } : {}),
      limit: app.exportChunkRows,
      offset: chunk * app.exportChunkRows,
    });
  }
  const page = await searchAds(
    app.db,
    {
      platform: request.platform,
      body: {
        ...request.filters,
        group_variants: false,
        page: chunk + 1,
        per_page: app.exportChunkRows,
      },
      userId,
      ...(request.source === 'owner' ? { ownerId: request.owner_id } : {}),
      tagTerms: await tagTermsForKeyword(app.db, userId, request.filters.keyword),
    },
    app.searchStrategy,
    (await currentSearchCounts(app)).totals,
  );
  return { items: page.items, total: page.total };
}
