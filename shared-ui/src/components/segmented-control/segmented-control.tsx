import { type KeyboardEvent, useRef } from 'react';
import './segmented-control.css';

export interface SegmentedOption {
  value: string;
  label: string;
}

export interface SegmentedControlProps {
  /** Names the group, e.g. "Platform" or "Period". */
  label: string;
  options: readonly SegmentedOption[];
  value: string;
  onChange: (value: string) => void;
  /** Shows the label in front of the options; otherwise it is read only by screen readers. */
  showLabel?: boolean;
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A radio group drawn as joined buttons: one tab stop, arrows move and select (wrapping),
 * Home and End jump, as native radio buttons do.
 */
export function SegmentedControl({
  label,
  options,
  value,
  onChange,
  showLabel = false,
}: SegmentedControlProps) {
  const group = useRef<HTMLDivElement>(null);
  const selectedIndex = options.findIndex((option) => option.value === value);

  function select(index: number) {
    const option = options[index];
    if (!option) return;
    onChange(option.value);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1;
    const step = STEPS[event.key];
    let target: number | undefined;
    if (step !== undefined) target = (index + step + options.length) % options.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="adl-segmented">
      {showLabel ? (
        <span className="adl-segmented__label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      <div ref={group} role="radiogroup" aria-label={label} className="adl-segmented__options">
        {options.map((option, index) => {
          const checked = option.value === value;
          const focusable = checked || (selectedIndex === -1 && index === 0);
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={focusable ? 0 : -1}
              className="adl-segmented__option adl-focusable"
              onClick={() => onChange(option.value)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
