import type { RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import {
  referralOverviewQuery,
  referralPerformanceQuery,
} from '../features/referral/api/referral-api';
import { ReferralView } from '../features/referral/components/referral-view';
import { rangeFromSearch } from '../features/referral/state/performance-range';

/** The overview and the range's performance load together before the page shows. */
export async function loader({ request, api, queryClient }: RemotePageLoaderArgs) {
  const range = rangeFromSearch(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(referralOverviewQuery(api)),
    queryClient.ensureQueryData(referralPerformanceQuery(api, range)),
  ]);
  return null;
}

/** `/referral`. */
export function Component() {
  return <ReferralView />;
}
