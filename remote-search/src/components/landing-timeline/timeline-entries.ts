import type { LandingVersion } from '@adlens/shared-contracts';

/** A row of the timeline: a version worth reading, or a run of cosmetic ones folded together. */
export type TimelineEntry =
  { kind: 'version'; version: LandingVersion } | { kind: 'cosmetic'; versions: LandingVersion[] };

/**
 * Material and first versions stand alone; consecutive cosmetic versions (wording, case) fold into
 * one entry, so the timeline reads as the offer's story.
 */
export function landingTimeline(versions: LandingVersion[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const version of versions) {
    const last = entries[entries.length - 1];
    if (version.material || version.first) entries.push({ kind: 'version', version });
    else if (last?.kind === 'cosmetic') last.versions.push(version);
    else entries.push({ kind: 'cosmetic', versions: [version] });
  }
  return entries;
}
