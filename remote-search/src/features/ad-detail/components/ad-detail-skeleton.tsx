import { SkeletonBlock, SkeletonCircle, SkeletonText, VisuallyHidden } from '@adlens/shared-ui';

/** The page's shape while the free preview loads (rare: the loader usually has it). */
export function AdDetailSkeleton() {
  return (
    <div className="ad-detail-skeleton" aria-busy="true">
      <span role="status">
        <VisuallyHidden>Loading ad…</VisuallyHidden>
      </span>
      <SkeletonText lines={1} lastLineWidth="40%" />
      <div className="ad-detail__byline-skeleton">
        <SkeletonCircle size={40} />
        <SkeletonText lines={2} lastLineWidth="30%" />
      </div>
      <div className="ad-detail__columns">
        <SkeletonBlock height={360} />
        <SkeletonBlock height={240} />
      </div>
    </div>
  );
}
