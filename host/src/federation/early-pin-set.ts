// Imports nothing shared: it runs in the entry chunk, before the federation share scope exists.
let early: Promise<Response> | null = null;

/**
 * Starts the pin-file request from the entry chunk, in parallel with the host's own chunks,
 * instead of after them (issue 13). The URL is the contract's `PIN_SET_URL` (a test keeps them equal).
 */
export function requestPinSetEarly(url = '/environment.json'): void {
  // Default mode, credentials and cache, so that the page's `<link rel="preload">` of the pin file
  // answers it; the server sends the file with `no-store`, so no stale copy is ever reused.
  early = fetch(url);
  // Whoever reads it handles the failure; an unread failure must not surface as unhandled.
  early.catch(() => undefined);
}

/** `fetch` for the pin file: the early request the first time, a new request after. */
export const pinSetFetch: typeof fetch = (input, init) => {
  const request = early;
  early = null;
  return request ?? fetch(input, init);
};
