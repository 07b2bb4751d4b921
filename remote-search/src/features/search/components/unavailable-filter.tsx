import { useNotify } from '@adlens/shared-contracts/react';
// The main entry's Tooltip loads the kit's overlays entry (floating-ui) after the first render: the
// toggle paints at once, and the search page's first paint does not wait for it (decision 0039).
import { Tooltip } from '@adlens/shared-ui';

interface UnavailableFilterProps {
  label: string;
  reason: 'locked' | 'conflict';
  message: string;
}

/**
 * A filter that cannot be used now. The toggle stays focusable (aria-disabled, not disabled) so
 * that keyboard and pointer users both reach the explanation in its tooltip; a click repeats it.
 */
export function UnavailableFilter({ label, reason, message }: UnavailableFilterProps) {
  const notify = useNotify();
  return (
    <Tooltip content={message}>
      <button
        type="button"
        className="adl-button adl-button--secondary search-filter__toggle search-filter__toggle--unavailable"
        aria-disabled="true"
        data-reason={reason}
        onClick={() => notify.show({ type: 'info', message })}
      >
        {reason === 'locked' ? <span aria-hidden="true">🔒 </span> : null}
        {label}
      </button>
    </Tooltip>
  );
}
