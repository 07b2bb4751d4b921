import {
  type Platform,
  sharedAdEndpoint,
  sharedAdEngagementsEndpoint,
} from '@adlens/shared-contracts';
import { type ApiClient } from '@adlens/shared-contracts/react';
import { queryOptions } from '@tanstack/react-query';
import type { EngagementRange } from '../../../components/ad-detail-content/engagement-range';
import { searchKeys } from '../../../lib/query-keys';

/** The ad behind a public link (`GET /v1/{platform}/shared/ads/{token}`); needs no session. */
export function sharedAdQuery(api: ApiClient, platform: Platform, token: string) {
  return queryOptions({
    queryKey: searchKeys.sharedAd(platform, token),
    queryFn: ({ signal }) =>
      api.call(sharedAdEndpoint, { params: { platform, token } }, { signal }),
  });
}

/** The shared ad's engagement history in a range. */
export function sharedAdEngagementsQuery(
  api: ApiClient,
  platform: Platform,
  token: string,
  range: EngagementRange,
) {
  return queryOptions({
    queryKey: searchKeys.sharedAdEngagements(platform, token, range),
    queryFn: ({ signal }) =>
      api.call(
        sharedAdEngagementsEndpoint,
        { params: { platform, token }, query: range },
        { signal },
      ),
  });
}
