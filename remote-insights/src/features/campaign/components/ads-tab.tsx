import { useApi } from '@adlens/shared-contracts/react';
import { AsyncContent, Pagination, SkeletonBlock } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { AdCardLink } from '../../../components/ad-card-link';
import { campaignAdsQuery } from '../api/campaign-queries';
import type { CampaignTabProps } from './ranked-table-tab';

type TabProps = Pick<CampaignTabProps, 'campaign' | 'view' | 'onPage'>;

function CardsSkeleton() {
  return (
    <div className="insights-ad-grid">
      {Array.from({ length: 6 }, (_, index) => (
        <SkeletonBlock key={index} height={260} />
      ))}
    </div>
  );
}

export function AdsTab({ campaign, view, onPage }: TabProps) {
  const api = useApi();
  const ads = useQuery(campaignAdsQuery(api, campaign, view.period, view.page));
  return (
    <AsyncContent
      query={ads}
      loadingLabel="Loading the campaign's ads"
      skeleton={<CardsSkeleton />}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="insights-muted">No ad of this campaign ran in this period.</p>}
    >
      {(data) => (
        <>
          <p className="insights-muted">{data.total.toLocaleString('en-US')} ads</p>
          <ul className="insights-ad-grid">
            {data.items.map((ad) => (
              <li key={ad.id}>
                <AdCardLink ad={ad} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Ads pages"
            page={data.page}
            pageCount={data.total_pages}
            onPageChange={onPage}
          />
        </>
      )}
    </AsyncContent>
  );
}
