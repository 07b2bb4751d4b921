import {
  type AdFilters,
  type Platform,
  createSavedFilterEndpoint,
  deleteSavedFilterEndpoint,
  deleteSavedFiltersEndpoint,
  savedFiltersRequest,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import { searchKeys } from '../../../lib/query-keys';

/** Saved filters of a platform (`GET /v1/filters/{platform}/saved`), newest first. */
export function savedFiltersQuery(api: ApiClient, platform: Platform) {
  return queryOptions({
    queryKey: searchKeys.savedFilters(platform),
    queryFn: async ({ signal }) => {
      // The contract's request: the host may have started it already (decision 0044).
      const { endpoint, input } = savedFiltersRequest(platform);
      return (await api.call(endpoint, input, { signal })).items;
    },
  });
}

export function saveFilter(api: ApiClient, platform: Platform, name: string, filters: AdFilters) {
  return api.call(createSavedFilterEndpoint, { params: { platform }, body: { name, filters } });
}

export function deleteSavedFilter(api: ApiClient, platform: Platform, id: number) {
  return api.call(deleteSavedFilterEndpoint, { params: { platform, id } });
}

export function deleteSavedFilters(api: ApiClient, platform: Platform) {
  return api.call(deleteSavedFiltersEndpoint, { params: { platform } });
}
