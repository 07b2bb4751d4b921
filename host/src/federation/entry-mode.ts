/**
 * In production the host registers each remote's `remoteEntry.js` and takes a page's files from
 * the pin, without the release's `mf-manifest.json` (its request was one more hop before the page's
 * chunks, and the runtime's manifest code is built out: `disableSnapshot`). Development keeps the
 * manifest for the federation DevTools (decision 0040).
 */
export const LOADS_ENTRY_DIRECTLY = process.env.NODE_ENV === 'production';
