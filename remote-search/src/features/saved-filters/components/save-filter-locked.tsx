import { PLAN_FEATURE_LOCKED_MESSAGES } from '@adlens/shared-contracts';
import { LockedAction } from '../../../components/locked-action/locked-action';

/** Saving in place of the form when the plan lacks saved filters. */
export function SaveFilterLocked({ upgradePath }: { upgradePath: string | null }) {
  return (
    <div className="save-filter-locked">
      <LockedAction
        label="Save current filters"
        message={PLAN_FEATURE_LOCKED_MESSAGES.saved_filters}
        upgradePath={upgradePath}
        classNames={{
          button: 'save-filter-locked__button',
          message: 'save-filter-locked__message',
        }}
      />
    </div>
  );
}
