import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts';
import { useLayoutEffect } from 'react';

/** The path of the page the server painted before the app ran (decision 0041), if one is shown. */
export function paintedPath(doc: Document = document): string | null {
  return doc.getElementById(PRERENDER_CONTAINER_ID)?.dataset.path ?? null;
}

/** Takes the painted page away and shows the app in its place, in the same frame. */
export function releasePaintedPage(doc: Document = document): void {
  const painted = doc.getElementById(PRERENDER_CONTAINER_ID);
  if (!painted) return;
  painted.remove();
  doc.getElementById('root')?.removeAttribute('hidden');
}

/**
 * Releases the painted page when it commits. Placed before a remote page's content, its effect
 * runs before the page's own: the page can then move focus into its fields, which a hidden root
 * would refuse.
 */
export function ReleasePaintedPage() {
  useLayoutEffect(() => releasePaintedPage(), []);
  return null;
}
