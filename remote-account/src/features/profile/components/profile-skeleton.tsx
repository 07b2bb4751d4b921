import { Skeleton } from '@adlens/shared-ui';

export function ProfileSkeleton() {
  return (
    <div className="dashboard-grid">
      <div className="dashboard-card">
        <Skeleton shape="circle" width={96} height={96} />
        <Skeleton width="60%" />
      </div>
      <div className="dashboard-card dashboard-card--wide">
        {[0, 1, 2, 3].map((field) => (
          <Skeleton key={field} height={40} />
        ))}
      </div>
    </div>
  );
}
