import { type Plan, type PlanPeriod, planSchema } from '@adlens/shared-contracts';
import type { z } from 'zod';
import { omit as miniOmit } from 'zod/mini';
import type { Queryable } from '../../db/database';
import { fail } from '../../http/api-failure';

const PLAN_COLUMNS = `id, name, tier, interval, price::float8 AS price, currency, credits, team_limit,
  platforms, features, is_free, popular`;

// The contract's schemas are zod mini (no methods): classic `.omit` becomes the functional form,
// which clones the schema it is given, so the row schema stays a mini one.
const planRowSchema = miniOmit(planSchema, { current: true });
export type PlanRecord = z.infer<typeof planRowSchema>;

export async function listPlans(db: Queryable, currentPlanId: number | null): Promise<Plan[]> {
  const rows = await db.query(`SELECT ${PLAN_COLUMNS} FROM plans ORDER BY sort, id`);
  return rows.map((raw) => {
    const plan = planRowSchema.parse(raw);
    return { ...plan, current: plan.id === currentPlanId };
  });
}

/** The plan row of a paid tier and billing period. */
export async function findPlan(
  db: Queryable,
  tier: string,
  period: PlanPeriod,
): Promise<PlanRecord> {
  const [raw] = await db.query(
    `SELECT ${PLAN_COLUMNS} FROM plans WHERE tier = $1 AND interval = $2 AND NOT is_free`,
    [tier, period],
  );
  if (!raw) throw fail.inline('plan', 'This plan is not available');
  return planRowSchema.parse(raw);
}
