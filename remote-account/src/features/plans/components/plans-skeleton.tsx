import { Skeleton } from '@adlens/shared-ui';

/** Three plan cards' outlines while the plans load. */
export function PlansSkeleton() {
  return (
    <ul className="plan-cards__list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="plan-card">
          <Skeleton width="40%" height={24} />
          <Skeleton width="60%" height={28} />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </li>
      ))}
    </ul>
  );
}
