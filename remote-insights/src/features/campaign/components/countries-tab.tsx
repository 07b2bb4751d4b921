import { useApi } from '@adlens/shared-contracts';
import { AsyncContent, type DataColumn, type DataSort, DataTable } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { countryName } from '../../../lib/country-name';
import { sortRows } from '../../../lib/sort-rows';
import { campaignCountriesQuery } from '../api/campaign-queries';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignView } from '../state/campaign-view';
import { CampaignChart } from './campaign-chart';

interface CountryRow {
  country: string;
  ads: number;
  share: number;
}

const SORT_VALUES: Record<string, (row: CountryRow) => string | number> = {
  country: (row) => countryName(row.country),
  ads: (row) => row.ads,
  share: (row) => row.share,
};

const COLUMNS: DataColumn<CountryRow>[] = [
  {
    id: 'country',
    header: 'Country',
    cell: (row) => countryName(row.country),
    sortable: true,
    rowHeader: true,
  },
  {
    id: 'ads',
    header: 'Ads',
    cell: (row) => row.ads,
    sortable: true,
    align: 'end',
    firstSortDirection: 'desc',
  },
  {
    id: 'share',
    header: 'Share of ads',
    cell: (row) => `${row.share} %`,
    sortable: true,
    align: 'end',
    firstSortDirection: 'desc',
  },
];

const valueOf = (row: CountryRow, column: string) => SORT_VALUES[column]?.(row);

interface TabProps {
  campaign: CampaignRef;
  view: CampaignView;
  onPage: (page: number) => void;
  onSort: (sort: DataSort) => void;
}

/** Countries the campaign's ads target; the server orders them by ads. */
export function CountriesTab({ campaign, view, onPage, onSort }: TabProps) {
  const api = useApi();
  const countries = useQuery(campaignCountriesQuery(api, campaign, view.period, view.page));
  return (
    <div className="insights-stack">
      <AsyncContent
        query={countries}
        loadingLabel="Loading countries"
        skeleton={
          <DataTable
            caption="Countries"
            columns={COLUMNS}
            rows={[]}
            rowKey={(row) => row.country}
            loading
          />
        }
      >
        {(data) => (
          <DataTable
            caption={`Countries, page ${data.page} of ${Math.max(data.total_pages, 1)} (${data.total} in all)`}
            columns={COLUMNS}
            rows={sortRows(data.items, view.sort, valueOf)}
            rowKey={(row) => row.country}
            sort={view.sort ?? undefined}
            onSortChange={onSort}
            empty="No country in this period."
            pagination={{ page: data.page, pageCount: data.total_pages, onPageChange: onPage }}
          />
        )}
      </AsyncContent>
      <CampaignChart
        campaign={campaign}
        chart="country"
        period={view.period}
        title="Top countries over time"
      />
    </div>
  );
}
