import { type Collection, type Platform, useApi, useNotify } from '@adlens/shared-contracts';
import { CheckboxField, Dropdown, ErrorState, Spinner } from '@adlens/shared-ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useAsync } from '../../../lib/use-async';
import { collectionsOfAd, createCollection, setAdCollections } from '../api/bookmarks-api';
import { NewCollectionForm } from './new-collection-form';

interface BookmarkPanelProps {
  platform: Platform;
  adId: number;
}

interface Membership {
  collections: Collection[];
  memberOf: number[];
}

/**
 * Puts the ad into collections. Changes show at once and are sent in order; a failed change is
 * rolled back to the server's last known answer and explained.
 */
export function BookmarkPanel({ platform, adId }: BookmarkPanelProps) {
  const api = useApi();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const membership = useAsync<Membership>(open ? `${platform}:${adId}` : null, (signal) =>
    collectionsOfAd(api, platform, adId, signal),
  );

  async function commit(next: number[], confirmed: number[], message: string) {
    membership.setData((data) => ({ ...data, memberOf: next }));
    setPending(true);
    try {
      const result = await setAdCollections(api, platform, adId, next);
      membership.setData((data) => ({ ...data, memberOf: result.collection_ids }));
      notify.show({ type: 'success', message });
    } catch (error) {
      membership.setData((data) => ({ ...data, memberOf: confirmed }));
      notify.show({
        type: 'error',
        message: `Your bookmark was not changed: ${errorMessage(error)}`,
      });
    } finally {
      setPending(false);
    }
  }

  function toggle(collection: Collection, checked: boolean, memberOf: number[]) {
    const next = checked
      ? [...memberOf, collection.id]
      : memberOf.filter((id) => id !== collection.id);
    void commit(
      next,
      memberOf,
      checked ? `Saved to “${collection.name}”.` : `Removed from “${collection.name}”.`,
    );
  }

  async function createAndAdd(name: string, memberOf: number[]) {
    const created = await createCollection(api, platform, name);
    membership.setData((data) => ({ ...data, collections: [...data.collections, created] }));
    await commit([...memberOf, created.id], memberOf, `Saved to “${created.name}”.`);
  }

  const state = membership.state;
  return (
    <Dropdown id={`bookmark-${adId}`} toggle="Bookmark" onOpenChange={setOpen}>
      <div className="bookmark-panel" aria-busy={pending}>
        {state.status === 'loading' ? <Spinner label="Loading collections" /> : null}
        {state.status === 'error' ? (
          <ErrorState message={state.error} onRetry={membership.retry} />
        ) : null}
        {state.status === 'success' ? (
          <>
            <fieldset>
              <legend>Save to collections</legend>
              {state.data.collections.map((collection) => (
                <CheckboxField
                  key={collection.id}
                  label={collection.name}
                  checked={state.data.memberOf.includes(collection.id)}
                  disabled={pending}
                  onChange={(event) =>
                    toggle(collection, event.currentTarget.checked, state.data.memberOf)
                  }
                />
              ))}
            </fieldset>
            <NewCollectionForm
              submitLabel="Create and save"
              onCreate={(name) => createAndAdd(name, state.data.memberOf)}
            />
          </>
        ) : null}
      </div>
    </Dropdown>
  );
}
