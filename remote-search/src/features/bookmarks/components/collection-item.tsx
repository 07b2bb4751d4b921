import type { Collection } from '@adlens/shared-contracts';
import { Button } from '@adlens/shared-ui';
import { useState } from 'react';
import { CollectionLink } from './collection-link';
import { RenameForm } from './rename-form';

interface CollectionItemProps {
  collection: Collection;
  selected: boolean;
  /** The URL's query that shows this collection. */
  search: string;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One collection of the side list: its link, and rename and delete for collections of one's own. */
export function CollectionItem({
  collection,
  selected,
  search,
  onRename,
  onDelete,
}: CollectionItemProps) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <RenameForm collection={collection} onRename={onRename} onClose={() => setEditing(false)} />
    );
  }
  return (
    <div className="collection-item">
      <CollectionLink
        name={collection.name}
        count={collection.ad_count}
        search={search}
        selected={selected}
      />
      {/* Empty for the default collection, so that every count lines up. */}
      <span className="collection-item__actions">
        {collection.is_default ? null : (
          <>
            <Button
              variant="ghost"
              size="small"
              className="collection-item__action"
              aria-label={`Rename ${collection.name}`}
              title="Rename"
              onClick={() => setEditing(true)}
            >
              <span aria-hidden="true">✎</span>
            </Button>
            <Button
              variant="ghost"
              size="small"
              className="collection-item__action"
              aria-label={`Delete ${collection.name}`}
              title="Delete"
              onClick={onDelete}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </>
        )}
      </span>
    </div>
  );
}
