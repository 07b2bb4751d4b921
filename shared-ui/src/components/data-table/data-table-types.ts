import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface DataSort {
  column: string;
  direction: SortDirection;
}

export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  /** 'end' for figures, so digits line up. */
  align?: 'start' | 'end';
  width?: string;
  /** The direction a first click on this column sorts by; defaults to 'asc'. */
  firstSortDirection?: SortDirection;
  /** Makes this column's cells row headers (th scope="row"), e.g. the name column. */
  rowHeader?: boolean;
}
