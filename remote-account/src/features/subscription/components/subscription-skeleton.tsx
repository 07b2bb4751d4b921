import { Skeleton } from '@adlens/shared-ui';

/** The overview's shape while it loads: three cards and the usage table. */
export function SubscriptionSkeleton() {
  return (
    <div className="dashboard-grid">
      {[0, 1, 2].map((card) => (
        <div key={card} className="dashboard-card">
          <Skeleton width="40%" height={20} />
          <Skeleton height={28} />
          <Skeleton width="70%" />
        </div>
      ))}
      <div className="dashboard-card dashboard-card--wide">
        <Skeleton width="30%" height={20} />
        <Skeleton height={160} />
      </div>
    </div>
  );
}
