import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookEvent } from '@adlens/shared-contracts';

/** A new signing secret: 32 random bytes, prefixed so a leaked one is easy to recognise. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * `sha256=<hex>` of HMAC-SHA256, keyed with the secret's UTF-8 bytes, over
 * `<timestamp>.<raw body>`: the timestamp is signed too, so a captured request replayed later
 * fails the receiver's age check (decision 0031).
 */
export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8');
  return `sha256=${mac.digest('hex')}`;
}

/** The headers of one attempt, signed at the time it is sent. */
export function deliveryHeaders(input: {
  secret: string;
  body: string;
  deliveryId: number;
  event: WebhookEvent;
  sentAt: Date;
}): Record<string, string> {
  const timestamp = Math.floor(input.sentAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Adlens-Webhooks/1',
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: webhookSignature(input.secret, timestamp, input.body),
    [WEBHOOK_HEADERS.delivery]: String(input.deliveryId),
    [WEBHOOK_HEADERS.event]: input.event,
  };
}
