import { type Collection, type Platform, errorMessage } from '@adlens/shared-contracts';
import { useAnalytics, useApi, useNotify } from '@adlens/shared-contracts/react';
import { CheckboxField, Dropdown, ErrorState, Spinner } from '@adlens/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { bookmarkEvent } from '../../../lib/bookmark-event';
import { useOptimisticMutation } from '../../../lib/use-optimistic-mutation';
import { createCollection, membershipQuery, setAdCollections } from '../api/bookmarks-api';
import { NewCollectionForm } from './new-collection-form';
import { searchKeys } from '../../../lib/query-keys';

interface BookmarkPanelProps {
  platform: Platform;
  adId: number;
}

interface Membership {
  collections: Collection[];
  memberOf: number[];
}

interface MembershipChange {
  next: number[];
  message: string;
}

/**
 * Puts the ad into collections. Changes show at once and are sent one at a time; a failed change
 * is rolled back to the server's last known answer and explained.
 */
export function BookmarkPanel({ platform, adId }: BookmarkPanelProps) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const [open, setOpen] = useState(false);
  const query = membershipQuery(api, platform, adId);
  const membership = useQuery({ ...query, enabled: open });
  const setMembership = (change: (data: Membership) => Membership) =>
    queryClient.setQueryData(query.queryKey, (data) => (data ? change(data) : data));

  const commit = useOptimisticMutation({
    queryKey: query.queryKey,
    change: (data: Membership, { next }: MembershipChange) => ({ ...data, memberOf: next }),
    mutationFn: ({ next }: MembershipChange) => setAdCollections(api, platform, adId, next),
    onSuccess: (result, { message }) => {
      analytics.track('bookmark', bookmarkEvent(platform, adId, result));
      setMembership((data) => ({ ...data, memberOf: result.collection_ids }));
      void queryClient.invalidateQueries({
        queryKey: searchKeys.platformBookmarks(platform),
        refetchType: 'none',
      });
      notify.show({ type: 'success', message });
    },
    onError: (error) =>
      notify.show({
        type: 'error',
        message: `Your bookmark was not changed: ${errorMessage(error)}`,
      }),
  });

  function toggle(collection: Collection, checked: boolean, memberOf: number[]) {
    const next = checked
      ? [...memberOf, collection.id]
      : memberOf.filter((id) => id !== collection.id);
    commit.mutate({
      next,
      message: checked ? `Saved to “${collection.name}”.` : `Removed from “${collection.name}”.`,
    });
  }

  async function createAndAdd(name: string, memberOf: number[]) {
    const created = await createCollection(api, platform, name);
    setMembership((data) => ({ ...data, collections: [...data.collections, created] }));
    await commit
      .mutateAsync({ next: [...memberOf, created.id], message: `Saved to “${created.name}”.` })
      .catch(() => {});
  }

  const { data } = membership;
  return (
    <Dropdown id={`bookmark-${adId}`} toggle="Bookmark" onOpenChange={setOpen}>
      <div className="bookmark-panel" aria-busy={commit.isPending}>
        {membership.isPending ? <Spinner label="Loading collections" /> : null}
        {membership.isError ? (
          <ErrorState
            message={errorMessage(membership.error)}
            onRetry={() => void membership.refetch()}
          />
        ) : null}
        {data ? (
          <>
            <fieldset>
              <legend>Save to collections</legend>
              {data.collections.map((collection) => (
                <CheckboxField
                  key={collection.id}
                  label={collection.name}
                  checked={data.memberOf.includes(collection.id)}
                  disabled={commit.isPending}
                  onChange={(event) =>
                    toggle(collection, event.currentTarget.checked, data.memberOf)
                  }
                />
              ))}
            </fieldset>
            <NewCollectionForm
              submitLabel="Create and save"
              onCreate={(name) => createAndAdd(name, data.memberOf)}
            />
          </>
        ) : null}
      </div>
    </Dropdown>
  );
}
