import { type AdCard as AdCardData, href } from '@adlens/shared-contracts';
import { formatDate } from '@adlens/shared-ui';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { AdThumbnail } from './ad-thumbnail';
import { BookmarkToggle } from './bookmark-toggle';
import { EngagementStats } from './engagement-stats';

/** A search result: creative, owner, dates and engagement; the title opens the detail. */
export const AdCard = memo(function AdCard({
  ad,
  quickBookmark = false,
}: {
  ad: AdCardData;
  /** A bookmark toggle on the card (result lists, whose cache it updates). */
  quickBookmark?: boolean;
}) {
  const title = ad.title || ad.domain;
  return (
    <article className="ad-card" aria-label={title}>
      <AdThumbnail media={ad.media[0]} alt={`Creative of ${title}`} />
      {quickBookmark ? <BookmarkToggle ad={ad} title={title} /> : null}
      <div className="ad-card__body">
        <h3 className="ad-card__title">
          <Link to={href('adDetail', { platform: ad.platform, id: ad.id })}>{title}</Link>
        </h3>
        <p className="ad-card__owner">
          <Link to={href('owner', { platform: ad.platform, id: ad.owner.id })}>
            {ad.owner.name}
          </Link>
          {ad.owner.verified ? <span aria-label="verified"> ✓</span> : null}
        </p>
        <p className="ad-card__dates">
          {formatDate(ad.first_seen)} – {formatDate(ad.last_seen)}
          {ad.is_active ? ' · Active' : ''}
        </p>
        <EngagementStats ad={ad} />
      </div>
    </article>
  );
});
