import {
  type AdFilters,
  FILTER_CONFLICT_MESSAGE,
  FREE_FILTER_LOCKED_MESSAGE,
  type Platform,
  filterRuleBreach,
} from '@adlens/shared-contracts';
import { ApiFailure } from '../../http/api-failure';
import type { UserRow } from '../../http/session';
import { type FilterScope, filterSet } from './filter-definitions';

/** A user without a plan is on the free version (spec section 6). */
export function isFreePlan(user: Pick<UserRow, 'plan_is_free'>): boolean {
  return user.plan_is_free !== false;
}

/**
 * Refuses filters the user's filter set forbids: the same set (locked flags, conflict pairs) that
 * `GET /v1/filters/{platform}/{scope}` hands the filter bar, checked by the contract's rule, so
 * the bar and the search cannot disagree. 403 for a locked filter, 422 for a conflicting pair,
 * each with the spec's message and the filter's key in `field`.
 */
export function assertFiltersAllowed(
  filters: AdFilters,
  input: { platform: Platform; user: Pick<UserRow, 'plan_is_free'>; scope: FilterScope },
): void {
  const breach = filterRuleBreach(
    filters,
    filterSet(input.platform, isFreePlan(input.user), input.scope),
  );
  if (!breach) return;
  if (breach.kind === 'locked') {
    throw new ApiFailure(403, {
      message: FREE_FILTER_LOCKED_MESSAGE,
      action: 'SNACKBAR',
      type: 'warning',
      code: 403,
      field: breach.key,
    });
  }
  throw new ApiFailure(422, {
    message: FILTER_CONFLICT_MESSAGE,
    action: 'SNACKBAR',
    type: 'warning',
    code: 422,
    field: breach.keys[1],
  });
}
