import { useApi } from '@adlens/shared-contracts';
import {
  AsyncContent,
  type DataColumn,
  type DataSort,
  DataTable,
  formatDate,
} from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { campaignPublishersQuery } from '../api/campaign-queries';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignView } from '../state/campaign-view';
import { CampaignChart } from './campaign-chart';

interface Publisher {
  site: string;
  network: string;
  ads: number;
  count: number;
  first_seen: string;
  last_seen: string;
}

const COLUMNS: DataColumn<Publisher>[] = [
  { id: 'site', header: 'Site', cell: (row) => row.site, sortable: true, rowHeader: true },
  { id: 'network', header: 'Network', cell: (row) => row.network, sortable: true },
  {
    id: 'ads',
    header: 'Ads',
    cell: (row) => row.ads,
    sortable: true,
    align: 'end',
    firstSortDirection: 'desc',
  },
  {
    id: 'count',
    header: 'Times seen',
    cell: (row) => row.count.toLocaleString('en-US'),
    sortable: true,
    align: 'end',
    firstSortDirection: 'desc',
  },
  {
    id: 'first_seen',
    header: 'First seen',
    cell: (row) => formatDate(row.first_seen),
    sortable: true,
  },
  {
    id: 'last_seen',
    header: 'Last seen',
    cell: (row) => formatDate(row.last_seen),
    sortable: true,
  },
];

interface TabProps {
  campaign: CampaignRef;
  view: CampaignView;
  onPage: (page: number) => void;
  onSort: (sort: DataSort) => void;
}

/** Sites that showed the campaign's ads; the server sorts them (by times seen unless the user picks a column). */
export function PublishersTab({ campaign, view, onPage, onSort }: TabProps) {
  const api = useApi();
  const publishers = useQuery(campaignPublishersQuery(api, campaign, view));
  return (
    <div className="insights-stack">
      <AsyncContent
        query={publishers}
        loadingLabel="Loading publishers"
        skeleton={
          <DataTable
            caption="Publishers"
            columns={COLUMNS}
            rows={[]}
            rowKey={(row) => row.site}
            loading
          />
        }
      >
        {(data) => (
          <DataTable
            caption={`Publishers, page ${data.page} of ${Math.max(data.total_pages, 1)} (${data.total} in all)`}
            columns={COLUMNS}
            rows={data.items}
            rowKey={(row) => row.site}
            sort={view.sort ?? undefined}
            onSortChange={onSort}
            empty="No publisher showed this campaign in this period."
            pagination={{ page: data.page, pageCount: data.total_pages, onPageChange: onPage }}
          />
        )}
      </AsyncContent>
      <CampaignChart
        campaign={campaign}
        chart="publisher"
        period={view.period}
        title="Top publishers over time"
      />
    </div>
  );
}
