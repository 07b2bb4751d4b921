/**
 * The element in which the server paints a remote's prerendered page before the app runs
 * (decision 0041). The host's `#root` is hidden while it is there; the page's own code may read
 * what the visitor typed into it before the host takes it away.
 */
export const PRERENDER_CONTAINER_ID = 'adl-prerender';
