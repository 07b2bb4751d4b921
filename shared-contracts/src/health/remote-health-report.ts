import { z } from 'zod/mini';
import { REMOTE_NAMES } from '../environment/pin-set';

/**
 * Where a page sends its remote health (issue 37, decision 0054): same origin, so the browser
 * sends the canary bucket cookie the page session is bound to. The page session token travels in
 * the body, never in the URL.
 */
export const REMOTE_HEALTH_URL = '/api/v1/rum-health';

/** The response header of the pin file that hands the page its signed page-session token. */
export const PAGE_SESSION_HEADER = 'X-Adlens-Page-Session';

/**
 * What a user can see go wrong with a remote page, counted by the host per remote and version:
 * the remote failed to load, its page threw at render, its data loader failed, the remote's
 * fallback was shown, its error boundary was reached, an error was thrown while it was on screen.
 */
export const REMOTE_FAILURE_KINDS = [
  'load_failed',
  'render_error',
  'loader_error',
  'fallback_shown',
  'boundary_reached',
  'page_error',
] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** A count no page session needs to exceed: the host reports at most this, the intake refuses more. */
export const MAX_HEALTH_COUNT = 1000;

const count = z.number().check(z.int(), z.gte(0), z.lte(MAX_HEALTH_COUNT));

/** One remote release as one page session saw it: counts since the page loaded (cumulative). */
export const remoteHealthEntrySchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().check(z.minLength(1), z.maxLength(64)),
  counts: z.partialRecord(z.enum(REMOTE_FAILURE_KINDS), count),
  /** Whether the remote's own page rendered (never the fallback). */
  rendered: z.boolean(),
  /** Milliseconds from navigation start to the remote's first own render, when it rendered. */
  firstRenderMs: z.optional(z.number().check(z.gte(0), z.lte(10 * 60 * 1000))),
});
export type RemoteHealthEntry = z.infer<typeof remoteHealthEntrySchema>;

/**
 * A page session's health report: every send carries the whole page session so far, so a repeated
 * or lost send never changes the sums (the server keeps the highest count it was told).
 */
export const remoteHealthReportSchema = z.object({
  /** The signed page-session token the pin file's response carried; null where none was issued. */
  pageSession: z.nullable(z.string().check(z.maxLength(1024))),
  remotes: z.array(remoteHealthEntrySchema).check(z.maxLength(REMOTE_NAMES.length * 2)),
});
export type RemoteHealthReport = z.infer<typeof remoteHealthReportSchema>;
