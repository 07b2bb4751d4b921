import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMIT } from './http/app-context';
import { type TrustedProxies, parseTrustedProxies } from './http/client-address';
import { SECRETS_KEY_BYTES } from './features/webhooks/secret-box';
import type { WebhookOptions } from './features/webhooks/webhook-deliveries';
import {
  MIN_GATEWAY_SECRET_LENGTH,
  type PaymentGatewayConfig,
} from './features/subscription/payment-gateway';

/** A secrets key as the environment and the key file write it: 32 bytes in hex. */
const KEY_HEX = /^[0-9a-f]{64}$/i;

const envSchema = z.object({
  DEV_API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DEV_API_DATA_DIR: z.string().min(1).optional(),
  /** Requests per minute per user and per anonymous address (decision 0048); 0 turns it off. */
  DEV_API_RATE_LIMIT: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMIT),
  /**
   * Addresses of the proxies in front of the API, separated by commas: only their
   * `X-Forwarded-For` entries name the client (decision 0048). Unset: the header is ignored.
   */
  DEV_API_TRUSTED_PROXIES: z.string().optional(),
  DEV_API_MAINTENANCE: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** Lifetime of a session token in seconds. */
  DEV_API_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60 * 24 * 60),
  /** `large` (500,000 ads) is for the scale benchmark: minutes to seed, see docs/perf/api.md. */
  DEV_API_SEED_SIZE: z.enum(['full', 'small', 'large']).default('full'),
  DATABASE_URL: z.string().optional(),
  /**
   * A folder of seeded copies shared by a test run's throwaway servers (decision 0073): a fresh
   * seed is copied from it when stored there. Test runs only; a production server refuses it.
   */
  DEV_API_SEED_CACHE: z.string().min(1).optional(),
  /** Where the API mails codes and links, e.g. `smtp://localhost:1025`; unset: nothing is sent. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Adlens <no-reply@adlens.test>'),
  /** The OAuth provider stand-in (`pnpm dev` starts one); unset, provider sign-in is off. */
  OAUTH_STANDIN_URL: z.string().url().optional(),
  /**
   * The payment gateway's base URL (its checkout pages) and the secret it signs callbacks with
   * (decision 0047): both or neither; without them payments are off. `pnpm dev` points them at the
   * payment stand-in; a production process refuses the stand-in's.
   */
  PAYMENT_GATEWAY_URL: z.string().url().optional(),
  PAYMENT_GATEWAY_SECRET: z
    .string()
    .min(
      MIN_GATEWAY_SECRET_LENGTH,
      `PAYMENT_GATEWAY_SECRET must be at least ${MIN_GATEWAY_SECRET_LENGTH} characters`,
    )
    .optional(),
  /** `1`: webhooks may target loopback receivers over http (development only; decision 0031). */
  DEV_API_WEBHOOK_ALLOW_LOOPBACK: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** The first retry's wait in ms (30 s by default); the e2e runs shorten it. */
  DEV_API_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).optional(),
  /** Minutes between the development server's ingestion runs; 0 turns the schedule off. */
  DEV_API_INGEST_MINUTES: z.coerce.number().min(0).default(30),
  /**
   * The key sealing webhook secrets at rest, 64 hex characters (decision 0046); unset, the data
   * folder's own key file. A deployment passes it from its secret store.
   */
  DEV_API_SECRETS_KEY: z
    .string()
    .regex(KEY_HEX, 'DEV_API_SECRETS_KEY must be 64 hex characters')
    .optional(),
});

export interface ServerConfig {
  port: number;
  dataDir: string;
  rateLimitPerMinute: number;
  trustedProxies: TrustedProxies;
  maintenance: boolean;
  tokenTtlSeconds: number;
  seedSize: 'full' | 'small' | 'large';
  seedCacheDir: string | undefined;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oauthStandinUrl: string | undefined;
  paymentGateway: PaymentGatewayConfig | undefined;
  webhookAllowLoopback: boolean;
  webhookRetryBaseMs: number | undefined;
  ingestEveryMinutes: number;
  secretsKeyHex: string | undefined;
}

/** The workspace root: the nearest folder above `from` holding pnpm-workspace.yaml. */
export function repoRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
  return dir;
}

function paymentGatewayFrom(
  url: string | undefined,
  secret: string | undefined,
): PaymentGatewayConfig | undefined {
  if (!url && !secret) return undefined;
  if (!url || !secret)
    throw new Error(
      'dev-api: set PAYMENT_GATEWAY_URL and PAYMENT_GATEWAY_SECRET together, or neither',
    );
  return { url, secret };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.DEV_API_PORT,
    dataDir: parsed.DEV_API_DATA_DIR ?? path.join(repoRoot(), '.data', 'dev-api'),
    rateLimitPerMinute: parsed.DEV_API_RATE_LIMIT,
    trustedProxies: parseTrustedProxies(parsed.DEV_API_TRUSTED_PROXIES),
    maintenance: parsed.DEV_API_MAINTENANCE === '1' || parsed.DEV_API_MAINTENANCE === 'true',
    tokenTtlSeconds: parsed.DEV_API_TOKEN_TTL,
    seedSize: parsed.DEV_API_SEED_SIZE,
    seedCacheDir: parsed.DEV_API_SEED_CACHE,
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    oauthStandinUrl: parsed.OAUTH_STANDIN_URL,
    paymentGateway: paymentGatewayFrom(parsed.PAYMENT_GATEWAY_URL, parsed.PAYMENT_GATEWAY_SECRET),
    ingestEveryMinutes: parsed.DEV_API_INGEST_MINUTES,
    webhookAllowLoopback:
      parsed.DEV_API_WEBHOOK_ALLOW_LOOPBACK === '1' ||
      parsed.DEV_API_WEBHOOK_ALLOW_LOOPBACK === 'true',
    webhookRetryBaseMs: parsed.DEV_API_WEBHOOK_RETRY_BASE_MS,
    secretsKeyHex: parsed.DEV_API_SECRETS_KEY,
  };
}

const KEY_FILE = 'secrets.key';

/**
 * The key sealing webhook secrets (decision 0046): the environment's, else the data folder's key
 * file, written on first use with owner-only access. The file lives with the data it opens: a new
 * database (the folder is emptied first) gets a new key. Call it after the database is open.
 */
export function secretsKeyFor(config: Pick<ServerConfig, 'dataDir' | 'secretsKeyHex'>): Buffer {
  if (config.secretsKeyHex) return Buffer.from(config.secretsKeyHex, 'hex');
  const file = path.join(config.dataDir, KEY_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes the key and both read it.
    writeFileSync(file, randomBytes(SECRETS_KEY_BYTES).toString('hex'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : null;
    if (code !== 'EEXIST') throw error;
  }
  const hex = readFileSync(file, 'utf8').trim();
  if (!KEY_HEX.test(hex)) throw new Error(`dev-api: ${file} does not hold a 64-hex key`);
  return Buffer.from(hex, 'hex');
}

/** The webhook settings a server reads from its environment (decision 0031). */
export function webhookOptionsFromConfig(config: ServerConfig): WebhookOptions {
  return {
    allowLoopback: config.webhookAllowLoopback,
    secretsKey: secretsKeyFor(config),
    ...(config.webhookRetryBaseMs ? { retry: { baseMs: config.webhookRetryBaseMs } } : {}),
  };
}
