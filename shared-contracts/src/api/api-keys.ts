import { z } from 'zod/mini';
import { access } from './access';
import { platformIdParamsSchema } from './ads';
import { API_KEY_SCOPES } from './api-key-scope-names';
import { defineEndpoint } from './endpoint';
import { idParamSchema, isoDateTimeSchema, textSchema } from './pagination';

// API keys (issue 40, decision 0057): a program's credential that acts as its user under the
// same access declarations as the session, limited further by scopes.

/** How every key's secret starts, so a leaked one is easy to find (`grep -r adl_`). */
export const API_KEY_SECRET_PREFIX = 'adl_';

/** Keys a user may hold that are neither revoked nor expired. */
export const MAX_LIVE_API_KEYS = 20;

/** Most entries of one key's IP allow-list. */
export const MAX_ALLOWED_ADDRESSES = 20;

/** What a keyed call spent and what is left (decision 0057), on every charged call. */
export const CREDITS_USED_HEADER = 'Adlens-Credits-Used';
export const CREDITS_LEFT_HEADER = 'Adlens-Credits-Left';

export const apiKeySchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The secret's first characters (`adl_` and eight more), to tell keys apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expires_at: z.nullable(isoDateTimeSchema),
  /** Addresses and CIDR blocks the key may be used from; empty: any address. */
  allowed_addresses: z.array(z.string()),
  created_at: isoDateTimeSchema,
  last_used_at: z.nullable(isoDateTimeSchema),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z.object({
  name: textSchema().check(z.trim(), z.minLength(1), z.maxLength(80)),
  scopes: z.array(z.enum(API_KEY_SCOPES)).check(z.minLength(1)),
  /** An instant in the future (ISO 8601); absent or null: the key does not expire. */
  expires_at: z.optional(z.nullable(isoDateTimeSchema)),
  allowed_addresses: z.optional(z.array(z.string()).check(z.maxLength(MAX_ALLOWED_ADDRESSES))),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

/** The new key, and its secret: shown this once, stored only as its hash. */
export const createdApiKeyDataSchema = z.object({ key: apiKeySchema, secret: z.string() });

export const apiKeysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/api-keys',
  access: access.signedIn(),
  data: z.object({ items: z.array(apiKeySchema) }),
});

export const createApiKeyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/user/api-keys',
  access: access.signedIn(),
  body: createApiKeyBodySchema,
  data: createdApiKeyDataSchema,
});

/** Revokes at once: the next call with the key answers 401. Another user's key answers 404. */
export const revokeApiKeyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/v1/user/api-keys/{id}',
  access: access.signedIn(),
  params: idParamSchema,
  data: z.object({ revoked: z.literal(true) }),
});

/**
 * `GET /v1/{platform}/ads/{id}?dry_run=1`: what opening the paid detail would cost now, charging
 * nothing (0 for an ad this user already paid for) and showing nothing of the detail.
 */
export const adDetailDryRunEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/{platform}/ads/{id}',
  access: access.signedIn(),
  params: platformIdParamsSchema,
  query: z.object({ dry_run: z.literal('1') }),
  data: z.object({
    dry_run: z.literal(true),
    cost: z.number().check(z.int(), z.nonnegative()),
    credits_left: z.number().check(z.int(), z.nonnegative()),
  }),
});
