import { PLAN_FEATURES, type PlanFeature } from '@adlens/shared-contracts';

/**
 * What a user's plan includes: the one answer both the route layer's plan rule and the user object
 * (`plan_features`) give, so that the UI cannot offer what the API refuses. A free plan, or no plan
 * at all, includes none of them: they are paid for.
 */
export function planFeatures(user: { plan_is_free: boolean | null }): PlanFeature[] {
  return user.plan_is_free === false ? [...PLAN_FEATURES] : [];
}
