import { webcrypto } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@adlens/shared-contracts';
import { deliveryHeaders, newWebhookSecret, webhookSignature } from './signing';

/** A receiver's check written with WebCrypto, apart from the server's node:crypto HMAC. */
async function receiverSignature(secret: string, timestamp: string, body: string) {
  const encoder = new TextEncoder();
  const key = await webcrypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await webcrypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return `sha256=${Buffer.from(mac).toString('hex')}`;
}

describe('webhookSignature', () => {
  it('matches a vector computed outside the project (Python hmac, SHA-256)', () => {
    // python3 -c "import hmac,hashlib; print(hmac.new(b'whsec_test-secret',
    //   b'1764000000.{\"delivery_id\":7,\"event\":\"webhook.test\"}', hashlib.sha256).hexdigest())"
    expect(
      webhookSignature('whsec_test-secret', 1764000000, '{"delivery_id":7,"event":"webhook.test"}'),
    ).toBe('sha256=d2278080e5c7565092be613aac56cc1c737527c7abdca406ab8564772c55b86b');
  });

  it('signs the timestamp with the body: another timestamp gives another signature', () => {
    const body = '{"a":1}';
    expect(webhookSignature('s', 1, body)).not.toBe(webhookSignature('s', 2, body));
  });

  it('signs the raw bytes: non-ASCII text as UTF-8', async () => {
    const body = '{"title":"Café ✓ – 広告"}';
    expect(webhookSignature('whsec_x', 1700000000, body)).toBe(
      await receiverSignature('whsec_x', '1700000000', body),
    );
  });
});

describe('deliveryHeaders', () => {
  it('carries a timestamp in seconds and a signature a receiver can check with it', async () => {
    const secret = newWebhookSecret();
    const body = '{"delivery_id":3}';
    const headers = deliveryHeaders({
      secret,
      body,
      deliveryId: 3,
      event: 'notification.created',
      sentAt: new Date('2026-11-24T12:00:00.900Z'),
    });
    expect(headers[WEBHOOK_HEADERS.timestamp]).toBe('1795521600');
    expect(headers[WEBHOOK_HEADERS.delivery]).toBe('3');
    expect(headers[WEBHOOK_HEADERS.event]).toBe('notification.created');
    expect(headers[WEBHOOK_HEADERS.signature]).toBe(
      await receiverSignature(secret, '1795521600', body),
    );
  });
});

describe('newWebhookSecret', () => {
  it('is 32 random bytes, base64url, prefixed, and new each time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
