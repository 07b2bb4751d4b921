import { type AdCard, PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import { Avatar, Chip, formatCompactNumber } from '@adlens/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FollowToggle } from '../follow-toggle/follow-toggle';
import './ad-detail.css';

/**
 * Who runs the ad (avatar, the advertiser) and where: free facts of the card. `appLinks`: the
 * advertiser links to its page and can be followed (the public shared page links nowhere inside
 * the app). `stateNote`: what the app knows of why the ad holds its state, beside the state.
 */
export function AdByline({
  ad,
  appLinks = true,
  stateNote,
}: {
  ad: Pick<AdCard, 'owner' | 'platform' | 'domain' | 'is_active'>;
  appLinks?: boolean;
  stateNote?: ReactNode;
}) {
  const { owner } = ad;
  return (
    <span className="ad-byline">
      <Avatar name={owner.name} src={owner.avatar_url || null} size="md" decorative />
      <span className="ad-byline__text">
        <span>
          {appLinks ? (
            <Link className="adl-link" to={href('owner', { platform: ad.platform, id: owner.id })}>
              {owner.name}
            </Link>
          ) : (
            owner.name
          )}
          {owner.verified ? <span className="ad-byline__verified"> · Verified</span> : null}
        </span>
        <span className="ad-byline__meta">
          {formatCompactNumber(owner.followers)} followers · {ad.domain}
        </span>
      </span>
      <Chip tone="accent">{PLATFORM_LABELS[ad.platform]}</Chip>
      <Chip tone={ad.is_active ? 'success' : 'neutral'}>
        {ad.is_active ? 'Active' : 'Inactive'}
      </Chip>
      {stateNote}
      {appLinks ? (
        <FollowToggle
          target={{ kind: 'owner', platform: ad.platform, id: owner.id }}
          name={owner.name}
        />
      ) : null}
    </span>
  );
}
