import { SkeletonBlock, SkeletonText } from '@adlens/shared-ui';

export function TeamSkeleton() {
  return (
    <div className="team">
      <SkeletonText lines={1} lastLineWidth="30%" />
      <SkeletonBlock height={48} />
      <SkeletonBlock height={160} />
    </div>
  );
}
