import { Children, type ReactNode, useId, useState } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './chip.css';

export interface ChipListProps {
  /** Names the list for screen readers, e.g. "Countries". */
  label: string;
  /** How many chips to show before "+N more"; all when not given. */
  max?: number;
  children: ReactNode;
}

/** A wrapping list of chips; beyond `max` a "+N more" button reveals the rest (and hides them again). */
export function ChipList({ label, max, children }: ChipListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const items = Children.toArray(children);
  const hidden = max === undefined ? 0 : Math.max(items.length - max, 0);
  const shown = expanded || hidden === 0 ? items : items.slice(0, max);
  return (
    <div className="adl-chip-list">
      <ul id={listId} aria-label={label} className="adl-chip-list__items">
        {shown.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="adl-chip-list__more adl-focusable"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show fewer' : `+${hidden} more`}
          <VisuallyHidden>{expanded ? '' : ` ${label.toLowerCase()}`}</VisuallyHidden>
        </button>
      ) : null}
    </div>
  );
}
