/**
 * The settings a production server refuses at start (decision 0049): stand-ins and development
 * switches that are doors in production. Each check reads the process environment, the way
 * `pnpm serve` is configured, and names what to do instead. A composition that creates its own
 * throwaway data (the benches, the screenshot tour) passes its options in code, not here.
 */
import { paymentGatewayProductionProblem } from '@adlens/dev-api';

type Env = Readonly<Record<string, string | undefined>>;

export interface StartupCheck {
  /** The environment variable the check reads. */
  setting: string;
  /** Why production refuses what the environment asks for, or null when it asks for nothing. */
  refusal(env: Env): string | null;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true';

export const PRODUCTION_CHECKS: readonly StartupCheck[] = [
  {
    setting: 'OAUTH_STANDIN_URL',
    refusal: (env) =>
      env.OAUTH_STANDIN_URL
        ? 'the OAuth provider stand-in signs in any e-mail typed on its page, existing accounts included; unset it (provider sign-in then answers that it is not available)'
        : null,
  },
  {
    setting: 'DEV_API_WEBHOOK_ALLOW_LOOPBACK',
    refusal: (env) =>
      isOn(env.DEV_API_WEBHOOK_ALLOW_LOOPBACK)
        ? 'webhooks to loopback addresses reach services on this machine (SSRF); unset it'
        : null,
  },
  {
    setting: 'DEV_API_WEBHOOK_RETRY_BASE_MS',
    refusal: (env) =>
      env.DEV_API_WEBHOOK_RETRY_BASE_MS
        ? "shortened webhook retries are for the e2e runs and hammer customers' receivers; unset it"
        : null,
  },
  {
    setting: 'DEV_API_RATE_LIMIT',
    refusal: (env) =>
      env.DEV_API_RATE_LIMIT !== undefined && Number(env.DEV_API_RATE_LIMIT) === 0
        ? '0 turns the general rate limit off (benchmarks only); give a limit or unset it'
        : null,
  },
  {
    setting: 'DEV_API_RESET',
    refusal: (env) =>
      isOn(env.DEV_API_RESET)
        ? 'it deletes the database and seeds demo accounts whose password is published; unset it'
        : null,
  },
  {
    setting: 'DEV_API_SEED_CACHE',
    refusal: (env) =>
      env.DEV_API_SEED_CACHE
        ? 'a new database would be copied from a shared folder that anyone who can write there controls (test runs only, decision 0073); unset it'
        : null,
  },
  {
    setting: 'ADLENS_INGEST_REQUESTS',
    refusal: (env) =>
      isOn(env.ADLENS_INGEST_REQUESTS)
        ? "`pnpm ingest` requests run the crawler stand-in's day inside the server (decision 0042); unset it"
        : null,
  },
  {
    setting: 'PAYMENT_GATEWAY_URL',
    // The API refuses the same at start (decision 0047); named here too, so one start-up error
    // lists every refused setting.
    refusal: (env) =>
      env.PAYMENT_GATEWAY_URL
        ? paymentGatewayProductionProblem({
            url: env.PAYMENT_GATEWAY_URL,
            secret: env.PAYMENT_GATEWAY_SECRET ?? '',
          })
        : null,
  },
];

/** Every refusal the environment earns, as `SETTING: reason` lines; empty when it may start. */
export function productionRefusals(
  env: Env,
  checks: readonly StartupCheck[] = PRODUCTION_CHECKS,
): string[] {
  return checks.flatMap((check) => {
    const reason = check.refusal(env);
    return reason === null ? [] : [`${check.setting}: ${reason}`];
  });
}

/** A start refused for its settings: the entry prints its message alone, without a stack. */
export class StartupRefused extends Error {
  override name = 'StartupRefused';
}

/** Throws one error naming every refused setting, so a start-up fails once with all of them. */
export function refuseDevelopmentSettings(
  env: Env,
  checks: readonly StartupCheck[] = PRODUCTION_CHECKS,
): void {
  const refusals = productionRefusals(env, checks);
  if (refusals.length === 0) return;
  throw new StartupRefused(
    [
      'Adlens: the production-like server runs as production (NODE_ENV=production) and refuses to start with:',
      ...refusals.map((line) => `  - ${line}`),
      'Only the e2e suites and the CLI tests start it with NODE_ENV=test, where these are accepted.',
    ].join('\n'),
  );
}
