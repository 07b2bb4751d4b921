import { REMOTE_HEALTH_URL, remoteHealthReportSchema } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { clientAddress } from '../../http/client-address';
import { readBodyText } from '../../http/read-body';
import type { ThrottleRule } from '../../http/throttle-counts';

/** A report names at most eight remote releases: a few KB at most. */
const MAX_REPORT_BYTES = 16 * 1024;
const TEN_MINUTES = 10 * 60_000;
/** Reports of one page session: it sends on each change (debounced) and when hidden. */
export const SESSION_REPORTS: ThrottleRule = { limit: 30, windowMs: TEN_MINUTES };
/**
 * New page sessions one address may add to the health records: far above the page loads of the
 * people behind one address in ten minutes, far below what it takes to move a failure rate.
 */
export const ADDRESS_SESSIONS: ThrottleRule = { limit: 60, windowMs: TEN_MINUTES };
/** Unverifiable reports one address may have counted: they only raise an alert. */
export const ADDRESS_UNVERIFIED: ThrottleRule = { limit: 30, windowMs: 60_000 };

const path = REMOTE_HEALTH_URL.replace(/^\/api/, '');

/**
 * The remote health intake (issue 37, decision 0054). A report counts in the health records only
 * under a page-session token this server issued, beside the cookie it was bound to, for versions
 * that token says were served, within the caps per page session and per address (kept in the
 * database, so every process and restart shares them). Anything else is counted as unverifiable,
 * per minute and remote, and reaches no guard.
 */
export function registerRemoteHealthRoutes(router: Hono, app: AppContext): void {
  router.post(path, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await readBodyText(c.req.raw, MAX_REPORT_BYTES));
    } catch (error) {
      if (error instanceof SyntaxError) throw fail.snackbar(400, 'The report is not JSON');
      throw error;
    }
    const parsed = remoteHealthReportSchema.safeParse(body);
    if (!parsed.success) throw fail.snackbar(400, 'The report is not a remote health report');
    const report = parsed.data;
    const at = app.now();
    const address = clientAddress(c, app.trustedProxies);
    const { environment, sessions, store } = app.remoteHealth;
    const issued = report.pageSession
      ? (sessions?.verify(report.pageSession, getCookie(c)) ?? null)
      : null;
    // A token another environment's server issued (on the same key) is not this one's session.
    const session = issued?.env === environment ? issued : null;
    const served = session
      ? report.remotes.filter((entry) => session.served[entry.remote]?.includes(entry.version))
      : [];
    const unverified = report.remotes.filter((entry) => !served.includes(entry));

    if (unverified.length > 0) {
      const taken = await app.throttles.take(
        `remote-health:unverified:${address}`,
        ADDRESS_UNVERIFIED,
      );
      if (taken.admitted) {
        await store.recordUnverified(environment, at, unverified);
      }
    }
    if (!session || served.length === 0) {
      return c.json({ status: 'ok', data: { verified: 0, unverified: unverified.length } }, 202);
    }

    const perSession = await app.throttles.take(
      `remote-health:session:${session.id}`,
      SESSION_REPORTS,
    );
    if (!perSession.admitted) throw fail.rateLimited(perSession.heldForMs);
    if (!(await store.sessionExists(environment, session.id))) {
      const perAddress = await app.throttles.take(
        `remote-health:address:${address}`,
        ADDRESS_SESSIONS,
      );
      if (!perAddress.admitted) throw fail.rateLimited(perAddress.heldForMs);
    }
    await store.recordVerified(environment, session.id, at, served);
    return c.json(
      { status: 'ok', data: { verified: served.length, unverified: unverified.length } },
      202,
    );
  });
  router.all(path, () => Promise.reject(fail.notFound('No such API endpoint')));
}
