import { PLATFORM_LABELS, type Platform, errorMessage } from '@adlens/shared-contracts';
import { EmptyState, ErrorState, PageHeader, SkeletonText } from '@adlens/shared-ui';
import { useSearchParams } from 'react-router-dom';
import { ResultsSkeleton } from '../../../components/ad-results/results-skeleton';
import { KeywordForm } from '../../../components/keyword-form';
import { useBookmarks } from '../hooks/use-bookmarks';
import { bookmarksQueryOf, bookmarksSearch } from '../state/bookmarks-url';
import { BookmarkPlatforms } from './bookmark-platforms';
import { BookmarkedAds } from './bookmarked-ads';
import { CollectionList } from './collection-list';
import { NewCollectionForm } from './new-collection-form';
import { ExportResults } from '../../../components/export-results/export-results';

/** Collections of a platform in a side list and their ads; collection and keyword live in the URL. */
export function BookmarksView({ platform }: { platform: Platform }) {
  const [params, setParams] = useSearchParams();
  const query = bookmarksQueryOf(params);
  const { collectionId, keyword } = query;
  const bookmarks = useBookmarks(platform, query);
  const list = bookmarks.data;
  const shown = list.data?.collections.find((item) => item.id === collectionId);

  return (
    <main className="bookmarks-page">
      <PageHeader
        title="Bookmarks"
        subtitle={`The ${PLATFORM_LABELS[platform]} ads you saved, sorted into collections.`}
        actions={
          <ExportResults
            query={{
              source: 'bookmarks',
              platform,
              ...(collectionId ? { collection_id: collectionId } : {}),
              ...(keyword ? { keyword } : {}),
            }}
          />
        }
      />
      <BookmarkPlatforms platform={platform} />
      <div className="bookmarks-layout">
        <div className="bookmarks-sidebar">
          <h2 id="collections-title" className="bookmarks-sidebar__title">
            Collections
          </h2>
          {list.isPending ? (
            <div aria-busy="true">
              <SkeletonText lines={4} lastLineWidth="70%" />
            </div>
          ) : list.isError ? (
            <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
          ) : (
            <>
              <CollectionList
                collections={list.data.collections}
                collectionId={collectionId}
                keyword={keyword}
                onRename={bookmarks.rename}
                onDelete={(collection) => {
                  if (!window.confirm(`Delete the collection “${collection.name}”?`)) return;
                  void bookmarks.remove(collection.id).then((done) => {
                    if (done && collection.id === collectionId)
                      setParams(bookmarksSearch({ keyword }));
                  });
                }}
              />
              <NewCollectionForm submitLabel="Create" onCreate={bookmarks.create} />
            </>
          )}
        </div>
        <section
          className="bookmarks-content"
          aria-labelledby="bookmarks-content-title"
          aria-busy={list.isPending || list.isPlaceholderData}
        >
          <div className="bookmarks-content__header">
            <h2 id="bookmarks-content-title" className="bookmarks-content__title">
              {shown ? shown.name : 'All bookmarks'}
            </h2>
            <KeywordForm
              key={keyword ?? ''}
              keyword={keyword ?? ''}
              onSearch={(next) =>
                setParams(bookmarksSearch({ collection: collectionId, keyword: next }))
              }
            />
          </div>
          {list.isPending ? (
            <ResultsSkeleton count={4} />
          ) : list.isSuccess ? (
            list.data.ads.items.length === 0 ? (
              <div className="ad-results__empty">
                <EmptyState
                  title={keyword ? 'No bookmarked ad matches' : 'No bookmarked ads here yet'}
                  description={
                    keyword
                      ? 'Try another keyword.'
                      : 'Use the star on a search result, or Bookmark on an ad, to save it here.'
                  }
                />
              </div>
            ) : (
              <BookmarkedAds
                ads={list.data.ads.items}
                total={list.data.ads.total}
                onRemove={(ad) =>
                  void bookmarks.removeAd({
                    adId: ad.id,
                    collectionIds: ad.collection_ids,
                    collectionId,
                  })
                }
              />
            )
          ) : null}
        </section>
      </div>
    </main>
  );
}
