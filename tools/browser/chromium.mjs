// How every browser-driving tool of the workspace (e2e suites, screenshot tour, web bench) starts
// Debian's Chromium, so a flag that skews a measurement or breaks in a container is fixed once.

/** The Chromium binary: `CHROMIUM_PATH`, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless run as root in a container (no sandbox, no GPU), without the browser's own
 * background traffic, which would show up in request counts and timings.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
