/**
 * The element in which the server paints a remote's prerendered page before the app runs
 * (decision 0041). The host's `#root` is hidden while it is there; the page's own code may read
 * what the visitor typed into it before the host takes it away.
 */
export const PRERENDER_CONTAINER_ID = 'adl-prerender';

/**
 * Where a layout's frame (the host's part of a painted page: the auth layout's brand bar) puts
 * the remote's fragment. The host writes its frames at its build, the server fills them.
 */
export const PAINTED_FRAME_OUTLET = '<!--adl-outlet-->';

/** The host build's file holding the frame of a layout's painted pages, relative to its dist. */
export function paintedFrameFile(layout: string): string {
  return `painted-frames/${layout}.html`;
}
