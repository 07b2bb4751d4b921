import {
  CAMPAIGN_COUNTRY_SORTS,
  CAMPAIGN_PUBLISHER_SORTS,
  campaignAdsEndpoint,
  campaignCountriesEndpoint,
  campaignCountryChartEndpoint,
  campaignEndpoint,
  campaignPublisherChartEndpoint,
  campaignPublishersEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import type { CampaignRef } from '../state/campaign-ref';
import type { CampaignPeriod, CampaignView } from '../state/campaign-view';
import { insightsKeys } from '../../../lib/query-keys';

export const CAMPAIGN_ADS_PER_PAGE = 12;
export const CAMPAIGN_ROWS_PER_PAGE = 20;

export function campaignQuery(api: ApiClient, { platform, id }: CampaignRef) {
  return queryOptions({
    queryKey: insightsKeys.campaign({ platform, id }),
    queryFn: ({ signal }) => api.call(campaignEndpoint, { params: { platform, id } }, { signal }),
  });
}

export function campaignAdsQuery(
  api: ApiClient,
  ref: CampaignRef,
  period: CampaignPeriod,
  page: number,
) {
  const query = { period, page, per_page: CAMPAIGN_ADS_PER_PAGE };
  return queryOptions({
    queryKey: insightsKeys.campaignTab(ref, 'ads', query),
    queryFn: ({ signal }) => api.call(campaignAdsEndpoint, { params: ref, query }, { signal }),
  });
}

type TableView = Pick<CampaignView, 'period' | 'page' | 'sort'>;

/**
 * A page of a campaign table; the server sorts the whole list (not only the page on screen) by a
 * column it knows.
 */
function tableQuery<Sort extends string>(
  { period, page, sort }: TableView,
  sorts: readonly Sort[],
) {
  const column = sorts.find((candidate) => candidate === sort?.column);
  const order = column && sort ? { sort: column, direction: sort.direction } : {};
  return { period, page, per_page: CAMPAIGN_ROWS_PER_PAGE, ...order };
}

export function campaignPublishersQuery(api: ApiClient, ref: CampaignRef, view: TableView) {
  const query = tableQuery(view, CAMPAIGN_PUBLISHER_SORTS);
  return queryOptions({
    queryKey: insightsKeys.campaignTab(ref, 'publishers', query),
    queryFn: ({ signal }) =>
      api.call(campaignPublishersEndpoint, { params: ref, query }, { signal }),
  });
}

export function campaignCountriesQuery(api: ApiClient, ref: CampaignRef, view: TableView) {
  const query = tableQuery(view, CAMPAIGN_COUNTRY_SORTS);
  return queryOptions({
    queryKey: insightsKeys.campaignTab(ref, 'countries', query),
    queryFn: ({ signal }) =>
      api.call(campaignCountriesEndpoint, { params: ref, query }, { signal }),
  });
}

const CHART_ENDPOINTS = {
  publisher: campaignPublisherChartEndpoint,
  country: campaignCountryChartEndpoint,
};

export function campaignChartQuery(
  api: ApiClient,
  ref: CampaignRef,
  chart: keyof typeof CHART_ENDPOINTS,
  period: CampaignPeriod,
) {
  return queryOptions({
    queryKey: insightsKeys.campaignChart(ref, chart, period),
    queryFn: ({ signal }) =>
      api.call(CHART_ENDPOINTS[chart], { params: ref, query: { period } }, { signal }),
  });
}
