import type { ChangeKind, NotificationType } from '@adlens/shared-contracts';

export interface SummarisedChange {
  ad_id: number;
  kind: ChangeKind;
  detail: Record<string, unknown>;
  /** The change's evidence line (decision 0061); null for a change without crawl evidence. */
  explanation?: string | null;
}

function count(changes: SummarisedChange[], kind: ChangeKind): number {
  return new Set(changes.filter((change) => change.kind === kind).map((c) => c.ad_id)).size;
}

/**
 * One line for everything a followed thing did in a run: "4 new ads, 1 stopped, 1 back after a
 * stop, landing page changed on 2, new countries: DE, FR". Counts are of ads, so an ad is counted
 * once per kind.
 */
export function summariseChanges(changes: SummarisedChange[]): string {
  const parts: string[] = [];
  const added = count(changes, 'new_ad');
  if (added > 0) parts.push(`${added} new ad${added === 1 ? '' : 's'}`);
  const stopped = count(changes, 'stopped');
  if (stopped > 0) parts.push(`${stopped} stopped`);
  const back = count(changes, 'reactivated');
  if (back > 0) parts.push(`${back} back after a stop`);
  const moved = count(changes, 'landing_changed');
  if (moved > 0) parts.push(`landing page changed on ${moved}`);
  const countries = [
    ...new Set(
      changes
        .filter((change) => change.kind === 'new_country')
        .map((change) => String(change.detail.country)),
    ),
  ].sort();
  if (countries.length > 0)
    parts.push(`new ${countries.length === 1 ? 'country' : 'countries'}: ${countries.join(', ')}`);
  return parts.join(', ');
}

/** New ads are good news, a followed thing that only stopped ads is a warning, the rest is info. */
export function notificationTypeOf(changes: SummarisedChange[], digest: boolean): NotificationType {
  if (digest) return 'default';
  if (changes.some((change) => change.kind === 'new_ad')) return 'success';
  if (changes.every((change) => change.kind === 'stopped')) return 'warning';
  return 'info';
}
