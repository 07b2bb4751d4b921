import {
  ApiError,
  DEFAULT_WEBHOOK_FORMAT,
  type Webhook,
  type WebhookDelivery,
  type WebhookFormat,
  setWebhookBodySchema,
} from '@adlens/shared-contracts';
import type { FakeHandler } from '@adlens/shared-contracts/testing';

function conflict(): ApiError {
  const message = 'You have no webhook: save its URL first';
  return new ApiError({ message, action: 'SNACKBAR', type: 'error', code: 409 }, 409);
}

function urlOf(input: { body?: unknown }): string {
  const body: unknown = input.body;
  if (typeof body !== 'object' || body === null || !('url' in body)) return '';
  return String(Object.getOwnPropertyDescriptor(body, 'url')?.value);
}

function formatOf(input: { body?: unknown }): WebhookFormat | undefined {
  const parsed = setWebhookBodySchema.safeParse(input.body);
  return parsed.success ? parsed.data.format : undefined;
}

function fakeSecret(): string {
  return `whsec_harness${Math.random().toString(36).slice(2)}`;
}

/** The webhook calls for the standalone harness: https only, a test delivery is "delivered". */
export function webhookHandlers(): Record<string, FakeHandler> {
  let webhook: Webhook | null = null;
  let deliveries: WebhookDelivery[] = [];
  const need = (): Webhook => {
    if (!webhook) throw conflict();
    return webhook;
  };
  return {
    'GET /v1/user/webhook': () => ({ webhook }),
    'PUT /v1/user/webhook': (input) => {
      const url = urlOf(input);
      if (!url.startsWith('https://'))
        throw new ApiError(
          {
            message: 'The URL must start with https://',
            action: 'INLINE',
            field: 'url',
            type: 'error',
            code: 422,
          },
          422,
        );
      const now = new Date().toISOString();
      const created = webhook === null;
      webhook = {
        url,
        format: formatOf(input) ?? webhook?.format ?? DEFAULT_WEBHOOK_FORMAT,
        created_at: webhook?.created_at ?? now,
        secret_created_at: webhook?.secret_created_at ?? now,
      };
      return { webhook, secret: created ? fakeSecret() : null };
    },
    'DELETE /v1/user/webhook': () => {
      need();
      webhook = null;
      deliveries = [];
      return { deleted: true };
    },
    'POST /v1/user/webhook/secret': () => {
      webhook = { ...need(), secret_created_at: new Date().toISOString() };
      return { webhook, secret: fakeSecret() };
    },
    'POST /v1/user/webhook/test': () => {
      need();
      const at = new Date().toISOString();
      const id = deliveries.length + 1;
      deliveries = [
        {
          id,
          event: 'webhook.test',
          notification_id: null,
          status: 'delivered',
          created_at: at,
          next_attempt_at: null,
          attempts: [{ number: 1, at, response_code: 200, error: null, duration_ms: 120 }],
        },
        ...deliveries,
      ];
      return { delivery_id: id };
    },
    'GET /v1/user/webhook/deliveries': () => ({
      items: deliveries,
      total: deliveries.length,
      page: 1,
      per_page: 20,
      total_pages: deliveries.length > 0 ? 1 : 0,
    }),
  };
}
