import { rumClient } from './rum-client';

/** The user-timing mark of the page session's first rendered remote page (`pnpm bench web` reads it). */
export const FIRST_REMOTE_RENDER_MARK = 'adlens:first-remote-render';
/** The same moment as a RUM custom timing of the view, so canary reports compare it by version. */
export const FIRST_REMOTE_RENDER_TIMING = 'first_remote_render';

let marked = false;

/** Sends the timing (epoch milliseconds) once RUM runs; the SDK stores it relative to the view. */
function reportToRum(epochMs: number) {
  rumClient.call((rum) => rum.addTiming(FIRST_REMOTE_RENDER_TIMING, Math.round(epochMs)));
}

/**
 * Marks the first remote page that rendered in this page session, once: the moment the issue's
 * "first remote paint" is measured at (request waves before it). Later pages leave no mark.
 */
export function markFirstRemoteRender(
  remote: string,
  perf: Pick<Performance, 'mark' | 'timeOrigin'> = performance,
  report: (epochMs: number) => void = reportToRum,
) {
  if (marked) return;
  marked = true;
  try {
    const mark = perf.mark(FIRST_REMOTE_RENDER_MARK, { detail: { remote } });
    report(perf.timeOrigin + mark.startTime);
  } catch {
    // A browser without user timing only loses the figure.
  }
}
