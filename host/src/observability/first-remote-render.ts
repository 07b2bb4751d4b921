/** The user-timing mark of the page session's first rendered remote page (`pnpm bench web` reads it). */
export const FIRST_REMOTE_RENDER_MARK = 'adlens:first-remote-render';

let marked = false;

/**
 * Marks the first remote page that rendered in this page session, once: the moment the issue's
 * "first remote paint" is measured at (request waves before it). Later pages leave no mark.
 */
export function markFirstRemoteRender(
  remote: string,
  perf: Pick<Performance, 'mark'> = performance,
) {
  if (marked) return;
  marked = true;
  try {
    perf.mark(FIRST_REMOTE_RENDER_MARK, { detail: { remote } });
  } catch {
    // A browser without user timing only loses the figure.
  }
}
