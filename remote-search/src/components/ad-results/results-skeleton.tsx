import { Skeleton } from '@adlens/shared-ui';
import { THUMBNAIL_HEIGHT } from '../ad-card/ad-thumbnail';

/** Placeholder cards in the grid's shape while the first page loads. */
export function ResultsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="ad-grid__items ad-grid__items--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="ad-card ad-card--skeleton">
          <Skeleton height={THUMBNAIL_HEIGHT} />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
          <Skeleton width="65%" />
        </li>
      ))}
    </ul>
  );
}
