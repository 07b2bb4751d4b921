import { useFollowToggle } from '@adlens/shared-contracts';
import { FollowButton } from '@adlens/shared-ui';
import type { CampaignRef } from '../state/campaign-ref';

/** The campaign's follow button (the state and calls are the contract's, shared with search). */
export function CampaignFollow({ campaign, name }: { campaign: CampaignRef; name: string }) {
  const state = useFollowToggle({ kind: 'campaign', platform: campaign.platform, id: campaign.id });
  return state && <FollowButton name={name} {...state} />;
}
