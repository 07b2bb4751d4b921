/** Card height plus the gap below it; the grid gives every card exactly this height. */
export const CARD_ROW_HEIGHT = 432;
export const CARD_GAP = 16;
export const CARD_MIN_WIDTH = 260;
