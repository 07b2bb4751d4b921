import type { FakeHandler } from '@adlens/shared-contracts/testing';
import {
  adCard,
  campaign,
  campaignChart,
  campaignCountries,
  campaignPublishers,
  domainAnalytics,
  followBacktest,
  paged,
  platformAnalytics,
  topAdvertisersPage,
} from './fixtures';

interface Input {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function period(input: Input): '7' | '30' | '90' {
  const value = field(input.query, 'period');
  return value === '7' || value === '90' ? value : '30';
}

/** Rows in the order the query's `sort` and `direction` ask for, as the server sorts them. */
function sorted<Row extends object>(rows: readonly Row[], input: Input): Row[] {
  const column = field(input.query, 'sort');
  if (typeof column !== 'string') return [...rows];
  const sign = field(input.query, 'direction') === 'asc' ? 1 : -1;
  const valueOf = (row: Row) => String(field(row, column) ?? '');
  return [...rows].sort(
    (a, b) => valueOf(a).localeCompare(valueOf(b), 'en', { numeric: true }) * sign,
  );
}

function page(input: Input): number {
  const value = Number(field(input.query, 'page') ?? 1);
  return Number.isInteger(value) && value > 0 ? value : 1;
}

/**
 * Answers every call of remote-insights with fixture data, by the contract's endpoint keys. The
 * Travel category is empty, to show the empty state.
 */
export function insightsHandlers(): Record<string, FakeHandler> {
  return {
    'GET /v1/{platform}/analytics': (input) =>
      platformAnalytics(
        field(input.params, 'platform') === 'tiktok' ? 'tiktok' : 'meta',
        period(input),
        field(input.query, 'category') === 'Travel',
      ),
    'GET /v1/{platform}/analytics/top-advertisers': (input) => topAdvertisersPage(page(input)),
    'GET /v1/{platform}/analytics/{id}': (input) =>
      domainAnalytics(String(field(input.params, 'id')), Number(period(input))),
    'POST /v1/{platform}/ads/search': () => paged([adCard(1), adCard(2), adCard(3)]),
    'GET /v1/{platform}/campaign/{id}': (input) => campaign(Number(field(input.params, 'id'))),
    'GET /v1/follows/target/{kind}/{platform}/{id}': () => ({ follow: null, followers: 4 }),
    'POST /v1/follows/backtest': () => followBacktest(),
    'GET /v1/{platform}/campaign/{id}/data/ads': (input) =>
      paged([adCard(31), adCard(32)], page(input), 2),
    'GET /v1/{platform}/campaign/{id}/data/publishers': (input) =>
      paged(sorted(campaignPublishers, input), page(input), 2),
    'GET /v1/{platform}/campaign/{id}/data/countries': (input) =>
      paged(sorted(campaignCountries, input), page(input)),
    'GET /v1/{platform}/campaign/{id}/chart/publisher': () =>
      campaignChart(campaignPublishers.map((row) => row.site)),
    'GET /v1/{platform}/campaign/{id}/chart/country': () => campaignChart(['US', 'GB']),
  };
}
