import type { AdCard } from '@adlens/shared-contracts';
import { Chip, ChipList, Section, fitUrl, formatDate, snapshotUrl } from '@adlens/shared-ui';

const PREVIEW_SIDE = 560;
const MEDIA_LABELS = { image: 'Image', video: 'Video', carousel: 'Carousel' } as const;

/** What is known for free before paying: the creative's thumbnail and the card's facts. */
export function AdPreview({ ad, title }: { ad: AdCard; title: string }) {
  const [media] = ad.media;
  const src = !media
    ? null
    : media.type === 'video'
      ? snapshotUrl(media.key)
      : fitUrl(media.key, { maxSide: PREVIEW_SIDE, quality: 70 });
  return (
    <Section title="Preview" description="Free: what the search already shows of this ad.">
      <figure className="ad-preview__figure">
        {src ? (
          <img
            className="ad-preview__thumbnail"
            src={src}
            alt={`Thumbnail of ${title}`}
            width={media?.width || undefined}
            height={media?.height || undefined}
          />
        ) : (
          <div className="ad-preview__thumbnail ad-preview__thumbnail--empty">No image</div>
        )}
        {media?.type === 'video' ? <span className="ad-preview__badge">Video</span> : null}
        {ad.text ? <figcaption className="ad-preview__text">{ad.text}</figcaption> : null}
      </figure>
      <ChipList label="About this ad">
        <Chip>{MEDIA_LABELS[ad.media_type]}</Chip>
        <Chip>{ad.domain}</Chip>
        <Chip>First seen {formatDate(ad.first_seen)}</Chip>
        <Chip>
          {ad.days_running} {ad.days_running === 1 ? 'day' : 'days'} running
        </Chip>
      </ChipList>
    </Section>
  );
}
