import type { PlanFeature, SignedInAccess } from '@adlens/shared-contracts';
import { fail } from './api-failure';
import { type UserRow, routeAllowed } from './session';

/** How a refusal names the feature (exhaustive over the contract's list). */
const FEATURE_NAMES: Record<PlanFeature, string> = {
  saved_filters: 'saved filters',
  downloads: 'downloads',
};

/** The plan answer: what the endpoint needs is not in the caller's plan (a free plan). */
export function planLacksFeature(user: Pick<UserRow, 'plan_is_free'>): boolean {
  // No plan at all counts as free: the feature is paid for.
  return user.plan_is_free !== false;
}

/** The declared route group and plan feature of a signed-in endpoint, for this user. */
export function checkAccess(rules: SignedInAccess, user: UserRow): void {
  if (rules.area && !routeAllowed(user, rules.area)) throw fail.blocked();
  if (rules.feature && planLacksFeature(user)) throw fail.planFeature(FEATURE_NAMES[rules.feature]);
}
