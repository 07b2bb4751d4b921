import {
  PLATFORMS,
  PLATFORM_LABELS,
  type Platform,
  href,
  errorMessage,
} from '@adlens/shared-contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@adlens/shared-ui';
import { NavLink, useSearchParams } from 'react-router-dom';
import { KeywordForm } from '../../../components/keyword-form';
import { useBookmarks } from '../hooks/use-bookmarks';
import { bookmarksQueryOf, bookmarksSearch } from '../state/bookmarks-url';
import { BookmarkedAds } from './bookmarked-ads';
import { CollectionItem } from './collection-item';
import { NewCollectionForm } from './new-collection-form';

/** Collections of a platform and their ads; the collection and keyword live in the URL. */
export function BookmarksView({ platform }: { platform: Platform }) {
  const [params, setParams] = useSearchParams();
  const query = bookmarksQueryOf(params);
  const { collectionId, keyword } = query;
  const bookmarks = useBookmarks(platform, query);
  const list = bookmarks.data;
  const update = (next: { collection?: number; keyword?: string }) =>
    setParams(bookmarksSearch(next));

  return (
    <main className="bookmarks-page" aria-labelledby="bookmarks-title">
      <h1 id="bookmarks-title">Bookmarks</h1>
      <nav aria-label="Bookmark platforms">
        <ul className="collections">
          {PLATFORMS.map((item) => (
            <li key={item}>
              <NavLink to={href('platformBookmarks', { platform: item })}>
                {PLATFORM_LABELS[item]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{PLATFORM_LABELS[platform]} collections</h2>
      {list.isPending ? (
        <Skeleton height={40} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <ul className="collections" aria-label="Collections">
            <li>
              <Button
                variant={collectionId === undefined ? 'primary' : 'secondary'}
                size="small"
                aria-pressed={collectionId === undefined}
                onClick={() => update({ keyword })}
              >
                All bookmarks
              </Button>
            </li>
            {list.data.collections.map((collection) => (
              <li key={collection.id}>
                <CollectionItem
                  collection={collection}
                  selected={collection.id === collectionId}
                  onSelect={() => update({ collection: collection.id, keyword })}
                  onRename={(name) => bookmarks.rename(collection.id, name)}
                  onDelete={() => {
                    if (!window.confirm(`Delete the collection “${collection.name}”?`)) return;
                    void bookmarks.remove(collection.id).then((done) => {
                      if (done && collection.id === collectionId) update({ keyword });
                    });
                  }}
                />
              </li>
            ))}
          </ul>
          <NewCollectionForm submitLabel="Create collection" onCreate={bookmarks.create} />
        </>
      )}
      <KeywordForm
        key={keyword ?? ''}
        keyword={keyword ?? ''}
        onSearch={(next) => update({ collection: collectionId, keyword: next })}
      />
      {list.isSuccess ? (
        list.data.ads.items.length === 0 ? (
          <EmptyState
            title="No bookmarked ads here yet"
            description="Open an ad and use Bookmark to save it."
          />
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
    </main>
  );
}
