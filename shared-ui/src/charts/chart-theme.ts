/**
 * Series colours, read from CSS custom properties so that the theme can change them. The fallbacks
 * keep at least 3:1 contrast on white (WCAG 1.4.11); the first is a dark gold of the brand yellow,
 * which on its own (#FFDE3B, about 1.3:1 on white) is used only for fills with a dark outline.
 */
const SERIES_FALLBACKS = ['#7a5c00', '#1a56a0', '#b3261e', '#1b6e30', '#6a3d9a', '#4d4d4d'];

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
export const CHART_FILL = 'var(--adl-chart-fill, var(--adl-color-primary, #ffde3b))';
export const CHART_STROKE = 'var(--adl-chart-stroke, #7a5c00)';
