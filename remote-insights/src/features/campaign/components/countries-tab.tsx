import { useApi } from '@adlens/shared-contracts';
import { AsyncContent, type DataColumn, type DataSort, DataTable } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { countryName } from '../../../lib/country-name';
import { campaignCountriesQuery } from '../api/campaign-queries';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignView } from '../state/campaign-view';
import { CampaignChart } from './campaign-chart';

interface CountryRow {
  country: string;
  ads: number;
  share: number;
}

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

interface TabProps {
  campaign: CampaignRef;
  view: CampaignView;
  onPage: (page: number) => void;
  onSort: (sort: DataSort) => void;
}

/** Countries the campaign's ads target; the server sorts them (by ads unless the user picks a column). */
export function CountriesTab({ campaign, view, onPage, onSort }: TabProps) {
  const api = useApi();
  const countries = useQuery(campaignCountriesQuery(api, campaign, view));
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
            rows={data.items}
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
