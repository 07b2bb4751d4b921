import { type AdCard, href } from '@adlens/shared-contracts';
import { RESIZED_IMAGE_DEFAULTS, fillUrl, formatDate, snapshotUrl } from '@adlens/shared-ui';
import { Link } from 'react-router-dom';

const THUMBNAIL_HEIGHT = 160;

function thumbnail(ad: AdCard): string | null {
  const [media] = ad.media;
  if (!media) return null;
  return media.type === 'video'
    ? snapshotUrl(media.key)
    : fillUrl(media.key, {
        width: RESIZED_IMAGE_DEFAULTS.width,
        height: THUMBNAIL_HEIGHT,
        quality: RESIZED_IMAGE_DEFAULTS.quality,
      });
}

/** A compact ad card whose title opens the ad's detail (ad detail costs credits: said on the page). */
export function AdCardLink({ ad }: { ad: AdCard }) {
  const src = thumbnail(ad);
  return (
    <article className="insights-ad-card" aria-label={ad.title}>
      {src ? (
        <img
          src={src}
          alt=""
          width={RESIZED_IMAGE_DEFAULTS.width}
          height={THUMBNAIL_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3>
        <Link to={href('adDetail', { platform: ad.platform, id: ad.id })}>{ad.title}</Link>
      </h3>
      <p className="insights-muted">
        {ad.owner.name} · {ad.domain}
      </p>
      <p className="insights-muted">
        {formatDate(ad.first_seen)} – {formatDate(ad.last_seen)} ·{' '}
        {ad.is_active ? 'Active' : 'Inactive'}
      </p>
    </article>
  );
}
