export interface GridWindowInput {
  itemCount: number;
  columns: number;
  /** Height of one row including the gap below it, in px. */
  rowHeight: number;
  /** Top of the viewport relative to the top of the grid (negative while the grid is below it). */
  viewportTop: number;
  viewportHeight: number;
  /** Rows rendered above and below the viewport so that fast scrolling shows no blank rows. */
  overscanRows: number;
}

export interface GridWindow {
  /** First item rendered. */
  startIndex: number;
  /** One past the last item rendered. */
  endIndex: number;
  /** Offset of the first rendered row from the top of the grid, in px. */
  offsetTop: number;
  /** Height of the whole grid as if every row were rendered, in px. */
  totalHeight: number;
}

/** Which items of a fixed-row-height grid intersect the viewport (plus overscan). */
export function gridWindow(input: GridWindowInput): GridWindow {
  const columns = Math.max(1, Math.floor(input.columns));
  const rowHeight = Math.max(1, input.rowHeight);
  const rowCount = Math.ceil(Math.max(0, input.itemCount) / columns);
  const firstVisible = Math.floor(Math.max(0, input.viewportTop) / rowHeight);
  const lastVisible = Math.floor(Math.max(0, input.viewportTop + input.viewportHeight) / rowHeight);
  const startRow = Math.min(rowCount, Math.max(0, firstVisible - input.overscanRows));
  const endRow = Math.min(rowCount, lastVisible + 1 + input.overscanRows);
  return {
    startIndex: startRow * columns,
    endIndex: Math.min(input.itemCount, Math.max(startRow, endRow) * columns),
    offsetTop: startRow * rowHeight,
    totalHeight: rowCount * rowHeight,
  };
}
