import { paymentGatewaySchema } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { fail } from '../../http/api-failure';
import { parseInput } from '../../http/validate';
import { SIGNATURE_HEADER, SIGNATURE_REFUSALS, verifyCallbackSignature } from './gateway-signature';
import { callbackPath } from './payment-gateway';
import { settleFromGatewayEvent } from './settle-payment';

/** A gateway event is a few hundred bytes. */
const MAX_CALLBACK_BYTES = 16 * 1024;

const callbackParamsSchema = z.object({ gateway: paymentGatewaySchema });

/** The callback body the gateway signs (decision 0047). */
export const gatewayEventSchema = z
  .object({
    event_id: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    payment_id: z.string().regex(/^pay_[A-Za-z0-9_-]{8,64}$/),
    outcome: z.enum(['paid', 'failed']),
    amount: z.string().regex(/^\d{1,8}\.\d{2}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    payment_method: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/)
      .nullable(),
  })
  .refine((event) => event.outcome !== 'paid' || event.payment_method !== null, {
    message: 'A paid event names its payment method',
    path: ['payment_method'],
  });
export type GatewayEventBody = z.infer<typeof gatewayEventSchema>;

function parseEvent(body: string): GatewayEventBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw fail.snackbar(400, 'The callback body is not JSON');
  }
  const parsed = gatewayEventSchema.safeParse(json);
  if (!parsed.success)
    throw fail.snackbar(400, `Invalid callback: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return parsed.data;
}

/**
 * The only door that settles a payment: the gateway's server-to-server callback. The raw body is
 * checked against the signature before anything is read from it; an unsigned, wrongly signed or
 * stale callback is answered 401 and changes nothing.
 */
export function registerPaymentCallbackRoutes(router: Hono, app: AppContext): void {
  router.post(
    callbackPath(':gateway'),
    bodyLimit({
      maxSize: MAX_CALLBACK_BYTES,
      onError: () => {
        throw fail.snackbar(413, 'The request body is too large');
      },
    }),
    async (c) => {
      const { gateway } = parseInput(callbackParamsSchema, c.req.param(), 'params');
      if (!app.paymentGateway) throw fail.snackbar(503, 'Payments are not configured here');
      const body = await c.req.text();
      const check = verifyCallbackSignature({
        header: c.req.header(SIGNATURE_HEADER),
        body,
        secret: app.paymentGateway.secret,
        nowMs: app.now().getTime(),
      });
      if (!check.ok) throw fail.snackbar(401, SIGNATURE_REFUSALS[check.reason]);
      const event = parseEvent(body);
      const settled = await settleFromGatewayEvent(app, {
        gateway,
        eventId: event.event_id,
        paymentId: event.payment_id,
        outcome: event.outcome,
        amount: event.amount,
        currency: event.currency,
        paymentMethod: event.payment_method,
      });
      return c.json({ status: 'ok', data: settled });
    },
  );
}
