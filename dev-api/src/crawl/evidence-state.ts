import type { Platform } from '@adlens/shared-contracts';
import {
  type ChangeEvidence,
  type CrawlRun,
  type EvidenceKind,
  type RunRef,
  type SourceProfile,
  runCovers,
} from './crawl-model';
import { explainEvidence } from './explain-evidence';

/**
 * What the index believes of an ad, from crawl evidence only (decision 0061). `pending`: listed by
 * a run that did not cover it in full, so not yet announced as new.
 */
export type IndexStatus = 'pending' | 'live' | 'stopped';

export interface AdEvidence {
  ad_id: number;
  platform: Platform;
  owner_id: number;
  status: IndexStatus;
  launched_on: string;
  landing_url: string;
  first_seen: string | null;
  last_seen: string | null;
  stopped_on: string | null;
  /** Runs since the last sighting that covered the ad and did not see it. */
  misses: RunRef[];
}

export interface EvidenceEvent {
  ad_id: number;
  owner_id: number;
  platform: Platform;
  kind: EvidenceKind;
  day: string;
  evidence: ChangeEvidence;
  /** One line a person reads: "not seen in 3 complete crawls since Nov 24". */
  explanation: string;
}

function event(
  state: AdEvidence,
  kind: EvidenceKind,
  day: string,
  evidence: Omit<ChangeEvidence, 'first_seen' | 'last_seen' | 'stopped_on' | 'misses_to_stop'>,
  profile: SourceProfile,
): EvidenceEvent {
  const full: ChangeEvidence = {
    ...evidence,
    first_seen: state.first_seen,
    last_seen: state.last_seen,
    stopped_on: state.stopped_on,
    misses_to_stop: profile.missesToStop,
  };
  return {
    ad_id: state.ad_id,
    owner_id: state.owner_id,
    platform: state.platform,
    kind,
    day,
    evidence: full,
    explanation: explainEvidence(kind, full),
  };
}

/**
 * Folds one run of one scope into the index's belief about that scope's ads (`states`, changed in
 * place) and returns the changes the run proves. A sighting always counts; a silence counts only
 * where the run covered the ad, and K such silences in a row make a stop.
 */
export function applyRun(
  states: Map<number, AdEvidence>,
  run: CrawlRun,
  ref: RunRef,
  profile: SourceProfile,
): EvidenceEvent[] {
  const events: EvidenceEvent[] = [];
  const sighted = new Set<number>();
  for (const sighting of run.sightings) {
    sighted.add(sighting.ad_id);
    const covered = runCovers(run, sighting.launched_on);
    let state = states.get(sighting.ad_id);
    if (!state) {
      state = {
        ad_id: sighting.ad_id,
        platform: run.scope.platform,
        owner_id: run.scope.owner_id,
        status: 'pending',
        launched_on: sighting.launched_on,
        landing_url: sighting.landing_url,
        first_seen: run.day,
        last_seen: null,
        stopped_on: null,
        misses: [],
      };
      states.set(state.ad_id, state);
    }
    const was = { status: state.status, landing: state.landing_url, stopped_on: state.stopped_on };
    state.misses = [];
    if (state.status === 'pending') {
      if (!covered) continue;
      state.status = 'live';
      state.last_seen = run.day;
      state.landing_url = sighting.landing_url;
      events.push(event(state, 'new_ad', run.day, { runs: [ref] }, profile));
      continue;
    }
    state.last_seen = run.day;
    if (was.status === 'stopped') {
      state.status = 'live';
      events.push(event(state, 'reactivated', run.day, { runs: [ref] }, profile));
      state.stopped_on = null;
    }
    if (was.landing !== sighting.landing_url) {
      state.landing_url = sighting.landing_url;
      events.push(
        event(
          state,
          'landing_changed',
          run.day,
          { runs: [ref], from: was.landing, to: sighting.landing_url },
          profile,
        ),
      );
    }
  }
  for (const state of states.values()) {
    if (state.status !== 'live' || sighted.has(state.ad_id)) continue;
    if (!runCovers(run, state.launched_on)) continue;
    // Runs count once per day: two runs an hour apart are not two days of silence.
    if (state.misses[state.misses.length - 1]?.day === run.day) continue;
    state.misses = [...state.misses, ref];
    if (state.misses.length < profile.missesToStop) continue;
    state.status = 'stopped';
    state.stopped_on = run.day;
    events.push(event(state, 'stopped', run.day, { runs: state.misses }, profile));
    state.misses = [];
  }
  return events;
}
