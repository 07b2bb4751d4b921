import { randomBytes } from 'node:crypto';
import { signCallback } from '../features/subscription/gateway-signature';
import type { PaymentGatewayConfig } from '../features/subscription/payment-gateway';

/** The gateway every test server knows: not on this machine, with a test-only secret. */
export const TEST_PAYMENT_GATEWAY: PaymentGatewayConfig = {
  url: 'https://gateway.test',
  secret: 'test-gateway-secret-0123456789abcdef0123456789',
};

export interface CallbackEvent {
  payment_id: string;
  outcome: 'paid' | 'failed';
  amount: string;
  currency: string;
  event_id?: string;
  payment_method?: string | null;
}

/** A card fingerprint as the gateway reports it. */
export const TEST_CARD = 'pm_test_card_0001';

/** The body a gateway posts for `event`, with a fresh event id unless one is given. */
export function callbackBody(event: CallbackEvent): string {
  return JSON.stringify({
    event_id: event.event_id ?? `evt_${randomBytes(12).toString('base64url')}`,
    payment_id: event.payment_id,
    outcome: event.outcome,
    amount: event.amount,
    currency: event.currency,
    payment_method: event.payment_method === undefined ? TEST_CARD : event.payment_method,
  });
}

/** Request init for posting `body` as the gateway would, signed at `at` with `secret`. */
export function signedCallbackInit(
  body: string,
  at: Date,
  secret = TEST_PAYMENT_GATEWAY.secret,
): RequestInit {
  return {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Gateway-Signature': signCallback(secret, Math.floor(at.getTime() / 1000), body),
    },
    body,
  };
}

interface CallbackPoster {
  clock: { now: Date };
  raw(url: string, init: RequestInit): Promise<Response>;
}

/** Posts a signed callback for `event` at the server's clock and answers the response. */
export function postSignedCallback(
  server: CallbackPoster,
  gateway: string,
  event: CallbackEvent,
): Promise<Response> {
  return server.raw(
    `/v1/payment/callback/${gateway}`,
    signedCallbackInit(callbackBody(event), server.clock.now),
  );
}
