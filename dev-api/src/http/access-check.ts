import type { PlanFeature, SignedInAccess } from '@adlens/shared-contracts';
import { fail } from './api-failure';
import { planFeatures } from './plan-features';
import { type UserRow, routeAllowed } from './session';

/** How a refusal names the feature (exhaustive over the contract's list). */
const FEATURE_NAMES: Record<PlanFeature, string> = {
  saved_filters: 'saved filters',
  downloads: 'downloads',
};

/** The declared route group and plan feature of a signed-in endpoint, for this user. */
export function checkAccess(rules: SignedInAccess, user: UserRow): void {
  if (rules.area && !routeAllowed(user, rules.area)) throw fail.blocked();
  if (rules.feature && !planFeatures(user).includes(rules.feature))
    throw fail.planFeature(FEATURE_NAMES[rules.feature]);
}
