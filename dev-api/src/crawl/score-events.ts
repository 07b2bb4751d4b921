import { daysBetween } from '../seed/reference-date';
import type { EvidenceKind } from './crawl-model';
import type { EvidenceEvent } from './evidence-state';
import type { TruthEvent } from './simulated-world';

/** A change found this many days after it happened still counts as found. */
export const MATCH_WITHIN_DAYS = 10;

export interface EventScore {
  truth: number;
  found: number;
  matched: number;
  precision: number;
  recall: number;
  /** Found changes that did not happen, per kind. */
  false_by_kind: Record<EvidenceKind, number>;
  missed_by_kind: Record<EvidenceKind, number>;
}

const NONE: Record<EvidenceKind, number> = {
  new_ad: 0,
  stopped: 0,
  reactivated: 0,
  landing_changed: 0,
};

/**
 * Precision and recall of found changes against the true ones: a found change matches the
 * earliest unmatched true change of the same ad and kind that happened on or before it, at most
 * MATCH_WITHIN_DAYS earlier.
 */
export function scoreEvents(truth: TruthEvent[], found: EvidenceEvent[]): EventScore {
  const open = new Map<string, TruthEvent[]>();
  for (const event of [...truth].sort((a, b) => a.day.localeCompare(b.day))) {
    const key = `${event.ad_id}:${event.kind}`;
    open.set(key, [...(open.get(key) ?? []), event]);
  }
  const falseByKind = { ...NONE };
  let matched = 0;
  for (const event of [...found].sort((a, b) => a.day.localeCompare(b.day))) {
    const candidates = open.get(`${event.ad_id}:${event.kind}`) ?? [];
    const index = candidates.findIndex((real) => {
      const lag = daysBetween(real.day, event.day);
      return lag >= 0 && lag <= MATCH_WITHIN_DAYS;
    });
    if (index === -1) {
      falseByKind[event.kind]++;
      continue;
    }
    candidates.splice(index, 1);
    matched++;
  }
  const missedByKind = { ...NONE };
  for (const rest of open.values()) for (const event of rest) missedByKind[event.kind]++;
  return {
    truth: truth.length,
    found: found.length,
    matched,
    precision: found.length === 0 ? 1 : matched / found.length,
    recall: truth.length === 0 ? 1 : matched / truth.length,
    false_by_kind: falseByKind,
    missed_by_kind: missedByKind,
  };
}
