import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RATE_LIMIT } from './http/app-context';
import type { WebhookOptions } from './features/webhooks/webhook-deliveries';

const envSchema = z.object({
  DEV_API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DEV_API_DATA_DIR: z.string().min(1).optional(),
  /** Requests per minute per token and per address on public routes; 0 turns the limit off. */
  DEV_API_RATE_LIMIT: z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMIT),
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
  /** Where the API mails codes and links, e.g. `smtp://localhost:1025`; unset: nothing is sent. */
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Adlens <no-reply@adlens.test>'),
  /** The OAuth provider stand-in (`pnpm dev` starts one); unset, provider sign-in is off. */
  OAUTH_STANDIN_URL: z.string().url().optional(),
  /** `1`: webhooks may target loopback receivers over http (development only; decision 0031). */
  DEV_API_WEBHOOK_ALLOW_LOOPBACK: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** The first retry's wait in ms (30 s by default); the e2e runs shorten it. */
  DEV_API_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).optional(),
  /** Minutes between the development server's ingestion runs; 0 turns the schedule off. */
  DEV_API_INGEST_MINUTES: z.coerce.number().min(0).default(30),
});

export interface ServerConfig {
  port: number;
  dataDir: string;
  rateLimitPerMinute: number;
  maintenance: boolean;
  tokenTtlSeconds: number;
  seedSize: 'full' | 'small' | 'large';
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oauthStandinUrl: string | undefined;
  webhookAllowLoopback: boolean;
  webhookRetryBaseMs: number | undefined;
  ingestEveryMinutes: number;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.DEV_API_PORT,
    dataDir: parsed.DEV_API_DATA_DIR ?? path.join(repoRoot(), '.data', 'dev-api'),
    rateLimitPerMinute: parsed.DEV_API_RATE_LIMIT,
    maintenance: parsed.DEV_API_MAINTENANCE === '1' || parsed.DEV_API_MAINTENANCE === 'true',
    tokenTtlSeconds: parsed.DEV_API_TOKEN_TTL,
    seedSize: parsed.DEV_API_SEED_SIZE,
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    oauthStandinUrl: parsed.OAUTH_STANDIN_URL,
    ingestEveryMinutes: parsed.DEV_API_INGEST_MINUTES,
    webhookAllowLoopback:
      parsed.DEV_API_WEBHOOK_ALLOW_LOOPBACK === '1' ||
      parsed.DEV_API_WEBHOOK_ALLOW_LOOPBACK === 'true',
    webhookRetryBaseMs: parsed.DEV_API_WEBHOOK_RETRY_BASE_MS,
  };
}

/** The webhook settings a server reads from its environment (decision 0031). */
export function webhookOptionsFromConfig(config: ServerConfig): WebhookOptions {
  return {
    allowLoopback: config.webhookAllowLoopback,
    ...(config.webhookRetryBaseMs ? { retry: { baseMs: config.webhookRetryBaseMs } } : {}),
  };
}
