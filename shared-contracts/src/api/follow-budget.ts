import { z } from 'zod/mini';

/**
 * A follow's noise budget (issue 38, decision 0070): at most this many alerts (in-app
 * notification, email, webhook) a UTC day; the changes after that wait for the daily digest.
 */
export const DEFAULT_ALERT_BUDGET = 5;
export const MIN_ALERT_BUDGET = 1;
export const MAX_ALERT_BUDGET = 50;

export const alertBudgetSchema = z
  .number()
  .check(
    z.int('Alerts a day must be a whole number'),
    z.gte(MIN_ALERT_BUDGET, `Alerts a day must be at least ${MIN_ALERT_BUDGET}`),
    z.lte(MAX_ALERT_BUDGET, `Alerts a day must be at most ${MAX_ALERT_BUDGET}`),
  );

/** Where a follow's budget stands today (UTC). */
export const followBudgetTodaySchema = z.object({
  /** Alerts this follow may send a day. */
  limit: z.number().check(z.int(), z.gte(MIN_ALERT_BUDGET)),
  /** Alerts it sent today. */
  alerts: z.number().check(z.int(), z.gte(0)),
  /** Changes it held back today because the budget was spent: they go out in the daily digest. */
  held: z.number().check(z.int(), z.gte(0)),
});
export type FollowBudgetToday = z.infer<typeof followBudgetTodaySchema>;

/** The Following page's and the alert's words for a spent budget. */
export function budgetReachedLine(held: number): string {
  return `budget reached: ${held} more change${held === 1 ? '' : 's'} went to the daily digest`;
}
