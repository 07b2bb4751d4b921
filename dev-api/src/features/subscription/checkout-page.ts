import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { parseInput } from '../../http/validate';
import { settlePayment } from './settle-payment';

const paymentParamsSchema = z.object({ payment: z.string().regex(/^pay_[A-Za-z0-9_-]{8,64}$/) });

const checkoutRowSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  plan_name: z.string(),
  interval: z.string(),
  email: z.string(),
});

export function checkoutUrl(paymentId: string): string {
  return `/api/v1/payment/checkout/${paymentId}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function resultPath(paymentId: string, status: string): string {
  return status === 'paid' ? `/payment-thank-you/${paymentId}` : `/payment-failed/${paymentId}`;
}

function page(row: z.infer<typeof checkoutRowSchema>): string {
  const action = escapeHtml(checkoutUrl(row.id));
  const amount = `${row.amount.toFixed(2)} ${escapeHtml(row.currency)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev checkout</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><main><h1>Dev checkout (${escapeHtml(row.gateway)})</h1>
<p>A stand-in for the payment gateway of the Adlens dev server. No money moves.</p>
<dl><dt>Account</dt><dd>${escapeHtml(row.email)}</dd>
<dt>Plan</dt><dd>${escapeHtml(row.plan_name)} (${row.interval === 'year' ? 'yearly' : 'monthly'})</dd>
<dt>Amount</dt><dd>${amount}</dd></dl>
<form method="post" action="${action}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${action}/fail"><button type="submit">Fail</button></form>
</main></body></html>`;
}

/**
 * The dev payment page the gateway call points at, with Pay and Fail buttons. Both end with a
 * redirect to the app's payment result page. The unguessable payment id is the only credential,
 * as with a real gateway's checkout session.
 */
export function registerCheckoutPage(router: Hono, app: AppContext): void {
  router.get('/v1/payment/checkout/:payment', async (c) => {
    const { payment } = parseInput(paymentParamsSchema, c.req.param(), 'params');
    const [raw] = await app.db.query(
      `SELECT p.id, p.gateway, p.amount::float8 AS amount, p.currency, p.status, pl.name AS plan_name,
         pl.interval, u.email
       FROM payments p JOIN plans pl ON pl.id = p.plan_id JOIN users u ON u.id = p.user_id
       WHERE p.id = $1`,
      [payment],
    );
    if (!raw) throw fail.notFound('Payment not found');
    const row = checkoutRowSchema.parse(raw);
    if (row.status !== 'pending') return c.redirect(resultPath(row.id, row.status), 303);
    return c.html(page(row));
  });

  router.post('/v1/payment/checkout/:payment/:outcome{pay|fail}', async (c) => {
    const { payment } = parseInput(paymentParamsSchema, c.req.param(), 'params');
    const status = await settlePayment(app, payment, c.req.param('outcome') === 'pay');
    return c.redirect(resultPath(payment, status), 303);
  });
}
