import { type AdDetail, PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { KeyStats, LandingPage, Targeting } from './ad-facts';
import { Creative } from './creative';

interface AdDetailContentProps {
  ad: AdDetail;
  /** Bookmark and share (signed-in detail only). */
  actions?: ReactNode;
  urlChain: ReactNode;
  engagements: ReactNode;
  related?: ReactNode;
  /** Links to the owner and the campaign; the public page links nowhere inside the app. */
  appLinks?: boolean;
}

/** What the ad detail and the public shared page both show. */
export function AdDetailContent({
  ad,
  actions,
  urlChain,
  engagements,
  related,
  appLinks = true,
}: AdDetailContentProps) {
  const title = ad.title || ad.domain;
  return (
    <article className="ad-detail" aria-labelledby="ad-title">
      <header className="ad-detail__header">
        <p>
          {PLATFORM_LABELS[ad.platform]} · {ad.is_active ? 'Active' : 'Inactive'}
        </p>
        <h1 id="ad-title">{title}</h1>
        <p>
          by{' '}
          {appLinks ? (
            <Link to={href('owner', { platform: ad.platform, id: ad.owner.id })}>
              {ad.owner.name}
            </Link>
          ) : (
            ad.owner.name
          )}
        </p>
        {appLinks && ad.campaign_id !== null ? (
          <p>
            Part of{' '}
            <Link to={href('campaign', { platform: ad.platform, id: ad.campaign_id })}>
              campaign {ad.campaign_id}
            </Link>
          </p>
        ) : null}
        {actions ? <div className="detail-actions">{actions}</div> : null}
      </header>
      <div className="detail-grid">
        <div>
          <Creative media={ad.media} title={title} />
          <section aria-label="Ad text">
            {(ad.text_variants.length > 0 ? ad.text_variants : [ad.text]).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
            {ad.cta ? <p>Call to action: {ad.cta}</p> : null}
          </section>
        </div>
        <div>
          <KeyStats ad={ad} />
          <Targeting ad={ad} />
          <LandingPage ad={ad} />
          {urlChain}
        </div>
      </div>
      {engagements}
      {related}
    </article>
  );
}
