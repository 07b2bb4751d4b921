import { href } from '@adlens/shared-contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@adlens/shared-ui';
import { closeCreditLimitDialogAtom, creditLimitDialogOpenAtom } from './credit-limit-atoms';

/** Spec section 4: the CREDIT_LIMIT modal. Remaining credits are already 0 when it opens. */
export function CreditLimitDialog() {
  const open = useAtomValue(creditLimitDialogOpenAtom);
  const close = useSetAtom(closeCreditLimitDialogAtom);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!open) return null;
  return (
    <div className="modal-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="credit-limit-title"
        aria-describedby="credit-limit-text"
        className="modal"
      >
        <h2 id="credit-limit-title" tabIndex={-1} ref={heading}>
          You have used all your credits
        </h2>
        <p id="credit-limit-text">
          Viewing ad details needs credits, and your plan has none left. Upgrade your plan to get
          more credits and keep viewing ad details.
        </p>
        <div className="modal__actions">
          <Link to={href('planSelect')} onClick={close} className={buttonClassName('primary')}>
            See plans
          </Link>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </div>
      </div>
    </div>
  );
}
