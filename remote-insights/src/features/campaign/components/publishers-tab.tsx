import { useApi } from '@adlens/shared-contracts/react';
import { type DataColumn, formatDate } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { campaignPublishersQuery } from '../api/campaign-queries';
import { type CampaignTabProps, RankedTableTab } from './ranked-table-tab';

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

/** Sites that showed the campaign's ads; the server sorts them (by times seen unless the user picks a column). */
export function PublishersTab(props: CampaignTabProps) {
  const api = useApi();
  const publishers = useQuery(campaignPublishersQuery(api, props.campaign, props.view));
  return (
    <RankedTableTab
      {...props}
      query={publishers}
      title="Publishers"
      columns={COLUMNS}
      rowKey={(row) => row.site}
      empty="No publisher showed this campaign in this period."
      chart="publisher"
      chartTitle="Top publishers over time"
    />
  );
}
