import { dropdownEventName, useHostServices } from '@adlens/shared-contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownProps {
  /** Names the open/closed event (`dropdown:<id>`). */
  id: string;
  /** Accessible name and content of the toggle button. */
  label: ReactNode;
  toggleLabel: string;
  /** Closes on a mouseup inside the panel (menus whose items act at once). */
  autoClose?: boolean;
  disabled?: boolean;
  children: ReactNode;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Host version of the spec's dropdown panel (section 4); shared-ui has none yet. Opens on a click
 * of its toggle, closes on an outside mousedown, on a mouseup inside with auto close, on blur and
 * on Escape; does nothing when disabled; emits `dropdown:<id>` on every change.
 */
export function Dropdown(props: DropdownProps) {
  const { id, label, toggleLabel, autoClose = false, disabled = false, children } = props;
  const { events } = useHostServices();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const onOpenChange = useRef(props.onOpenChange);
  useEffect(() => {
    onOpenChange.current = props.onOpenChange;
  });

  const openRef = useRef(false);

  function change(next: boolean) {
    if (openRef.current === next) return;
    openRef.current = next;
    setOpen(next);
    events.emit(dropdownEventName(id), { id, open: next });
    onOpenChange.current?.(next);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) change(false);
    };
    const onMouseUp = (event: MouseEvent) => {
      if (autoClose && event.target instanceof Node && panel.current?.contains(event.target)) {
        // After the click that follows this mouseup, so the chosen item still acts.
        setTimeout(() => change(false), 0);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') change(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('mouseup', onMouseUp);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mouseup', onMouseUp);
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKey);
    };
  });

  return (
    <div
      ref={root}
      className="dropdown"
      onBlur={(event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !root.current?.contains(event.relatedTarget)
        ) {
          change(false);
        }
      }}
    >
      <button
        type="button"
        className="dropdown__toggle"
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => change(!open)}
      >
        {label}
      </button>
      {open ? (
        <div id={panelId} ref={panel} className="dropdown__panel">
          {children}
        </div>
      ) : null}
    </div>
  );
}
