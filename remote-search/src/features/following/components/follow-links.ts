import { type ChangeCounts, type Follow, href } from '@adlens/shared-contracts';

/** Where a followed thing lives in the app. */
export function followedThingPath(follow: Follow): string {
  switch (follow.kind) {
    case 'owner':
      return href('owner', { platform: follow.platform, id: follow.target_id });
    case 'campaign':
      return href('campaign', { platform: follow.platform, id: follow.target_id });
    case 'saved_filter':
      return href('platformSearch', { platform: follow.platform });
  }
}

export const KIND_LABELS: Record<Follow['kind'], string> = {
  owner: 'Advertiser',
  campaign: 'Campaign',
  saved_filter: 'Saved filter',
};

/** "4 new ads, 1 stopped, landing page changed on 2": the server's wording of a change group. */
export function describeChanges(counts: ChangeCounts): string {
  const parts: string[] = [];
  if (counts.new_ad) parts.push(`${counts.new_ad} new ad${counts.new_ad === 1 ? '' : 's'}`);
  if (counts.stopped) parts.push(`${counts.stopped} stopped`);
  if (counts.reactivated) parts.push(`${counts.reactivated} back after a stop`);
  if (counts.landing_changed) parts.push(`landing page changed on ${counts.landing_changed}`);
  if (counts.new_country)
    parts.push(`${counts.new_country} new ${counts.new_country === 1 ? 'country' : 'countries'}`);
  return parts.length > 0 ? parts.join(', ') : 'No changes since your last visit';
}
