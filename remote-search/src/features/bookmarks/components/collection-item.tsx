import type { Collection } from '@adlens/shared-contracts';
import { Button, TextInput } from '@adlens/shared-ui';
import { type FormEvent, useState } from 'react';

interface CollectionItemProps {
  collection: Collection;
  selected: boolean;
  onSelect: () => void;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}

export function CollectionItem({
  collection,
  selected,
  onSelect,
  onRename,
  onDelete,
}: CollectionItemProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(collection.name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 60) return;
    setEditing(false);
    void onRename(trimmed);
  }

  if (editing) {
    return (
      <form
        onSubmit={submit}
        aria-label={`Rename ${collection.name}`}
        className="collection-rename"
      >
        <TextInput
          label="Collection name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" size="small">
          Save
        </Button>
        <Button variant="ghost" size="small" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </form>
    );
  }
  return (
    <div className="collection-item">
      <Button
        variant={selected ? 'primary' : 'secondary'}
        size="small"
        aria-pressed={selected}
        onClick={onSelect}
      >
        {collection.name} ({collection.ad_count})
      </Button>
      {collection.is_default ? null : (
        <>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Rename ${collection.name}`}
            onClick={() => {
              setName(collection.name);
              setEditing(true);
            }}
          >
            ✎
          </Button>
          <Button
            variant="ghost"
            size="small"
            aria-label={`Delete ${collection.name}`}
            onClick={onDelete}
          >
            ✕
          </Button>
        </>
      )}
    </div>
  );
}
