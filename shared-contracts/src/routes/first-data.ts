import { AD_SORTS } from '../api/ad-vocabulary';
import { type AdFilters, adPreviewEndpoint, adSearchEndpoint } from '../api/ads';
import type { Endpoint } from '../api/endpoint';
import { savedFiltersEndpoint, searchFiltersEndpoint } from '../api/filters';
import { type Platform, isPlatform } from '../platforms';
import type { CallInput } from '../services/api-client';
import { parseId } from './parse-id';
import type { RouteId } from './manifest';

/*
 * The page's first data as a route fact (decision 0044): the requests a page's loader makes first,
 * computed from the route's params and query string alone. The host starts them as soon as the
 * route has matched and its guards have passed, in parallel with the page's module; the page's
 * own queries build their requests with the same functions, so the two cannot drift: a request
 * the host started is taken by the API client only when the page asks for the identical one.
 */

/** One API call as the API client makes it: the endpoint and its input. */
export interface ApiRequest<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  readonly input: CallInput<E>;
}

export function apiRequest<E extends Endpoint>(endpoint: E, input: CallInput<E>): ApiRequest<E> {
  return { endpoint, input };
}

export type AdSort = (typeof AD_SORTS)[number];

/** The search's order when the URL names none (or one it does not know). */
export const DEFAULT_AD_SORT: AdSort = 'newest';

/** Result cards per page of an ad list: a few screens of the grid, a quick first answer. */
export const ADS_PER_PAGE = 40;

/** The query-string key of the variants view (decision 0033); `all` shows every ad alone. */
export const VARIANTS_PARAM = 'variants';

export function isAdSort(value: unknown): value is AdSort {
  return typeof value === 'string' && (AD_SORTS as readonly string[]).includes(value);
}

/** The search's order from its query string. */
export function adSortOf(search: URLSearchParams): AdSort {
  const sort = search.get('sort');
  return isAdSort(sort) ? sort : DEFAULT_AD_SORT;
}

/** Whether the search groups near-identical creatives: grouped unless `?variants=all`. */
export function groupsVariants(search: URLSearchParams): boolean {
  return search.get(VARIANTS_PARAM) !== 'all';
}

export interface AdSearchPage {
  platform: Platform;
  filters: AdFilters;
  sort: AdSort;
  page: number;
  groupVariants: boolean;
}

/** One result page of the platform search (`POST /v1/{platform}/ads/search`). */
export function adSearchRequest({ platform, filters, sort, page, groupVariants }: AdSearchPage) {
  return apiRequest(adSearchEndpoint, {
    params: { platform },
    body: {
      ...filters,
      sort,
      page,
      per_page: ADS_PER_PAGE,
      ...(groupVariants ? { group_variants: true } : {}),
    },
  });
}

/** The filters the search offers on a platform (`GET /v1/filters/{platform}/search`). */
export function searchFiltersRequest(platform: Platform) {
  return apiRequest(searchFiltersEndpoint, { params: { platform } });
}

/** A platform's saved filters (`GET /v1/filters/{platform}/saved`). */
export function savedFiltersRequest(platform: Platform) {
  return apiRequest(savedFiltersEndpoint, { params: { platform } });
}

/** What the ad detail shows before spending (`GET /v1/{platform}/ads/{id}/preview`). Free. */
export function adPreviewRequest(platform: Platform, id: number) {
  return apiRequest(adPreviewEndpoint, { params: { platform, id } });
}

type RouteParams = Readonly<Record<string, string | undefined>>;
type FirstData = (params: RouteParams, search: URLSearchParams) => readonly ApiRequest[];

/** The query-string keys of the search that are not filters. */
const SEARCH_VIEW_KEYS: readonly string[] = ['sort', VARIANTS_PARAM];

/**
 * `/{platform}/search`: the filter definitions and the saved filters always; the first result page
 * only for a query string without filters. A filter in the URL may be refused by the definitions
 * (locked for the plan, in conflict, an unknown option): the page then sends its results only after
 * the definitions, with the filters they allow, which the page alone reads.
 */
function searchFirstData(params: RouteParams, search: URLSearchParams): readonly ApiRequest[] {
  const { platform } = params;
  if (!isPlatform(platform)) return [];
  const definitions = [searchFiltersRequest(platform), savedFiltersRequest(platform)];
  if ([...search.keys()].some((key) => !SEARCH_VIEW_KEYS.includes(key))) return definitions;
  const firstPage = adSearchRequest({
    platform,
    filters: {},
    sort: adSortOf(search),
    page: 1,
    groupVariants: groupsVariants(search),
  });
  return [firstPage, ...definitions];
}

/** `/{platform}/ads/{id}`: the free preview, never the detail (it costs credits). */
function adDetailFirstData(params: RouteParams): readonly ApiRequest[] {
  const { platform } = params;
  const id = parseId(params.id);
  if (!isPlatform(platform) || id === null) return [];
  return [adPreviewRequest(platform, id)];
}

/** The routes whose first data is a route fact; any other page loads its data itself. */
const FIRST_DATA: Partial<Record<RouteId, FirstData>> = {
  platformSearch: searchFirstData,
  adDetail: adDetailFirstData,
};

/**
 * The requests the page of route `id` makes first for these params and this query string, none for
 * invalid params (the page shows its own "not valid" state and asks nothing).
 */
export function pageFirstData(
  id: RouteId,
  params: RouteParams,
  search: URLSearchParams,
): readonly ApiRequest[] {
  return FIRST_DATA[id]?.(params, search) ?? [];
}
