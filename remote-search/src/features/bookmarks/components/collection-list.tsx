import type { Collection } from '@adlens/shared-contracts';
import { bookmarksSearch } from '../state/bookmarks-url';
import { CollectionItem } from './collection-item';
import { CollectionLink } from './collection-link';

/** The link's query: `?collection=2&keyword=…`, or none for all bookmarks without a keyword. */
function searchOf(next: { collection?: number; keyword?: string }): string {
  const query = bookmarksSearch(next).toString();
  return query ? `?${query}` : '';
}

interface CollectionListProps {
  collections: Collection[];
  collectionId: number | undefined;
  keyword: string | undefined;
  onRename: (id: number, name: string) => Promise<boolean>;
  onDelete: (collection: Collection) => void;
}

/** The side list of collections, as links (Tab moves, Enter opens); the shown one is marked current. */
export function CollectionList({
  collections,
  collectionId,
  keyword,
  onRename,
  onDelete,
}: CollectionListProps) {
  return (
    <nav aria-label="Collections" className="collection-nav">
      <ul className="collection-nav__list">
        <li>
          <CollectionLink
            name="All bookmarks"
            search={searchOf({ keyword })}
            selected={collectionId === undefined}
          />
        </li>
        {collections.map((collection) => (
          <li key={collection.id}>
            <CollectionItem
              collection={collection}
              selected={collection.id === collectionId}
              search={searchOf({ collection: collection.id, keyword })}
              onRename={(name) => onRename(collection.id, name)}
              onDelete={() => onDelete(collection)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
