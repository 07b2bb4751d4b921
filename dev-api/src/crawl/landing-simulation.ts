import type { OfferFacts } from '@adlens/shared-contracts';
import type { LandingSnapshot } from '../features/landing/landing-snapshot';
import { nextVersion } from '../features/landing/landing-versioning';
import { snapshotLanding } from '../features/landing/landing-snapshot';
import { addDays } from '../seed/reference-date';
import { createRng } from '../seed/prng';
import { type RevisionLabel, baseLanding, renderLanding, reviseLanding } from './landing-world';

/** One revision as the world made it and as the crawler judged it the next time it looked. */
export interface JudgedRevision {
  url: string;
  day: string;
  truth: RevisionLabel;
  /** The crawler stored a new version and called it material. */
  predicted_material: boolean;
  facts_right: boolean;
}

export interface LandingScore {
  revisions: number;
  material: number;
  precision: number;
  recall: number;
  offer_accuracy: number;
  /** Versions stored against revisions made: what normalisation saved. */
  versions_stored: number;
}

function sameFacts(a: OfferFacts, b: OfferFacts): boolean {
  return (
    a.price_cents === b.price_cents &&
    a.discount_percent === b.discount_percent &&
    a.free_shipping === b.free_shipping &&
    a.trial_days === b.trial_days &&
    a.guarantee_days === b.guarantee_days
  );
}

/**
 * Pages revised day by day by the hidden world (about one day in three for each page) and
 * downloaded by the crawler every day; each revision is judged by the app's versioner alone.
 */
export function simulateLandingPages({
  seed,
  pages,
  days,
  startDay = '2026-10-28',
}: {
  seed: number;
  pages: number;
  days: number;
  startDay?: string;
}): { judged: JudgedRevision[]; versions: number } {
  const rng = createRng(seed);
  const judged: JudgedRevision[] = [];
  let versions = 0;
  for (let page = 0; page < pages; page++) {
    const url = `https://shop${seed}.example/p/${page + 1}`;
    let state = baseLanding(url, startDay);
    let stored: LandingSnapshot = snapshotLanding(renderLanding(url, state));
    versions++;
    for (let day = 1; day <= days; day++) {
      const today = addDays(startDay, day);
      if (!rng.chance(0.35)) continue;
      const revision = reviseLanding(rng, state, today);
      state = revision.state;
      const decision = nextVersion(stored, renderLanding(url, state));
      if (decision.kind !== 'same') {
        stored = decision.snapshot;
        versions++;
      }
      judged.push({
        url,
        day: today,
        truth: revision.label,
        predicted_material: decision.kind === 'changed' && decision.change.material,
        facts_right: sameFacts(stored.facts, state.facts),
      });
    }
  }
  return { judged, versions };
}

export function scoreLanding(judged: JudgedRevision[], versions: number): LandingScore {
  const truePositive = judged.filter((r) => r.truth === 'material' && r.predicted_material).length;
  const predicted = judged.filter((r) => r.predicted_material).length;
  const material = judged.filter((r) => r.truth === 'material').length;
  return {
    revisions: judged.length,
    material,
    precision: predicted === 0 ? 1 : truePositive / predicted,
    recall: material === 0 ? 1 : truePositive / material,
    offer_accuracy:
      judged.length === 0 ? 1 : judged.filter((r) => r.facts_right).length / judged.length,
    versions_stored: versions,
  };
}
