/** Spec section 9: the preview is at most 94 % of the screen height. */
export const IMAGE_PREVIEW_MAX_HEIGHT = '94vh';
