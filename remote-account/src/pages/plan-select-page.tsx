import type { RemotePageLoaderArgs } from '@adlens/shared-contracts/react';
import { plansQuery } from '../features/plans/api/plans-api';
import { PlanSelectView } from '../features/plans/components/plan-select-view';

/** The plans arrive before the page shows; a failure with a status goes to `/{status}`. */
export async function loader({ api, queryClient }: RemotePageLoaderArgs) {
  await queryClient.ensureQueryData(plansQuery(api));
  return null;
}

/** `/plans/select` (the host keeps payment-blocked users out, spec section 5). */
export function Component() {
  return <PlanSelectView />;
}
