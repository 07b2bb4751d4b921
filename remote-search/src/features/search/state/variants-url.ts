import { VARIANTS_PARAM } from '@adlens/shared-contracts';

/*
 * Whether the search groups near-identical creatives (decision 0033): grouped by default, and
 * `?variants=all` shows every ad on its own card. Kept apart from the filters, so that saved
 * filters and exports never carry it. The reading is the contract's (the host starts the first
 * result page from it, decision 0044).
 */
export { VARIANTS_PARAM, groupsVariants } from '@adlens/shared-contracts';

/** The same query with the grouping set (the default, grouped, stays out of the URL). */
export function withVariantsView(params: URLSearchParams, grouped: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (grouped) next.delete(VARIANTS_PARAM);
  else next.set(VARIANTS_PARAM, 'all');
  return next;
}
