import { z } from 'zod/mini';
import { platformSchema } from '../platforms';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import { alertBudgetSchema } from './follow-budget';
import { changeCountsSchema, followDeliverySchema, followKindSchema } from './follows';
import { idSchema, isoDateSchema } from './pagination';

/** The range a backtest looks back over, in days (the alert rule's preview). */
export const BACKTEST_DAYS = 30;

/**
 * An alert rule as it would be saved (issue 38, decision 0070): what to follow, how it is
 * delivered and its daily alert budget. The backtest replays the stored changes through it.
 */
export const followBacktestBodySchema = z.object({
  kind: followKindSchema,
  platform: platformSchema,
  target_id: idSchema,
  delivery: z._default(followDeliverySchema, 'instant'),
  alert_budget: z.optional(alertBudgetSchema),
});
export type FollowBacktestBody = z.input<typeof followBacktestBodySchema>;

export const followBacktestSchema = z.object({
  /** The days asked for, ending today: `from` to `to` inclusive. */
  days: z.number().check(z.int(), z.gte(1)),
  from: isoDateSchema,
  to: isoDateSchema,
  /** The first day in range with recorded changes to replay (null: none at all). */
  covered_from: z.nullable(isoDateSchema),
  /** Days in range the stored changes cover; fewer than `days` means the count is a lower bound. */
  covered_days: z.number().check(z.int(), z.gte(0)),
  /** Changes the rule would have announced, by kind. */
  changes: changeCountsSchema,
  /** All of them: the "would have sent 14". */
  total: z.number().check(z.int(), z.gte(0)),
  /** Alerts (or digests) those changes would have made under the rule's delivery and budget. */
  alerts: z.number().check(z.int(), z.gte(0)),
  /** Changes the budget would have moved to the daily digest. */
  held: z.number().check(z.int(), z.gte(0)),
});
export type FollowBacktest = z.infer<typeof followBacktestSchema>;

/**
 * What a rule would have sent over the last BACKTEST_DAYS days, from stored change events: read
 * only, no credits. Following what does not exist is a 404, a malformed rule a 422 naming the field.
 */
export const followBacktestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/follows/backtest',
  access: access.signedIn(),
  body: followBacktestBodySchema,
  data: followBacktestSchema,
});
