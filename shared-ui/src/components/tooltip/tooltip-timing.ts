/** Spec: tooltips are removed shortly after the pointer leaves. */
export const TOOLTIP_CLOSE_DELAY_MS = 150;
export const TOOLTIP_OPEN_DELAY_MS = 300;
