import { Skeleton } from '@adlens/shared-ui';

/** The shape of a page's timeline while it loads; read by the owner page before the section's code. */
export function OwnerLandingPagesSkeleton() {
  return (
    <div className="owner-landing" aria-hidden="true">
      <Skeleton height={22} width="45%" />
      <Skeleton height={20} />
      <Skeleton height={20} width="70%" />
    </div>
  );
}

/** Its place while the section's code arrives (it is loaded after the page's first paint). */
export function OwnerLandingPagesLoading() {
  return (
    <div role="status" aria-label="Loading landing pages" aria-busy="true">
      <OwnerLandingPagesSkeleton />
    </div>
  );
}
