import type { EvidenceEvent } from '../../crawl/evidence-state';
import type { Queryable } from '../../db/database';
import type { DetectedChange } from './watch-snapshot';

/**
 * The crawl's proven changes as followers hear of them, each with its evidence and its line,
 * a return after a proven stop (`reactivated`) among them (decision 0065).
 */
export async function evidenceChanges(
  db: Queryable,
  events: EvidenceEvent[],
): Promise<DetectedChange[]> {
  const campaigns = new Map(
    (
      await db.query<{ id: number; campaign_id: number | null }>(
        'SELECT id, campaign_id FROM ads WHERE id = ANY($1::int[])',
        [events.map((event) => event.ad_id)],
      )
    ).map((row) => [row.id, row.campaign_id]),
  );
  return events
    .map((event): DetectedChange => ({
      ad_id: event.ad_id,
      owner_id: event.owner_id,
      campaign_id: campaigns.get(event.ad_id) ?? null,
      kind: event.kind,
      detail:
        event.kind === 'landing_changed'
          ? { from: event.evidence.from ?? '', to: event.evidence.to ?? '' }
          : {},
      evidence: event.evidence,
      explanation: event.explanation,
    }))
    .sort((a, b) => a.ad_id - b.ad_id || a.kind.localeCompare(b.kind));
}
