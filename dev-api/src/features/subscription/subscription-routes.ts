import {
  couponCheckEndpoint,
  paymentGatewayEndpoint,
  planCalculatorEndpoint,
  subscriptionPlansEndpoint,
} from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { basePath } from 'hono/route';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../http/app-context';
import { userRoute } from '../../http/route';
import { newToken } from '../auth/tokens';
import { referralDiscountPercent } from '../referrals/referral-program';
import { findUsableCoupon } from './coupons';
import { appOrigin } from '../../http/app-origin';
import { fail } from '../../http/api-failure';
import { callbackPath, checkoutUrl } from './payment-gateway';
import { findPlan, listPlans } from './plans';
import { priceBreakdown } from './price-breakdown';

interface PlanChoice {
  plan: string;
  period: 'month' | 'year';
  coupon?: string | undefined;
}

async function quote(db: Queryable, choice: PlanChoice, userId: number, now: Date) {
  const plan = await findPlan(db, choice.plan, choice.period);
  const monthly = choice.period === 'year' ? await findPlan(db, choice.plan, 'month') : null;
  const coupon = choice.coupon
    ? await findUsableCoupon(db, { code: choice.coupon, now, field: 'coupon' })
    : null;
  return priceBreakdown(plan, coupon, monthly, await referralDiscountPercent(db, userId));
}

const mountPrefix = (base: string) => (base === '/' ? '' : base);

export function registerSubscriptionRoutes(router: Hono, app: AppContext): void {
  userRoute(router, app, subscriptionPlansEndpoint, async ({ session }) => {
    const plans = await listPlans(app.db, session.user.plan_id);
    return {
      monthly: plans.filter((plan) => plan.interval === 'month'),
      yearly: plans.filter((plan) => plan.interval === 'year'),
      current_plan_id: session.user.plan_id,
    };
  });

  userRoute(router, app, planCalculatorEndpoint, ({ body, session }) =>
    quote(app.db, body, session.user.id, app.now()),
  );

  userRoute(router, app, couponCheckEndpoint, ({ body }) =>
    findUsableCoupon(app.db, { code: body.code, now: app.now(), field: 'code' }),
  );

  userRoute(router, app, paymentGatewayEndpoint, async ({ params, body, session, c }) => {
    const gateway = app.paymentGateway;
    if (!gateway) throw fail.snackbar(503, 'Payments are not available on this server');
    const price = await quote(app.db, body, session.user.id, app.now());
    const id = `pay_${newToken().slice(0, 24)}`;
    await app.db.query(
      `INSERT INTO payments (id, user_id, plan_id, coupon_code, gateway, amount, currency, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
      [
        id,
        session.user.id,
        price.plan.id,
        price.coupon?.code ?? null,
        params.gateway,
        price.total,
        price.currency,
        app.now().toISOString(),
      ],
    );
    return {
      payment_id: id,
      url: checkoutUrl(gateway, {
        paymentId: id,
        gateway: params.gateway,
        amount: price.total,
        currency: price.currency,
        returnTo: appOrigin(c),
        // Where this API is reachable under its mount point: the gateway posts here, server to server.
        notify: `${new URL(c.req.url).origin}${mountPrefix(basePath(c))}${callbackPath(params.gateway)}`,
      }),
      amount: price.total,
      currency: price.currency,
    };
  });
}
