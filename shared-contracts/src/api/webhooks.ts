import { z } from 'zod/mini';
import { access } from './access';
import { defineEndpoint } from './endpoint';
import {
  isoDateTimeSchema,
  pageSchema,
  paginatedSchema,
  perPageSchema,
  textSchema,
} from './pagination';
import { webhookFormatSchema } from './webhook-format';

/**
 * A user's webhook (decision 0031): the server POSTs each new notification as JSON to one URL,
 * signed with a per-user secret. The secret is shown once, when it is made (create or rotate).
 */

/** Far longer than any real endpoint; a longer URL is a probe, not an address. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** Headers of every delivery (decision 0031 describes how a receiver checks them). */
export const WEBHOOK_HEADERS = {
  /** `sha256=<hex>`: HMAC-SHA256 with the secret of `<timestamp>.<raw body>`. */
  signature: 'X-Adlens-Signature',
  /** Unix seconds when this attempt was signed; receivers refuse old ones (replays). */
  timestamp: 'X-Adlens-Timestamp',
  /** The delivery's id: the same on every retry, so a receiver can drop duplicates. */
  delivery: 'X-Adlens-Delivery',
  event: 'X-Adlens-Event',
} as const;

export const WEBHOOK_EVENTS = ['notification.created', 'webhook.test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const webhookUrlSchema = textSchema().check(
  z.trim(),
  z.minLength(1, 'Enter the URL of your webhook'),
  z.maxLength(WEBHOOK_URL_MAX_LENGTH, 'The URL is too long'),
);

export const webhookSchema = z.object({
  url: z.string(),
  created_at: isoDateTimeSchema,
  /** When the current secret was made (create or the last rotation). */
  secret_created_at: isoDateTimeSchema,
  /** The body its deliveries carry (decision 0071); absent from servers before 1.9.0: `signed`. */
  format: z.optional(webhookFormatSchema),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookStateSchema = z.object({ webhook: z.nullable(webhookSchema) });
export type WebhookState = z.infer<typeof webhookStateSchema>;

export const webhookEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/webhook',
  access: access.signedIn(),
  data: webhookStateSchema,
});

/** Without `format`, a new webhook is `signed` and a saved one keeps its format. */
export const setWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  format: z.optional(webhookFormatSchema),
});

export const setWebhookDataSchema = z.object({
  webhook: webhookSchema,
  /** The signing secret: only when this call made it (a first save); never sent again. */
  secret: z.nullable(z.string()),
});
export type SetWebhookData = z.infer<typeof setWebhookDataSchema>;

/** Sets or changes the URL; a refused URL answers 422 INLINE on `url` and changes nothing. */
export const setWebhookEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/v1/user/webhook',
  access: access.signedIn(),
  body: setWebhookBodySchema,
  data: setWebhookDataSchema,
});

/** Removes the webhook with its secret and delivery log; 409 when there is none. */
export const deleteWebhookEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/user/webhook',
  access: access.signedIn(),
  data: z.object({ deleted: z.literal(true) }),
});

export const webhookSecretSchema = z.object({
  webhook: webhookSchema,
  /** The new secret, shown this once; the old one stops signing at once. */
  secret: z.string(),
});

export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/user/webhook/secret',
  access: access.signedIn(),
  data: webhookSecretSchema,
});

/** Queues a `webhook.test` delivery, so a user can check their receiver; 409 without a webhook. */
export const testWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/user/webhook/test',
  access: access.signedIn(),
  data: z.object({ delivery_id: z.number().check(z.int()) }),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookAttemptSchema = z.object({
  number: z.number().check(z.int(), z.gte(1)),
  at: isoDateTimeSchema,
  /** The receiver's HTTP status; null when no answer came (network error, timeout, refusal). */
  response_code: z.nullable(z.number().check(z.int())),
  /** Why the attempt failed, in words; null on success. */
  error: z.nullable(z.string()),
  duration_ms: z.number().check(z.int(), z.gte(0)),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().check(z.int()),
  event: z.enum(WEBHOOK_EVENTS),
  notification_id: z.nullable(z.number().check(z.int())),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  created_at: isoDateTimeSchema,
  /** When the next attempt is due; null once delivered or failed. */
  next_attempt_at: z.nullable(isoDateTimeSchema),
  /** Oldest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z._default(
  z.object({ page: pageSchema, per_page: perPageSchema }),
  { page: 1, per_page: 20 },
);

export const webhookDeliveriesDataSchema = paginatedSchema(webhookDeliverySchema);
export type WebhookDeliveriesData = z.infer<typeof webhookDeliveriesDataSchema>;

/** The delivery log, newest first. */
export const webhookDeliveriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/webhook/deliveries',
  access: access.signedIn(),
  query: webhookDeliveriesQuerySchema,
  data: webhookDeliveriesDataSchema,
});

/** The JSON body of a delivery (its raw bytes are what the signature covers). */
export const webhookPayloadSchema = z.object({
  delivery_id: z.number().check(z.int()),
  event: z.enum(WEBHOOK_EVENTS),
  created_at: isoDateTimeSchema,
  data: z.object({
    notification: z.nullable(
      z.object({
        id: z.number().check(z.int()),
        title: z.string(),
        message: z.string(),
        type: z.string(),
        link: z.nullable(z.string()),
        created_at: isoDateTimeSchema,
      }),
    ),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
