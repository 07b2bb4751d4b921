import {
  type ChangeEvidence,
  adEvidenceEndpoint,
  announcementEvidenceEndpoint,
  changeEvidenceSchema,
  followEvidenceEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';

const EVIDENCE_COLUMNS = `e.ad_id, e.kind, to_char(r.day, 'YYYY-MM-DD') AS day,
  e.explanation AS line, coalesce(e.evidence->'runs', '[]'::jsonb) AS runs`;

/** Changes with crawl evidence only: a new country has none to show. */
async function evidenceOf(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<ChangeEvidence[]> {
  const rows = await db.query(
    `SELECT ${EVIDENCE_COLUMNS}
     FROM change_events e JOIN ingest_runs r ON r.id = e.run_id
     WHERE e.explanation IS NOT NULL AND ${where}
     ORDER BY e.id DESC`,
    params,
  );
  return rows.map((row) => changeEvidenceSchema.parse(row));
}

/**
 * The evidence behind announced and followed changes (issue 38, decision 0061) and behind an ad's
 * state on its page (decision 0065).
 */
export function registerEvidenceRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, announcementEvidenceEndpoint, async ({ params }) => ({
    items: await evidenceOf(
      app.db,
      'e.id IN (SELECT event_id FROM announced_events WHERE announcement_id = $1)',
      [params.id],
    ),
  }));

  userRoute(router, app, followEvidenceEndpoint, async ({ params }) => ({
    items: await evidenceOf(
      app.db,
      `e.id IN (SELECT fm.event_id FROM follow_matches fm JOIN follows f ON f.id = fm.follow_id
                WHERE f.id = $1 AND (f.seen_at IS NULL OR r.ran_at > f.seen_at))`,
      [params.id],
    ),
  }));

  userRoute(router, app, adEvidenceEndpoint, async ({ params }) => {
    const [ad] = await app.db.query('SELECT 1 FROM ads WHERE platform = $1 AND id = $2', [
      params.platform,
      params.id,
    ]);
    if (!ad) throw fail.notFound('Ad not found');
    return { items: await evidenceOf(app.db, 'e.ad_id = $1', [params.id]) };
  });
}
