import { SkeletonBlock, SkeletonText } from '@adlens/shared-ui';

/** The overview's shape while it loads: three cards and the usage table. */
export function SubscriptionSkeleton() {
  return (
    <div className="dashboard-grid">
      {[0, 1, 2].map((card) => (
        <div key={card} className="dashboard-card">
          <SkeletonText lines={3} />
        </div>
      ))}
      <div className="dashboard-card dashboard-card--wide">
        <SkeletonBlock height={160} />
      </div>
    </div>
  );
}
