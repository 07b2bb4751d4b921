import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { signCallback } from '../features/subscription/gateway-signature';

export interface StandinGatewayOptions {
  /** The secret the API knows too (PAYMENT_GATEWAY_SECRET). */
  secret: string;
  /** The clock the signatures carry, injectable for tests. */
  now?: () => number;
  /** How the callback reaches the API; tests call the app in process. */
  fetch?: typeof fetch;
}

interface Checkout {
  payment: string;
  gateway: string;
  amount: string;
  currency: string;
  returnTo: string;
  notify: string;
}

const TEST_CARD = '4242 4242 4242 4242';

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function isLoopbackHttp(value: string): URL | null {
  try {
    const url = new URL(value);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return loopback && url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A checkout the stand-in accepts: the app and API it sends back to and notifies are on this
 * machine (a real gateway posts only to the endpoint registered for the shop), and the callback
 * address is an API payment callback.
 */
export function readCheckout(fields: Record<string, unknown>): Checkout | null {
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name].trim() : '');
  const checkout = {
    payment: text('payment'),
    gateway: text('gateway'),
    amount: text('amount'),
    currency: text('currency'),
    returnTo: text('return'),
    notify: text('notify'),
  };
  const notify = isLoopbackHttp(checkout.notify);
  const valid =
    /^pay_[A-Za-z0-9_-]{8,64}$/.test(checkout.payment) &&
    /^[a-z]{2,20}$/.test(checkout.gateway) &&
    /^\d{1,8}\.\d{2}$/.test(checkout.amount) &&
    /^[A-Z]{3}$/.test(checkout.currency) &&
    isLoopbackHttp(checkout.returnTo) !== null &&
    notify !== null &&
    notify.pathname.endsWith(`/v1/payment/callback/${checkout.gateway}`);
  return valid ? checkout : null;
}

/** What a gateway reports instead of card numbers: a stable fingerprint of the card. */
export function cardFingerprint(card: string): string {
  return `pm_${createHash('sha256').update(card.replace(/\D/g, '')).digest('hex').slice(0, 24)}`;
}

function checkoutPage(checkout: Checkout): string {
  const hidden = Object.entries({
    payment: checkout.payment,
    gateway: checkout.gateway,
    amount: checkout.amount,
    currency: checkout.currency,
    return: checkout.returnTo,
    notify: checkout.notify,
  })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (${escapeHtml(checkout.gateway)} stand-in)</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<h1>Checkout (${escapeHtml(checkout.gateway)} stand-in)</h1>
<p>Local stand-in for the payment gateway. No money moves.</p>
<p>Amount: <strong>${escapeHtml(checkout.amount)} ${escapeHtml(checkout.currency)}</strong></p>
<form method="post" action="/checkout">
${hidden}
<label>Card <input name="card" value="${TEST_CARD}" required></label>
<p><button name="decision" value="pay" type="submit">Pay</button>
<button name="decision" value="cancel" type="submit">Cancel</button></p>
</form></body></html>`;
}

function resultUrl(checkout: Checkout, paid: boolean): string {
  const page = paid ? 'payment-thank-you' : 'payment-failed';
  return new URL(`/${page}/${checkout.payment}`, checkout.returnTo).toString();
}

/**
 * A local stand-in for a payment gateway, run as its own server (`pnpm --filter @adlens/dev-api
 * run payment-standin`), never inside the API. `GET /checkout` shows the amount with Pay and
 * Cancel; either posts a signed callback to the API, server to server, then sends the browser to
 * the app's result page. The API settles on the callback alone (decision 0047).
 */
export function createStandinGateway({
  secret,
  now = Date.now,
  fetch: send = fetch,
}: StandinGatewayOptions): Hono {
  const app = new Hono();

  app.get('/health', (c) => c.text('ok'));

  app.get('/checkout', (c) => {
    const checkout = readCheckout(c.req.query());
    if (!checkout) return c.html('<p>This checkout request is not valid.</p>', 400);
    return c.html(checkoutPage(checkout));
  });

  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody();
    const checkout = readCheckout(form);
    if (!checkout) return c.html('<p>This checkout request is not valid.</p>', 400);
    const paid = form.decision === 'pay';
    const card = typeof form.card === 'string' ? form.card : '';
    const body = JSON.stringify({
      event_id: `evt_${randomBytes(18).toString('base64url')}`,
      payment_id: checkout.payment,
      outcome: paid ? 'paid' : 'failed',
      amount: checkout.amount,
      currency: checkout.currency,
      payment_method: paid ? cardFingerprint(card || TEST_CARD) : null,
    });
    const answer = await send(checkout.notify, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Gateway-Signature': signCallback(secret, Math.floor(now() / 1000), body),
      },
      body,
    }).catch((error: unknown) => new Response(String(error), { status: 502 }));
    if (!answer.ok) {
      const detail = await answer.text();
      return c.html(
        `<h1>The shop refused the payment</h1><p>${escapeHtml(detail.slice(0, 500))}</p>`,
        502,
      );
    }
    return c.redirect(resultUrl(checkout, paid), 303);
  });

  return app;
}
