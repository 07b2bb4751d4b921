import { useNotify } from '@adlens/shared-contracts/react';
import { PlanLockedNotice, buttonClassName, renderRouterLink } from '@adlens/shared-ui';
import { useId } from 'react';

/**
 * An action the plan does not include, in place of its form: the button stays focusable
 * (aria-disabled) and carries the explanation, so nobody learns it from a refused call; the plan
 * link is left out for a user the plan page would turn away (`upgradePath` null).
 */
export function LockedAction({
  label,
  message,
  upgradePath,
  classNames,
}: {
  label: string;
  message: string;
  upgradePath: string | null;
  /** The page's own classes for the button and the explanation. */
  classNames: { button: string; message: string };
}) {
  const notify = useNotify();
  const explanation = useId();
  return (
    <>
      <button
        type="button"
        className={`${buttonClassName('primary', 'small')} ${classNames.button}`}
        aria-disabled="true"
        aria-describedby={explanation}
        onClick={() => notify.show({ type: 'info', message })}
      >
        <span aria-hidden="true">🔒 </span>
        {label}
      </button>
      <PlanLockedNotice
        id={explanation}
        className={classNames.message}
        message={message}
        upgradePath={upgradePath}
        renderLink={renderRouterLink}
      />
    </>
  );
}
