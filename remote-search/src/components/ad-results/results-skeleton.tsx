import { SkeletonBlock, SkeletonCircle, SkeletonText } from '@adlens/shared-ui';
import { THUMBNAIL_HEIGHT } from '../ad-card/ad-thumbnail';
import { CARD_GAP, CARD_ROW_HEIGHT } from './card-size';

/** Placeholder cards in the grid's shape while the first page loads. */
export function ResultsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="ad-grid__items ad-grid__items--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} style={{ height: CARD_ROW_HEIGHT - CARD_GAP }}>
          <div className="ad-card ad-card--skeleton">
            <SkeletonBlock height={THUMBNAIL_HEIGHT} />
            <div className="ad-card__body">
              <SkeletonText lines={2} lastLineWidth="70%" />
              <span className="ad-card__owner">
                <SkeletonCircle size={24} />
                <SkeletonText lines={1} />
              </span>
              <SkeletonText lines={2} lastLineWidth="45%" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
