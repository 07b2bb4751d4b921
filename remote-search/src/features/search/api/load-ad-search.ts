import type { AdFilters, FilterSet } from '@adlens/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';
import { enforceFilterRules } from '../state/filter-rules';
import type { filterSetQuery } from './filter-set-query';
import { unlessQueryRefused } from './query-refusal';

interface AdSearchLoad {
  definitions: ReturnType<typeof filterSetQuery>;
  /** Loads the first result page for the filters as they may be sent. */
  firstPage: (filters: AdFilters) => Promise<unknown>;
  /** The filters of the URL, before the definitions' rules. */
  filters: AdFilters;
  /** The URL holds filter values the page cannot read: no results until they are fixed. */
  needsFixing: boolean;
}

/** Only the keyword is free text that no definition narrows; any other filter may be refused. */
function refusable(filters: AdFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'keyword');
}

/**
 * The first data of an ad list: its filter definitions and the first page of results. Both start
 * together, unless the URL holds filters that the definitions may refuse (locked for the plan,
 * in conflict, unknown options): those wait for the definitions, so a refused filter is never
 * sent. A locked keyword (rare) is dropped by the page, which then asks for its own results. A URL
 * with values the page cannot read (issue 41) asks for no results at all. A keyword the server
 * refuses (an unknown tag) is no failure of the page: the page shows the server's message.
 */
export async function loadAdSearch(
  queryClient: QueryClient,
  { definitions, firstPage: loadFirstPage, filters, needsFixing }: AdSearchLoad,
): Promise<void> {
  const firstPage = (allowed: AdFilters) => unlessQueryRefused(loadFirstPage(allowed));
  const filterSet: Promise<FilterSet> = queryClient.ensureQueryData(definitions);
  if (needsFixing) {
    await filterSet;
    return;
  }
  if (!refusable(filters)) {
    await Promise.all([filterSet, firstPage(filters)]);
    return;
  }
  await firstPage(enforceFilterRules(filters, await filterSet));
}
