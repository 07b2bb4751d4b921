import { SkeletonBlock, SkeletonCircle, SkeletonText } from '@adlens/shared-ui';

export function ProfileSkeleton() {
  return (
    <div className="profile-sections">
      <div className="dashboard-card">
        <SkeletonCircle size={96} />
        <SkeletonText lines={1} />
      </div>
      <div className="dashboard-card">
        {[0, 1, 2, 3].map((field) => (
          <SkeletonBlock key={field} height={40} />
        ))}
      </div>
    </div>
  );
}
