import { shortDay } from '../../crawl/explain-evidence';
import type { Queryable } from '../../db/database';
import { compareSnapshots } from '../landing/landing-diff';
import { latestSnapshots } from '../landing/landing-store';
import type { DetectedChange } from './watch-snapshot';

/**
 * A moved landing page is news only when the page it now leads to differs materially (offer facts
 * or outline, decision 0064) from the page it left; a move between pages that read the same (a
 * new tracking path, a re-worded copy of the offer) is dropped. A move whose old page was never
 * read cannot be called cosmetic and is kept. Kept moves carry the offer diff.
 */
async function materialMoves(db: Queryable, moves: DetectedChange[]): Promise<DetectedChange[]> {
  const urls = moves.flatMap((move) => [move.detail.from ?? '', move.detail.to ?? '']);
  const pages = await latestSnapshots(db, [...new Set(urls)]);
  return moves.flatMap((move) => {
    const before = pages.get(move.detail.from ?? '');
    const after = pages.get(move.detail.to ?? '');
    if (!before || !after) return [move];
    const change = compareSnapshots(before, after);
    if (!change.material) return [];
    return [
      {
        ...move,
        detail: { ...move.detail, summary: change.summary },
        explanation: move.explanation ? `${move.explanation}: ${change.summary}` : change.summary,
      },
    ];
  });
}

/**
 * The day's material revisions of pages that live ads lead to (the same URL, a changed offer),
 * one change per ad, unless the ad moved to that page today (its move already says so).
 */
async function revisedPages(
  db: Queryable,
  day: string,
  movedAds: Set<number>,
): Promise<DetectedChange[]> {
  const rows = await db.query<{
    id: number;
    owner_id: number;
    campaign_id: number | null;
    url: string;
    summary: string;
  }>(
    `SELECT a.id, a.owner_id, a.campaign_id, v.url, v.summary
     FROM landing_versions v JOIN ads a ON a.final_url = v.url AND a.is_active
     WHERE v.seen_on = $1 AND v.material AND NOT v.first
     ORDER BY a.id, v.id`,
    [day],
  );
  return rows
    .filter((row) => !movedAds.has(row.id))
    .map((row) => ({
      ad_id: row.id,
      owner_id: row.owner_id,
      campaign_id: row.campaign_id,
      kind: 'landing_changed',
      detail: { url: row.url, summary: row.summary },
      evidence: { landing_url: row.url, seen_on: day, summary: row.summary },
      explanation: `page changed ${shortDay(day)}: ${row.summary}`,
    }));
}

/**
 * Landing-page changes followers hear of (decision 0070): only material ones, whether the ad
 * moved to another page or its page changed its offer. Other changes pass through untouched.
 */
export async function materialChangesOnly(
  db: Queryable,
  day: string,
  changes: DetectedChange[],
): Promise<DetectedChange[]> {
  const moves = changes.filter((change) => change.kind === 'landing_changed');
  const kept = await materialMoves(db, moves);
  const revised = await revisedPages(db, day, new Set(moves.map((move) => move.ad_id)));
  return [...changes.filter((change) => change.kind !== 'landing_changed'), ...kept, ...revised];
}
