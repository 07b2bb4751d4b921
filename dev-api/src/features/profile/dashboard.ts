import { type UserDashboard, userDashboardDataSchema } from '@adlens/shared-contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { type UserRow, toUser } from '../../http/session';
import { addDays, isoDay } from '../../seed/reference-date';

const USAGE_DAYS = 14;

const planRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  price: z.number(),
  currency: z.string(),
  is_free: z.boolean(),
});

/** The account overview of `/dashboard/subscription`. */
export async function loadDashboard(
  db: Queryable,
  user: UserRow,
  now: Date,
): Promise<UserDashboard> {
  const [rawPlan] = await db.query(
    'SELECT id, name, interval, price::float8 AS price, currency, is_free FROM plans WHERE id = $1',
    [user.plan_id],
  );
  const plan = rawPlan ? planRowSchema.parse(rawPlan) : null;
  const [team] = await db.query<{ members: number }>(
    'SELECT count(*)::int AS members FROM team_members WHERE owner_id = $1',
    [user.id],
  );
  const lastDay = isoDay(now);
  const firstDay = addDays(lastDay, -(USAGE_DAYS - 1));
  const usageRows = await db.query<{ date: string; credits: number }>(
    `SELECT (viewed_at AT TIME ZONE 'UTC')::date::text AS date, sum(credits)::int AS credits
     FROM ad_views WHERE user_id = $1 AND viewed_at >= $2::date GROUP BY 1`,
    [user.id, firstDay],
  );
  const usage = new Map(usageRows.map((row) => [row.date, row.credits]));
  return userDashboardDataSchema.parse({
    user: toUser(user),
    plan: plan ? { ...plan, is_free: undefined } : null,
    credits: {
      total: user.credits,
      used: user.used_credits,
      remaining: Math.max(0, user.credits - user.used_credits),
    },
    renews_at: user.renews_at ? user.renews_at.toISOString() : null,
    status: !plan ? 'none' : plan.is_free || user.renews_at ? 'active' : 'canceled',
    team: { members: (team?.members ?? 0) + 1, limit: user.team_limit ?? 1 },
    usage: Array.from({ length: USAGE_DAYS }, (_unused, index) => {
      const date = addDays(firstDay, index);
      return { date, credits: usage.get(date) ?? 0 };
    }),
  });
}
