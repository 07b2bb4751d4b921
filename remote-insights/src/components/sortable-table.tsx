import type { ReactNode } from 'react';
import type { SortState } from '../lib/sort-rows';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: Row) => string | number;
  numeric?: boolean;
}

export interface SortableTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
}

// DESIGN: swap for shared-ui's DataTable once it lands on main.
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
}: SortableTableProps<Row>) {
  return (
    <div className="insights-figure__scroll">
      <table className="insights-table">
        <caption className="insights-table__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const ariaSort = active
                ? sort.direction === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  className={column.numeric ? 'insights-table__numeric' : undefined}
                >
                  {column.sortValue && onSortChange ? (
                    <button
                      type="button"
                      className="insights-table__sort adl-focusable"
                      onClick={() =>
                        onSortChange({
                          key: column.key,
                          direction: active && sort.direction === 'desc' ? 'asc' : 'desc',
                        })
                      }
                    >
                      {column.header}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={column.numeric ? 'insights-table__numeric' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
