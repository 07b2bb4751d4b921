import {
  AD_CATEGORIES,
  ANALYTICS_PERIODS,
  COUNTRY_CODES,
  COUNTRY_GROUPS,
} from '@adlens/shared-contracts';

export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The view of an analytics page that lives in the URL: `?period=7&country=US&category=Travel`. */
export interface AnalyticsFilter {
  period: AnalyticsPeriod;
  country?: string;
  category?: string;
}

export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30';

const COUNTRIES: readonly string[] = [...Object.keys(COUNTRY_GROUPS), ...COUNTRY_CODES];
const CATEGORIES: readonly string[] = AD_CATEGORIES;

function isPeriod(value: string | null): value is AnalyticsPeriod {
  return ANALYTICS_PERIODS.some((period) => period === value);
}

function oneOf(list: readonly string[], value: string | null): string | undefined {
  return value !== null && list.includes(value) ? value : undefined;
}

/**
 * Reads the filter from a query string. Unknown values are dropped one by one, so that a stale or
 * edited link still opens a sane view instead of an error.
 */
export function readAnalyticsFilter(params: URLSearchParams): AnalyticsFilter {
  const period = params.get('period');
  const country = oneOf(COUNTRIES, params.get('country'));
  const category = oneOf(CATEGORIES, params.get('category'));
  return {
    period: isPeriod(period) ? period : DEFAULT_ANALYTICS_PERIOD,
    ...(country ? { country } : {}),
    ...(category ? { category } : {}),
  };
}

/** Writes the filter into `params` (other keys kept); defaults stay out of the URL. */
export function writeAnalyticsFilter(
  params: URLSearchParams,
  filter: AnalyticsFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | undefined][] = [
    ['period', filter.period === DEFAULT_ANALYTICS_PERIOD ? undefined : filter.period],
    ['country', filter.country],
    ['category', filter.category],
  ];
  for (const [key, value] of entries) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filter as the API's query (`period` is always sent, so that cache keys are explicit). */
export function analyticsQuery(filter: AnalyticsFilter) {
  return {
    period: filter.period,
    ...(filter.country ? { country: filter.country } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
}
