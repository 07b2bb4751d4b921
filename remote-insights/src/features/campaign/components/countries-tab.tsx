import { useApi } from '@adlens/shared-contracts/react';
import type { DataColumn } from '@adlens/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { countryName } from '../../../lib/country-name';
import { campaignCountriesQuery } from '../api/campaign-queries';
import { type CampaignTabProps, RankedTableTab } from './ranked-table-tab';

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

/** Countries the campaign's ads target; the server sorts them (by ads unless the user picks a column). */
export function CountriesTab(props: CampaignTabProps) {
  const api = useApi();
  const countries = useQuery(campaignCountriesQuery(api, props.campaign, props.view));
  return (
    <RankedTableTab
      {...props}
      query={countries}
      title="Countries"
      columns={COLUMNS}
      rowKey={(row) => row.country}
      empty="No country in this period."
      chart="country"
      chartTitle="Top countries over time"
    />
  );
}
