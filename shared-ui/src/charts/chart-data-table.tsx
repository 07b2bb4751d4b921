import { useId, useState } from 'react';
import '../components/visually-hidden/visually-hidden.css';

export interface ChartTableRow {
  key: string;
  header: string;
  cells: string[];
}

interface ChartDataTableProps {
  caption: string;
  /** The header of the row-header column, then one per value column. */
  columns: string[];
  rows: ChartTableRow[];
}

/**
 * The chart's text alternative: every value in a table. Screen readers always reach it; sighted
 * users open it with the toggle, which only changes whether it is visually hidden.
 */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <div className="adl-chart__table-block">
      <button
        type="button"
        className="adl-chart__table-toggle adl-focusable"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide data table' : 'Show data table'}
      </button>
      <div id={tableId} className={shown ? 'adl-chart__table-wrap' : 'adl-visually-hidden'}>
        <table className="adl-chart__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index + 1] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
