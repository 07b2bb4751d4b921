import {
  payoutSchema,
  referralInitializeEndpoint,
  referralOverviewEndpoint,
  referralPayoutEndpoint,
  referralPerformanceEndpoint,
  referralTotalsSchema,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { isoSql } from '../../db/sql-format';
import type { AppContext } from '../../http/app-context';
import { appOrigin } from '../../http/app-origin';
import { fail } from '../../http/api-failure';
import { clientAddress } from '../../http/client-address';
import { publicRoute, userRoute } from '../../http/route';
import type { ThrottleRule } from '../../http/throttle-counts';
import { REFERRAL_TERMS, referralBalance, roundMoney } from './referral-program';
import { referralPerformance } from './referral-performance';

const TOTALS_SQL = `count(*) FILTER (WHERE kind = 'click')::int AS clicks,
  count(*) FILTER (WHERE kind = 'signup')::int AS signups,
  count(*) FILTER (WHERE kind = 'paid')::int AS paid_conversions,
  COALESCE(sum(amount) FILTER (WHERE kind = 'paid'), 0)::float8 AS earnings`;

/** A referral link's clicks count once per visitor's address and referrer a day. */
const CLICK_PER_VISITOR: ThrottleRule = { limit: 1, windowMs: 24 * 60 * 60 * 1000 };

export function registerReferralRoutes(router: Hono, app: AppContext): void {
  publicRoute(router, app, referralInitializeEndpoint, async ({ query, session, c }) => {
    if (!query.refId) return { recorded: false };
    const [referrer] = await app.db.query<{ id: number }>(
      'SELECT id FROM users WHERE referral_code = $1 AND id IS DISTINCT FROM $2',
      [query.refId, session?.user.id ?? null],
    );
    if (!referrer) return { recorded: false };
    // One click per visitor (address) and referrer a day: reloads and scripts count once.
    const visit = await app.throttles.take(
      `referral-click:${referrer.id}:${clientAddress(c, app.trustedProxies)}`,
      CLICK_PER_VISITOR,
    );
    if (!visit.admitted) return { recorded: false };
    await app.db.query(
      "INSERT INTO referral_events (referrer_id, kind, created_at) VALUES ($1, 'click', $2)",
      [referrer.id, app.now().toISOString()],
    );
    return { recorded: true };
  });

  userRoute(router, app, referralOverviewEndpoint, async ({ session, c }) => {
    const userId = session.user.id;
    const [totals] = await app.db.query(
      `SELECT ${TOTALS_SQL} FROM referral_events WHERE referrer_id = $1`,
      [userId],
    );
    const payouts = await app.db.query(
      `SELECT id, amount::float8 AS amount, method, status, ${isoSql('created_at')} AS created_at
       FROM payouts WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    const parsedPayouts = payouts.map((row) => payoutSchema.parse(row));
    const code = session.user.referral_code;
    return {
      code,
      link: `${appOrigin(c)}/authentication/signup?refId=${encodeURIComponent(code)}`,
      commission_percent: REFERRAL_TERMS.commissionPercent,
      discount_percent: REFERRAL_TERMS.discountPercent,
      currency: REFERRAL_TERMS.currency,
      balance: await referralBalance(app.db, userId, app.now()),
      min_payout: REFERRAL_TERMS.minPayout,
      totals: referralTotalsSchema.parse(totals),
      total_paid_out: roundMoney(
        parsedPayouts
          .filter((payout) => payout.status === 'paid')
          .reduce((sum, payout) => sum + payout.amount, 0),
      ),
      payouts: parsedPayouts,
    };
  });

  userRoute(router, app, referralPerformanceEndpoint, ({ query, session }) =>
    referralPerformance(app.db, session.user.id, query, app.now()),
  );

  userRoute(router, app, referralPayoutEndpoint, async ({ body, session }) =>
    app.db.transaction(async (tx) => {
      // Serialises payout requests of one user so two cannot spend the same balance.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [session.user.id]);
      const balance = await referralBalance(tx, session.user.id, app.now());
      const amount = roundMoney(body.amount ?? balance);
      const minimum = `${REFERRAL_TERMS.minPayout} ${REFERRAL_TERMS.currency}`;
      if (amount < REFERRAL_TERMS.minPayout)
        throw fail.inline('amount', `The minimum payout is ${minimum}.`);
      if (amount > balance)
        throw fail.inline('amount', `You can request at most your balance (${balance} EUR).`);
      const [row] = await tx.query(
        `INSERT INTO payouts (user_id, amount, method, status, created_at)
         VALUES ($1, $2, $3, 'requested', $4)
         RETURNING id, amount::float8 AS amount, method, status, ${isoSql('created_at')} AS created_at`,
        [session.user.id, amount, body.method, app.now().toISOString()],
      );
      return { payout: payoutSchema.parse(row), balance: roundMoney(balance - amount) };
    }),
  );
}
