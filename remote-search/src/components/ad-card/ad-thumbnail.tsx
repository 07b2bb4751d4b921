import type { MediaItem } from '@adlens/shared-contracts';
import { RESIZED_IMAGE_DEFAULTS, fillUrl, snapshotUrl } from '@adlens/shared-ui';

export const THUMBNAIL_HEIGHT = 200;

interface AdThumbnailProps {
  media: MediaItem | undefined;
  alt: string;
  /**
   * The list's first creative: likely the page's largest paint (on a phone, issue 41), so it is
   * fetched at once and first rather than when the lazy loader gets to it.
   */
  priority?: boolean;
}

/**
 * The card's image in a box of fixed size: the card lays out before the image arrives, and the
 * browser fetches it only when it nears the viewport (`loading="lazy"`), except the first of a list.
 */
export function AdThumbnail({ media, alt, priority = false }: AdThumbnailProps) {
  const src = !media
    ? null
    : media.type === 'video'
      ? snapshotUrl(media.key)
      : fillUrl(media.key, {
          width: RESIZED_IMAGE_DEFAULTS.width,
          height: THUMBNAIL_HEIGHT,
          quality: RESIZED_IMAGE_DEFAULTS.quality,
        });
  return (
    <div className="ad-thumbnail" style={{ height: THUMBNAIL_HEIGHT }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={RESIZED_IMAGE_DEFAULTS.width}
          height={THUMBNAIL_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      {media?.type === 'video' ? <span className="ad-thumbnail__badge">Video</span> : null}
    </div>
  );
}
