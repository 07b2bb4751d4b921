import {
  CAMPAIGN_COUNTRY_SORTS,
  CAMPAIGN_PERIODS,
  CAMPAIGN_PUBLISHER_SORTS,
} from '@adlens/shared-contracts';
import { readPage } from '../../../lib/page-param';
import type { DataSort } from '@adlens/shared-ui';
import { readSort, writeSort } from '../../../lib/sort-param';

export const CAMPAIGN_TABS = ['ads', 'publishers', 'countries'] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];
export type CampaignPeriod = (typeof CAMPAIGN_PERIODS)[number];

/** Columns a tab's table sorts by (the ads tab shows cards, not a table). */
export const SORT_KEYS: Record<CampaignTab, readonly string[]> = {
  ads: [],
  publishers: CAMPAIGN_PUBLISHER_SORTS,
  countries: CAMPAIGN_COUNTRY_SORTS,
};

/** The campaign page's view in the URL: `?tab=publishers&period=30&page=2&sort=site.asc`. */
export interface CampaignView {
  tab: CampaignTab;
  period: CampaignPeriod;
  page: number;
  sort: DataSort | null;
}

const DEFAULT_TAB: CampaignTab = 'ads';
const DEFAULT_PERIOD: CampaignPeriod = 'all';

function isTab(value: string | null): value is CampaignTab {
  return CAMPAIGN_TABS.some((tab) => tab === value);
}

function isPeriod(value: string | null): value is CampaignPeriod {
  return CAMPAIGN_PERIODS.some((period) => period === value);
}

export function readCampaignView(params: URLSearchParams): CampaignView {
  const tab = params.get('tab');
  const period = params.get('period');
  const view = {
    tab: isTab(tab) ? tab : DEFAULT_TAB,
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    page: readPage(params),
  };
  return { ...view, sort: readSort(params.get('sort'), SORT_KEYS[view.tab]) };
}

/** The URL of a view: defaults and the first page stay out of it. */
export function writeCampaignView(view: CampaignView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_TAB) params.set('tab', view.tab);
  if (view.period !== DEFAULT_PERIOD) params.set('period', view.period);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.sort) params.set('sort', writeSort(view.sort));
  return params;
}

/** Another tab starts at the first page in the server's order; another period or sort at the first page. */
export function changeView(view: CampaignView, change: Partial<CampaignView>): CampaignView {
  const next = { ...view, ...change };
  if (change.tab !== undefined && change.tab !== view.tab) return { ...next, page: 1, sort: null };
  if (change.period !== undefined && change.period !== view.period) return { ...next, page: 1 };
  if (change.sort !== undefined && change.sort !== view.sort) return { ...next, page: 1 };
  return next;
}
