/** A foreground token on a background token, and the WCAG AA ratio it must reach. */
export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for body text, 3 for large text and UI parts (borders of controls, focus ring). */
  minimum: 4.5 | 3;
}

const TEXT = 4.5;
const UI = 3;

/**
 * Every text/background combination the kit uses; tokens.css must keep each one readable. The focus ring
 * is checked against surfaces only: its surface-coloured gap separates it from yellow controls.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...[
    '--adl-color-surface',
    '--adl-color-bg',
    '--adl-color-surface-sunken',
    '--adl-color-surface-raised',
  ].flatMap((background) => [
    { foreground: '--adl-color-text', background, minimum: TEXT } as const,
    { foreground: '--adl-color-text-muted', background, minimum: TEXT } as const,
    { foreground: '--adl-color-link', background, minimum: TEXT } as const,
    { foreground: '--adl-color-success', background, minimum: TEXT } as const,
    { foreground: '--adl-color-warning', background, minimum: TEXT } as const,
    { foreground: '--adl-color-danger', background, minimum: TEXT } as const,
    { foreground: '--adl-color-info', background, minimum: TEXT } as const,
    { foreground: '--adl-color-focus', background, minimum: UI } as const,
    { foreground: '--adl-color-border-strong', background, minimum: UI } as const,
  ]),
  { foreground: '--adl-color-on-accent', background: '--adl-color-accent', minimum: TEXT },
  { foreground: '--adl-color-on-accent', background: '--adl-color-accent-hover', minimum: TEXT },
  {
    foreground: '--adl-color-on-accent-subtle',
    background: '--adl-color-accent-subtle',
    minimum: TEXT,
  },
  { foreground: '--adl-color-text', background: '--adl-color-accent-subtle', minimum: TEXT },
  { foreground: '--adl-color-success', background: '--adl-color-success-surface', minimum: TEXT },
  { foreground: '--adl-color-warning', background: '--adl-color-warning-surface', minimum: TEXT },
  { foreground: '--adl-color-danger', background: '--adl-color-danger-surface', minimum: TEXT },
  { foreground: '--adl-color-info', background: '--adl-color-info-surface', minimum: TEXT },
  { foreground: '--adl-color-text', background: '--adl-color-success-surface', minimum: TEXT },
  { foreground: '--adl-color-text', background: '--adl-color-warning-surface', minimum: TEXT },
  { foreground: '--adl-color-text', background: '--adl-color-danger-surface', minimum: TEXT },
  { foreground: '--adl-color-text', background: '--adl-color-info-surface', minimum: TEXT },
  { foreground: '--adl-color-text-inverse', background: '--adl-color-text', minimum: TEXT },
];
