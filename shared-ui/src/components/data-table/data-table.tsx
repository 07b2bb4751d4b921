import { type ReactNode, useId } from 'react';
import { Pagination } from '../pagination/pagination';
import { SkeletonTableRows } from '../skeleton/skeleton-shapes';
import type { DataColumn, DataSort } from './data-table-types';
import { SortHeader } from './sort-header';
import '../visually-hidden/visually-hidden.css';
import './data-table.css';

export interface DataTablePagination {
  page: number;
  pageCount: number;
  onPageChange(page: number): void;
}

export interface DataTableProps<Row> {
  /** Names the table (visible caption); also names the scrollable region around it. */
  caption: ReactNode;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: DataSort;
  onSortChange?: (sort: DataSort) => void;
  pagination?: DataTablePagination;
  loading?: boolean;
  loadingRows?: number;
  /** Shown in one full-width row when there are no rows; defaults to "No data". */
  empty?: ReactNode;
  /** Keeps the header in view while the table scrolls inside its own region. */
  stickyHeader?: boolean;
  /** Hides the caption visually (it still names the table). */
  hideCaption?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A real table: caption, sortable headers with aria-sort, skeleton rows, an empty row, paging. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  pagination,
  loading = false,
  loadingRows = 5,
  empty = 'No data',
  stickyHeader = false,
  hideCaption = false,
}: DataTableProps<Row>) {
  const captionId = useId();
  const classes = ['adl-data-table', stickyHeader ? 'adl-data-table--sticky' : null];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div
        className="adl-data-table__scroll"
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll a table wider or taller than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table aria-busy={loading || undefined}>
          <caption
            id={captionId}
            className={hideCaption ? 'adl-visually-hidden' : 'adl-data-table__caption'}
          >
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.column === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                    className={column.align === 'end' ? 'adl-data-table__cell--end' : undefined}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {column.sortable ? (
                      <SortHeader
                        columnId={column.id}
                        sort={sort}
                        firstDirection={column.firstSortDirection ?? 'asc'}
                        onSortChange={onSortChange}
                      >
                        {column.header}
                      </SortHeader>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonTableRows rows={loadingRows} columns={columns.length} />
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="adl-data-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={column.align === 'end' ? 'adl-data-table__cell--end' : undefined}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination ? (
        <Pagination
          page={pagination.page}
          pageCount={pagination.pageCount}
          onPageChange={pagination.onPageChange}
        />
      ) : null}
    </div>
  );
}
