import type { ReactNode } from 'react';
import type { DataSort, SortDirection } from './data-table-types';

interface SortHeaderProps {
  columnId: string;
  children: ReactNode;
  sort: DataSort | undefined;
  firstDirection: SortDirection;
  onSortChange: ((sort: DataSort) => void) | undefined;
}

/** The button inside a sortable header: the first click sorts, the next clicks flip the direction. */
export function SortHeader({
  columnId,
  children,
  sort,
  firstDirection,
  onSortChange,
}: SortHeaderProps) {
  const active = sort?.column === columnId ? sort.direction : null;
  const next: SortDirection = active ? (active === 'asc' ? 'desc' : 'asc') : firstDirection;
  return (
    <button
      type="button"
      className="adl-data-table__sort adl-focusable"
      onClick={() => onSortChange?.({ column: columnId, direction: next })}
    >
      {children}
      <span
        aria-hidden="true"
        className={`adl-data-table__sort-icon${active ? ' adl-data-table__sort-icon--active' : ''}`}
      >
        {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
      </span>
    </button>
  );
}
