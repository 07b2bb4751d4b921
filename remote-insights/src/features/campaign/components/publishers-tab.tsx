import { useApi } from '@adlens/shared-contracts';
import { Skeleton, formatDate } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SortableTable, type TableColumn } from '../../../components/sortable-table';
import { type SortState, sortRows } from '../../../lib/sort-rows';
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

const COLUMNS: TableColumn<Publisher>[] = [
  { key: 'site', header: 'Site', cell: (row) => row.site, sortValue: (row) => row.site },
  {
    key: 'network',
    header: 'Network',
    cell: (row) => row.network,
    sortValue: (row) => row.network,
  },
  { key: 'ads', header: 'Ads', cell: (row) => row.ads, sortValue: (row) => row.ads, numeric: true },
  {
    key: 'count',
    header: 'Times seen',
    cell: (row) => row.count.toLocaleString('en-US'),
    sortValue: (row) => row.count,
    numeric: true,
  },
  {
    key: 'first_seen',
    header: 'First seen',
    cell: (row) => formatDate(row.first_seen),
    sortValue: (row) => row.first_seen,
  },
  {
    key: 'last_seen',
    header: 'Last seen',
    cell: (row) => formatDate(row.last_seen),
    sortValue: (row) => row.last_seen,
  },
];

const valueOf = (row: Publisher, key: string) =>
  COLUMNS.find((column) => column.key === key)?.sortValue?.(row);

interface TabProps {
  campaign: CampaignRef;
  view: CampaignView;
  onPage: (page: number) => void;
  onSort: (sort: SortState) => void;
}

/** Sites that showed the campaign's ads; the server orders them by times seen. */
export function PublishersTab({ campaign, view, onPage, onSort }: TabProps) {
  const api = useApi();
  const publishers = useQuery(campaignPublishersQuery(api, campaign, view.period, view.page));
  return (
    <div className="insights-stack">
      <QueryState
        query={publishers}
        loadingLabel="Loading publishers"
        skeleton={<Skeleton height={320} />}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="insights-muted">No publisher showed this campaign in this period.</p>
          ) : (
            <>
              <SortableTable
                caption={`Publishers, page ${data.page} of ${data.total_pages} (${data.total} in all)`}
                columns={COLUMNS}
                rows={sortRows(data.items, view.sort, valueOf)}
                rowKey={(row) => row.site}
                sort={view.sort}
                onSortChange={onSort}
              />
              <Pager
                label="Publishers pages"
                page={data.page}
                totalPages={data.total_pages}
                onPage={onPage}
              />
            </>
          )
        }
      </QueryState>
      <CampaignChart
        campaign={campaign}
        chart="publisher"
        period={view.period}
        title="Top publishers over time"
      />
    </div>
  );
}
