import { PLAN_FEATURE_LOCKED_MESSAGES, useNotify } from '@adlens/shared-contracts';
import { buttonClassName } from '@adlens/shared-ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';

const MESSAGE = PLAN_FEATURE_LOCKED_MESSAGES.saved_filters;

/**
 * Saving in place of the form when the plan lacks saved filters. Like a locked filter, the button
 * stays focusable (aria-disabled) and carries the explanation, so nobody learns it from a refused
 * call; the plan link is left out for a user the plan page would turn away.
 */
export function SaveFilterLocked({ upgradePath }: { upgradePath: string | null }) {
  const notify = useNotify();
  const explanation = useId();
  return (
    <div className="save-filter-locked">
      <button
        type="button"
        className={`${buttonClassName('primary', 'small')} save-filter-locked__button`}
        aria-disabled="true"
        aria-describedby={explanation}
        onClick={() => notify.show({ type: 'info', message: MESSAGE })}
      >
        <span aria-hidden="true">🔒 </span>
        Save current filters
      </button>
      <p id={explanation} className="save-filter-locked__message">
        {MESSAGE}
        {upgradePath ? (
          <>
            {' '}
            <Link to={upgradePath}>See plans</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
