import type { MediaItem } from '@adlens/shared-contracts';
// The main entry's ImagePreview loads the kit's overlays entry (floating-ui) after the first render:
// the preview opens on a click, so the ad's first paint does not wait for it (decision 0039).
import { ImagePreview, fitUrl, snapshotUrl } from '@adlens/shared-ui';
import { useState } from 'react';

const DETAIL_SIDE = 640;
const PREVIEW_SIDE = 1600;

/** Every media item of the ad; a click opens the preview overlay (video plays there). */
export function Creative({ media, title }: { media: MediaItem[]; title: string }) {
  const [preview, setPreview] = useState<MediaItem | null>(null);
  return (
    <section className="detail-creative" aria-label="Creative">
      {media.map((item, index) => (
        <button
          key={item.key}
          type="button"
          className="detail-creative__item"
          aria-label={`Preview ${item.type} ${index + 1} of ${title}`}
          onClick={() => setPreview(item)}
        >
          <img
            src={
              item.type === 'video'
                ? snapshotUrl(item.key)
                : fitUrl(item.key, { maxSide: DETAIL_SIDE, quality: 80 })
            }
            alt=""
            width={item.width || undefined}
            height={item.height || undefined}
            loading="lazy"
          />
        </button>
      ))}
      <ImagePreview
        src={
          preview
            ? preview.type === 'video' && preview.url
              ? preview.url
              : fitUrl(preview.key, { maxSide: PREVIEW_SIDE, quality: 90 })
            : null
        }
        kind={preview?.type === 'video' && preview.url ? 'video' : 'image'}
        alt={`Creative of ${title}`}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
