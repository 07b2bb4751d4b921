import {
  type AdFilters,
  type Platform,
  errorMessage,
  hasPlanFeature,
  planUpgradePath,
} from '@adlens/shared-contracts';
import { useNotify, useSession } from '@adlens/shared-contracts/react';
import { Button, Dropdown, ErrorState, Spinner } from '@adlens/shared-ui';
import { FollowToggle } from '../../../components/follow-toggle/follow-toggle';
import { useSavedFilters } from '../hooks/use-saved-filters';
import { SaveFilterForm } from './save-filter-form';
import { SaveFilterLocked } from './save-filter-locked';

interface SavedFiltersProps {
  platform: Platform;
  filters: AdFilters;
  onApply: (filters: AdFilters) => void;
}

/**
 * Lists, applies, saves and deletes the platform's saved filters. Saving new ones is a plan
 * feature; the ones a user has keep working after a downgrade.
 */
export function SavedFilters({ platform, filters, onApply }: SavedFiltersProps) {
  const { list, busy, save, remove, removeAll } = useSavedFilters(platform);
  const notify = useNotify();
  const { user } = useSession();

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      notify.show({ type: 'success', message: success });
    } catch (error) {
      notify.show({ type: 'error', message: errorMessage(error) });
    }
  }

  const items = list.data ?? [];
  return (
    <Dropdown
      id="saved-filters"
      toggle={`Saved filters${items.length ? ` (${items.length})` : ''}`}
      align="end"
    >
      <div className="saved-filters" aria-busy={busy}>
        {hasPlanFeature(user, 'saved_filters') ? (
          <SaveFilterForm
            disabled={busy || Object.keys(filters).length === 0}
            onSave={(name) => run(() => save(name, filters), `Filter “${name}” saved.`)}
          />
        ) : (
          <SaveFilterLocked upgradePath={planUpgradePath(user)} />
        )}
        {list.isPending ? <Spinner label="Loading saved filters" /> : null}
        {list.isError ? (
          <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : null}
        {list.isSuccess && items.length === 0 ? <p>No saved filters yet.</p> : null}
        {items.length > 0 ? (
          <>
            <ul className="saved-filters__list" aria-label="Saved filters">
              {items.map((item) => (
                <li key={item.id}>
                  <Button variant="ghost" size="small" onClick={() => onApply(item.filters)}>
                    Apply {item.name}
                  </Button>
                  <FollowToggle
                    target={{ kind: 'saved_filter', platform, id: item.id }}
                    name={item.name}
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={busy}
                    aria-label={`Delete ${item.name}`}
                    onClick={() => run(() => remove(item.id), `Filter “${item.name}” deleted.`)}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              size="small"
              disabled={busy}
              onClick={() => {
                if (window.confirm('Delete all saved filters of this platform?')) {
                  void run(removeAll, 'All saved filters deleted.');
                }
              }}
            >
              Delete all
            </Button>
          </>
        ) : null}
      </div>
    </Dropdown>
  );
}
