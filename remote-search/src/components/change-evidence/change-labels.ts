import type { ChangeEvidence, ChangeKind } from '@adlens/shared-contracts';

export const CHANGE_LABELS: Record<ChangeKind, string> = {
  new_ad: 'New ad',
  stopped: 'Stopped',
  reactivated: 'Back after a stop',
  landing_changed: 'Landing page changed',
  new_country: 'New country',
};

/** "Stopped: not seen in 2 complete crawls since Nov 2": a change and why it is believed. */
export function evidenceText(evidence: Pick<ChangeEvidence, 'kind' | 'line'>): string {
  return `${CHANGE_LABELS[evidence.kind]}: ${evidence.line}`;
}

/** Each ad's evidence, newest first as the server lists it. */
export function evidenceByAd(items: ChangeEvidence[]): Map<number, ChangeEvidence[]> {
  const byAd = new Map<number, ChangeEvidence[]>();
  for (const item of items) byAd.set(item.ad_id, [...(byAd.get(item.ad_id) ?? []), item]);
  return byAd;
}
