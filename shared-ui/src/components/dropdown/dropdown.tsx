import { type EventBus, dropdownEventName } from '@adlens/shared-contracts/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import './dropdown.css';

export interface DropdownProps {
  /** Names the open/closed event (`dropdown:{id}`) and the panel's element id. */
  id: string;
  /** Content of the toggle button. */
  toggle: ReactNode;
  /** Accessible name of the toggle, when its content alone does not say what it opens. */
  toggleLabel?: string;
  children: ReactNode;
  /** Opens when the toggle receives focus, not only on click. */
  openOnFocus?: boolean;
  /**
   * Closes on a mouseup inside the panel (menus whose items act at once), and after an item is
   * chosen from the keyboard (a click without a pointer).
   */
  autoClose?: boolean;
  disabled?: boolean;
  align?: 'start' | 'end';
  onOpenChange?: (open: boolean) => void;
  /** The host's event bus, when other parts listen for this dropdown. */
  events?: EventBus;
  toggleClassName?: string;
}

/** A disclosure panel with the spec's open and close rules (section 4). */
export function Dropdown({
  id,
  toggle,
  toggleLabel,
  children,
  openOnFocus = false,
  autoClose = false,
  disabled = false,
  align = 'start',
  onOpenChange,
  events,
  toggleClassName = 'adl-button adl-button--secondary',
}: DropdownProps) {
  const [open, setOpenState] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // A mouse press focuses the toggle before its click: with open-on-focus, that click must not
  // close the panel the focus just opened.
  const pressing = useRef(false);
  const openedByPress = useRef(false);
  const panelId = `${id}-panel`;

  function setOpen(next: boolean) {
    if (disabled || next === open) return;
    setOpenState(next);
    onOpenChange?.(next);
    events?.emit(dropdownEventName(id), { id, open: next });
  }
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) {
        setOpenRef.current(false);
      }
    };
    const onMouseUp = (event: MouseEvent) => {
      if (autoClose && event.target instanceof Node && panel.current?.contains(event.target)) {
        setOpenRef.current(false);
      }
    };
    // Enter or Space on an item clicks it with `detail` 0; a pointer click is already handled by
    // the mouseup rule above.
    const onKeyboardClick = (event: MouseEvent) => {
      if (autoClose && event.detail === 0) setOpenRef.current(false);
    };
    const panelElement = panel.current;
    const element = root.current;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // null happens on clicks inside (focus goes to the page); the mousedown rule covers those.
      if (next instanceof Node && !element?.contains(next)) setOpenRef.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenRef.current(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('mouseup', onMouseUp);
    element?.addEventListener('focusout', onFocusOut);
    element?.addEventListener('keydown', onKeyDown);
    panelElement?.addEventListener('click', onKeyboardClick);
    return () => {
      panelElement?.removeEventListener('click', onKeyboardClick);
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('mouseup', onMouseUp);
      element?.removeEventListener('focusout', onFocusOut);
      element?.removeEventListener('keydown', onKeyDown);
    };
  }, [open, autoClose]);

  return (
    <div ref={root} className="adl-dropdown">
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName}
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onMouseDown={() => {
          pressing.current = true;
        }}
        onClick={() => {
          pressing.current = false;
          if (openedByPress.current) openedByPress.current = false;
          else setOpen(!open);
        }}
        onFocus={() => {
          if (!openOnFocus || open) return;
          openedByPress.current = pressing.current;
          setOpen(true);
        }}
      >
        {toggle}
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className={`adl-dropdown__panel adl-dropdown__panel--${align}`}
      >
        {children}
      </div>
    </div>
  );
}
