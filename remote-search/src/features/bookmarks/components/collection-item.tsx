import { type Collection, renameCollectionEndpoint } from '@adlens/shared-contracts';
import { Button, Form, TextInput, useFormSubmission } from '@adlens/shared-ui';
import { useState } from 'react';

interface CollectionItemProps {
  collection: Collection;
  selected: boolean;
  onSelect: () => void;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}

const FIELDS = ['name'] as const;

function RenameForm({
  collection,
  onRename,
  onClose,
}: Pick<CollectionItemProps, 'collection' | 'onRename'> & { onClose: () => void }) {
  const [name, setName] = useState(collection.name);
  const form = useFormSubmission(FIELDS);
  return (
    <Form
      label={`Rename ${collection.name}`}
      submitLabel="Save"
      submission={form}
      className="collection-rename"
      onSubmit={() =>
        form.submit(renameCollectionEndpoint.body, { name }, async (data) => {
          // The list shows the new name at once; a failure puts the old one back and says so.
          onClose();
          void onRename(data.name);
        })
      }
      secondaryAction={
        <Button variant="ghost" size="small" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <TextInput
        label="Collection name"
        name="name"
        value={name}
        error={form.errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
    </Form>
  );
}

export function CollectionItem({
  collection,
  selected,
  onSelect,
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
            onClick={() => setEditing(true)}
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
