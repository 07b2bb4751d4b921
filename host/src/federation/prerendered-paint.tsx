import { PRERENDER_CONTAINER_ID } from '@adlens/shared-contracts/platform';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { heldClick, pressHeldClick } from './painted-clicks';

/** The path of the page the server painted before the app ran (decision 0041), if one is shown. */
export function paintedPath(doc: Document = document): string | null {
  return doc.getElementById(PRERENDER_CONTAINER_ID)?.dataset.path ?? null;
}

/**
 * Takes the painted page away and shows the app in its place, in the same frame. When the live
 * page at `livePath` is the painted one, a button pressed on the painted page is pressed on it.
 */
export function releasePaintedPage(doc: Document = document, livePath?: string): void {
  const painted = doc.getElementById(PRERENDER_CONTAINER_ID);
  if (!painted) return;
  const held = painted.dataset.path === livePath ? heldClick(painted) : null;
  painted.remove();
  const root = doc.getElementById('root');
  root?.removeAttribute('hidden');
  if (root && held) pressHeldClick(root, held);
}

/**
 * Releases the painted page when it commits. Placed before a remote page's content, its effect
 * runs before the page's own: the page can then move focus into its fields, which a hidden root
 * would refuse. `live` marks the page the painted one stood for (not a fallback or an error page).
 */
export function ReleasePaintedPage({ live = false }: { live?: boolean }) {
  const { pathname } = useLocation();
  useLayoutEffect(
    () => releasePaintedPage(document, live ? pathname : undefined),
    [live, pathname],
  );
  return null;
}
