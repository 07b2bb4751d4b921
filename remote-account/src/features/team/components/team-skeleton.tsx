import { Skeleton } from '@adlens/shared-ui';

export function TeamSkeleton() {
  return (
    <div className="dashboard-card">
      <Skeleton width="30%" height={20} />
      <Skeleton height={40} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={32} />
      ))}
    </div>
  );
}
