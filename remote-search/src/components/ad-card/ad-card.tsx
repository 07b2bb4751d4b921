import { type AdCard as AdCardData, PLATFORM_LABELS, href } from '@adlens/shared-contracts';
import { Avatar, Chip, formatDate } from '@adlens/shared-ui';
import { type ReactNode, memo } from 'react';
import { Link } from 'react-router-dom';
import { AdThumbnail } from './ad-thumbnail';
import { BookmarkToggle } from './bookmark-toggle';
import { EngagementStats } from './engagement-stats';
import './ad-card.css';

/**
 * A result card: creative, title (whose link covers the card, so the whole card opens the detail),
 * owner, platform and status chips, dates and engagement as small facts.
 */
export const AdCard = memo(function AdCard({
  ad,
  quickBookmark = false,
  priority = false,
  actions,
}: {
  ad: AdCardData;
  /** A bookmark toggle on the card (result lists, whose cache it updates). */
  quickBookmark?: boolean;
  /** The first card of a list: its creative is fetched at once (see `AdThumbnail`). */
  priority?: boolean;
  /** Buttons at the card's foot (e.g. remove from a collection). */
  actions?: ReactNode;
}) {
  const title = ad.title || ad.domain;
  return (
    <article className="ad-card" aria-label={title}>
      <AdThumbnail media={ad.media[0]} alt={`Creative of ${title}`} priority={priority} />
      {quickBookmark ? <BookmarkToggle ad={ad} title={title} /> : null}
      <div className="ad-card__body">
        <h3 className="ad-card__title">
          <Link
            className="ad-card__title-link"
            to={href('adDetail', { platform: ad.platform, id: ad.id })}
          >
            {title}
          </Link>
        </h3>
        <p className="ad-card__owner">
          <Avatar name={ad.owner.name} src={ad.owner.avatar_url} size="sm" decorative />
          <Link
            className="ad-card__owner-link"
            to={href('owner', { platform: ad.platform, id: ad.owner.id })}
          >
            {ad.owner.name}
          </Link>
          {ad.owner.verified ? (
            <span className="ad-card__verified" role="img" aria-label="Verified">
              ✓
            </span>
          ) : null}
        </p>
        <ul className="ad-card__chips" aria-label="Platform and status">
          <li>
            <Chip>{PLATFORM_LABELS[ad.platform]}</Chip>
          </li>
          <li>
            <Chip tone={ad.is_active ? 'success' : 'neutral'}>
              {ad.is_active ? 'Active' : 'Inactive'}
            </Chip>
          </li>
          {ad.variant_count && ad.variant_count > 1 ? (
            <li>
              <Chip tone="info">{`${ad.variant_count} variants`}</Chip>
            </li>
          ) : null}
        </ul>
        <p className="ad-card__dates">
          <time dateTime={ad.first_seen}>{formatDate(ad.first_seen)}</time> –{' '}
          <time dateTime={ad.last_seen}>{formatDate(ad.last_seen)}</time>
        </p>
        <EngagementStats ad={ad} />
      </div>
      {actions ? <div className="ad-card__actions">{actions}</div> : null}
    </article>
  );
});
