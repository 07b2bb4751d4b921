import { PLATFORMS, PLATFORM_LABELS, type Platform, href } from '@adlens/shared-contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@adlens/shared-ui';
import { NavLink, useSearchParams } from 'react-router-dom';
import { parseId } from '../../../lib/parse-id';
import { KeywordForm } from '../../../components/keyword-form';
import { useBookmarks } from '../hooks/use-bookmarks';
import { BookmarkedAds } from './bookmarked-ads';
import { CollectionItem } from './collection-item';
import { NewCollectionForm } from './new-collection-form';

/** Collections of a platform and their ads; the collection and keyword live in the URL. */
export function BookmarksView({ platform }: { platform: Platform }) {
  const [params, setParams] = useSearchParams();
  const collectionId = parseId(params.get('collection') ?? undefined) ?? undefined;
  const keyword = params.get('keyword')?.trim().slice(0, 200) || undefined;
  const bookmarks = useBookmarks(platform, { collectionId, keyword, page: 1 });
  const { state } = bookmarks.data;

  function update(next: { collection?: number; keyword?: string }) {
    const search = new URLSearchParams();
    if (next.collection !== undefined) search.set('collection', String(next.collection));
    if (next.keyword) search.set('keyword', next.keyword);
    setParams(search);
  }

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
      {state.status === 'loading' ? (
        <Skeleton height={40} />
      ) : state.status === 'error' ? (
        <ErrorState message={state.error} onRetry={bookmarks.data.retry} />
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
            {state.data.collections.map((collection) => (
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
      {state.status === 'success' ? (
        state.data.ads.items.length === 0 ? (
          <EmptyState
            title="No bookmarked ads here yet"
            description="Open an ad and use Bookmark to save it."
          />
        ) : (
          <BookmarkedAds
            ads={state.data.ads.items}
            total={state.data.ads.total}
            onRemove={(ad) => void bookmarks.removeAd(ad.id, ad.collection_ids, collectionId)}
          />
        )
      ) : null}
    </main>
  );
}
