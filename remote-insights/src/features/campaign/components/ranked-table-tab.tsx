import { AsyncContent, type DataColumn, type DataSort, DataTable } from '@adlens/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignView } from '../state/campaign-view';
import { CampaignChart } from './campaign-chart';

export interface CampaignTabProps {
  campaign: CampaignRef;
  view: CampaignView;
  onPage: (page: number) => void;
  onSort: (sort: DataSort) => void;
}

interface RankedPage<Row> {
  items: Row[];
  page: number;
  total: number;
  total_pages: number;
}

interface RankedTableTabProps<Row> extends Omit<CampaignTabProps, 'campaign'> {
  campaign: CampaignRef;
  query: UseQueryResult<RankedPage<Row>>;
  /** Plural noun of the rows, used in the caption and the loading label ("Publishers"). */
  title: string;
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  chart: 'publisher' | 'country';
  chartTitle: string;
}

/**
 * A campaign tab of ranked rows the server sorts and pages (publishers, countries), with their
 * leaders charted over the same period below.
 */
export function RankedTableTab<Row>({
  campaign,
  view,
  onPage,
  onSort,
  query,
  title,
  columns,
  rowKey,
  empty,
  chart,
  chartTitle,
}: RankedTableTabProps<Row>) {
  return (
    <div className="insights-stack">
      <AsyncContent
        query={query}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        skeleton={<DataTable caption={title} columns={columns} rows={[]} rowKey={rowKey} loading />}
      >
        {(data) => (
          <DataTable
            caption={`${title}, page ${data.page} of ${Math.max(data.total_pages, 1)} (${data.total} in all)`}
            columns={columns}
            rows={data.items}
            rowKey={rowKey}
            sort={view.sort ?? undefined}
            onSortChange={onSort}
            empty={empty}
            pagination={{ page: data.page, pageCount: data.total_pages, onPageChange: onPage }}
          />
        )}
      </AsyncContent>
      <CampaignChart campaign={campaign} chart={chart} period={view.period} title={chartTitle} />
    </div>
  );
}
