import type { MediaItem } from '@adlens/shared-contracts';
import { RESIZED_IMAGE_DEFAULTS, fillUrl, snapshotUrl } from '@adlens/shared-ui';

export const THUMBNAIL_HEIGHT = 200;

interface AdThumbnailProps {
  media: MediaItem | undefined;
  alt: string;
}

/**
 * The card's image in a box of fixed size: the card lays out before the image arrives, and the
 * browser fetches it only when it nears the viewport (`loading="lazy"`).
 */
export function AdThumbnail({ media, alt }: AdThumbnailProps) {
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
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {media?.type === 'video' ? <span className="ad-thumbnail__badge">Video</span> : null}
    </div>
  );
}
