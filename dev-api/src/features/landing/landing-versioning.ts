import { type VersionChange, compareSnapshots } from './landing-diff';
import { type LandingSnapshot, snapshotLanding } from './landing-snapshot';

export type VersionDecision =
  | { kind: 'same' }
  | { kind: 'first'; snapshot: LandingSnapshot }
  | { kind: 'changed'; snapshot: LandingSnapshot; change: VersionChange };

/**
 * What a download of a page means for its history: nothing when its normalised text is the one
 * last stored (a new date, counter, tracking tag, spacing or block order), else a new version.
 */
export function nextVersion(previous: LandingSnapshot | null, html: string): VersionDecision {
  const snapshot = snapshotLanding(html);
  if (!previous) return { kind: 'first', snapshot };
  if (previous.fingerprint === snapshot.fingerprint) return { kind: 'same' };
  return { kind: 'changed', snapshot, change: compareSnapshots(previous, snapshot) };
}
