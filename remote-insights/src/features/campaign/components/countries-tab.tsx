import { useApi } from '@adlens/shared-contracts';
import { Skeleton } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SortableTable, type TableColumn } from '../../../components/sortable-table';
import { countryName } from '../../../lib/country-name';
import { type SortState, sortRows } from '../../../lib/sort-rows';
import { campaignCountriesQuery } from '../api/campaign-queries';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignView } from '../state/campaign-view';
import { CampaignChart } from './campaign-chart';

interface CountryRow {
  country: string;
  ads: number;
  share: number;
}

const COLUMNS: TableColumn<CountryRow>[] = [
  {
    key: 'country',
    header: 'Country',
    cell: (row) => countryName(row.country),
    sortValue: (row) => countryName(row.country),
  },
  { key: 'ads', header: 'Ads', cell: (row) => row.ads, sortValue: (row) => row.ads, numeric: true },
  {
    key: 'share',
    header: 'Share of ads',
    cell: (row) => `${row.share} %`,
    sortValue: (row) => row.share,
    numeric: true,
  },
];

const valueOf = (row: CountryRow, key: string) =>
  COLUMNS.find((column) => column.key === key)?.sortValue?.(row);

interface TabProps {
  campaign: CampaignRef;
  view: CampaignView;
  onPage: (page: number) => void;
  onSort: (sort: SortState) => void;
}

/** Countries the campaign's ads target; the server orders them by ads. */
export function CountriesTab({ campaign, view, onPage, onSort }: TabProps) {
  const api = useApi();
  const countries = useQuery(campaignCountriesQuery(api, campaign, view.period, view.page));
  return (
    <div className="insights-stack">
      <QueryState
        query={countries}
        loadingLabel="Loading countries"
        skeleton={<Skeleton height={240} />}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="insights-muted">No country in this period.</p>
          ) : (
            <>
              <SortableTable
                caption={`Countries, page ${data.page} of ${data.total_pages} (${data.total} in all)`}
                columns={COLUMNS}
                rows={sortRows(data.items, view.sort, valueOf)}
                rowKey={(row) => row.country}
                sort={view.sort}
                onSortChange={onSort}
              />
              <Pager
                label="Countries pages"
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
        chart="country"
        period={view.period}
        title="Top countries over time"
      />
    </div>
  );
}
