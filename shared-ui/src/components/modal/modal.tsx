import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useId, useState } from 'react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog; visually hidden dialogs can pass `aria-label` through `label` instead. */
  title?: ReactNode;
  label?: string;
  children: ReactNode;
  closeLabel?: string;
  className?: string;
  backdropClassName?: string;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and a backdrop click close it, and focus
 * returns to where it was. @floating-ui/react's focus manager does the trapping.
 */
export function Modal({
  open,
  onClose,
  title,
  label,
  children,
  closeLabel = 'Close',
  className,
  backdropClassName,
}: ModalProps) {
  const titleId = useId();
  // The element in state rather than floating-ui's `refs`: nothing reads a ref during render.
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const { context } = useFloating({
    elements: { floating: dialog },
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay
        lockScroll
        className={['adl-modal-backdrop', backdropClassName].filter(Boolean).join(' ')}
        data-testid="modal-backdrop"
      >
        <FloatingFocusManager context={context} modal returnFocus>
          <div
            ref={setDialog}
            className={['adl-modal', className].filter(Boolean).join(' ')}
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : label}
            {...getFloatingProps()}
          >
            {title ? (
              <h2 id={titleId} className="adl-modal__title">
                {title}
              </h2>
            ) : null}
            <button
              type="button"
              className="adl-modal__close adl-focusable"
              aria-label={closeLabel}
              onClick={onClose}
            >
              ×
            </button>
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
