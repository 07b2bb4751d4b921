import { followsSeenEndpoint, parseId } from '@adlens/shared-contracts';
import { type RemotePageLoaderArgs, useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, EmptyState, PageHeader, SkeletonBlock } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { announcementQuery, followsQuery } from '../features/following/api/following-queries';
import { AnnouncementView } from '../features/following/components/announcement-view';
import { FollowingList } from '../features/following/components/following-list';
import '../styles/following.css';

function ListSkeleton() {
  return (
    <div aria-hidden="true">
      <SkeletonBlock height={96} />
      <SkeletonBlock height={96} />
    </div>
  );
}

function Announcement({ id }: { id: number }) {
  const api = useApi();
  const announcement = useQuery(announcementQuery(api, id));
  return (
    <AsyncContent
      query={announcement}
      skeleton={<ListSkeleton />}
      loadingLabel="Loading the announced ads"
      errorTitle="The announced ads could not load"
    >
      {(data) => <AnnouncementView announcement={data} />}
    </AsyncContent>
  );
}

/**
 * `/following`: what the user follows and what changed since their last visit; with
 * `?announcement=`, exactly the ads one notification announced. The visit is recorded once the
 * list has shown, so the next visit counts from now.
 */
export function Component() {
  const api = useApi();
  const [params] = useSearchParams();
  const announcementId = parseId(params.get('announcement') ?? undefined);
  const follows = useQuery(followsQuery(api));
  const shown = follows.isSuccess;
  useEffect(() => {
    if (shown) api.call(followsSeenEndpoint).catch(() => {});
  }, [api, shown]);

  return (
    <main className="following-page">
      <PageHeader title="Following" />
      {announcementId !== null ? <Announcement id={announcementId} /> : null}
      <AsyncContent
        query={follows}
        skeleton={<ListSkeleton />}
        loadingLabel="Loading what you follow"
        errorTitle="What you follow could not load"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="You follow nothing yet. Follow an advertiser, a campaign or a saved filter to hear of its new ads." />
        }
      >
        {(data) => <FollowingList follows={data.items} />}
      </AsyncContent>
    </main>
  );
}

/** The follows and, from a notification's link, its announcement, together. */
export function loader({ request, api, queryClient }: RemotePageLoaderArgs) {
  const announcementId = parseId(
    new URL(request.url).searchParams.get('announcement') ?? undefined,
  );
  return Promise.all([
    queryClient.ensureQueryData(followsQuery(api)),
    // An announcement that is gone shows its error on the page, not a status page.
    announcementId === null
      ? null
      : queryClient.ensureQueryData(announcementQuery(api, announcementId)).catch(() => null),
  ]).then(() => null);
}
