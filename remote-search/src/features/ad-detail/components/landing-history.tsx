import type { LandingHistory as LandingHistoryData } from '@adlens/shared-contracts';
import { AsyncContent, Card, EmptyState, Skeleton } from '@adlens/shared-ui';
import type { ComponentProps } from 'react';
import { LandingTimeline } from '../../../components/landing-timeline/landing-timeline';

type HistoryQuery = ComponentProps<typeof AsyncContent<LandingHistoryData>>['query'];

function HistorySkeleton() {
  return (
    <>
      <Skeleton height={20} />
      <Skeleton height={20} />
      <Skeleton height={20} width="70%" />
    </>
  );
}

/**
 * The landing pages' timeline on the ad detail (decision 0064): each offer change with its one
 * line diff, cosmetic edits folded away, newest first.
 */
export function LandingHistory({ query }: { query: HistoryQuery }) {
  return (
    <Card title="Landing page history">
      <AsyncContent
        query={query}
        skeleton={<HistorySkeleton />}
        loadingLabel="Loading the landing page history"
        errorTitle="Landing page history unavailable"
        isEmpty={(data) => data.versions.length === 0}
        empty={
          <EmptyState
            title="No landing page versions yet"
            description="Versions are recorded when a crawl downloads the pages this ad leads to."
          />
        }
      >
        {(data) => (
          <LandingTimeline
            versions={data.versions}
            label="Landing page versions, newest first"
            showUrl={new Set(data.versions.map((version) => version.url)).size > 1}
          />
        )}
      </AsyncContent>
    </Card>
  );
}
