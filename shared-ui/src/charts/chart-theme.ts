/**
 * Series colours: `--adl-chart-N` when a page sets it, else a theme role, so that the dark theme
 * recolours them too. Each has 3:1 or more on the surface in both themes (WCAG 1.4.11); the first
 * is the brand yellow's strong variant, since the yellow itself (1.3:1 on white) only fills shapes
 * with an outline.
 */
const SERIES_FALLBACKS = [
  'var(--adl-color-accent-strong, #6b5000)',
  'var(--adl-color-info, #1a56a0)',
  'var(--adl-color-danger, #b3261e)',
  'var(--adl-color-success, #1b6e30)',
  '#6a3d9a',
  'var(--adl-color-text-muted, #5c5c5c)',
];

/** Dash patterns, so that series differ by more than colour (WCAG 1.4.1). */
const SERIES_DASHES = ['none', '6 3', '2 3', '8 3 2 3', '12 4', '4 2 1 2'];

export function seriesColor(index: number): string {
  const slot = index % SERIES_FALLBACKS.length;
  return `var(--adl-chart-${slot + 1}, ${SERIES_FALLBACKS[slot]})`;
}

export function seriesDash(index: number): string {
  return SERIES_DASHES[index % SERIES_DASHES.length] ?? 'none';
}

/** The brand fill for bars and areas, outlined with `CHART_STROKE`. */
export const CHART_FILL = 'var(--adl-chart-fill, var(--adl-color-accent, #ffde3b))';
export const CHART_STROKE = 'var(--adl-chart-stroke, var(--adl-color-accent-strong, #6b5000))';
