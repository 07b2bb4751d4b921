import type { Platform } from '@adlens/shared-contracts';
import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, EmptyState, Section, Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { adTagsQuery } from '../api/ad-tags-query';
import { CreativeTags } from './creative-tags';

/** The opened detail's "Creative tags": what the tagger read in the ad, and from which words. */
export function CreativeTagsSection({ platform, id }: { platform: Platform; id: number }) {
  const tags = useQuery(adTagsQuery(useApi(), platform, id));
  return (
    <Section
      title="Creative tags"
      description="Read from the ad’s own words by named rules; the words behind each tag are highlighted."
    >
      <AsyncContent
        query={tags}
        skeleton={<Skeleton height={160} />}
        loadingLabel="Loading the creative tags"
        errorTitle="Creative tags unavailable"
        isEmpty={(data) => data.tags.length === 0}
        empty={
          <EmptyState
            title="No creative tags"
            description="This ad has not been tagged yet: tags are read when an ad is loaded."
          />
        }
      >
        {(data) => <CreativeTags data={data} />}
      </AsyncContent>
    </Section>
  );
}
