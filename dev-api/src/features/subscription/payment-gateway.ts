import { STANDIN_GATEWAY_DEV_SECRET } from '../../payment-standin/dev-secret';

/** The payment gateway the API sends buyers to and takes signed callbacks from (decision 0047). */
export interface PaymentGatewayConfig {
  /** The gateway's base URL: the browser goes to `<url>/checkout?...` to pay. */
  url: string;
  /** The secret the gateway signs its callbacks with (PAYMENT_GATEWAY_SECRET). */
  secret: string;
}

/** Shorter shared secrets are refused: 32 characters of a random secret are well over 128 bits. */
export const MIN_GATEWAY_SECRET_LENGTH = 32;

/** The API's callback path under its mount point, per gateway. */
export function callbackPath(gateway: string): string {
  return `/v1/payment/callback/${gateway}`;
}

/**
 * The checkout page of one payment. It names the payment, the amount to take, where the browser
 * goes back to (the app's result pages) and where the gateway posts its signed callback; none of
 * it is a credential: a changed amount or a callback to elsewhere settles nothing.
 */
export function checkoutUrl(
  config: PaymentGatewayConfig,
  input: {
    paymentId: string;
    gateway: string;
    amount: number;
    currency: string;
    returnTo: string;
    notify: string;
  },
): string {
  const url = new URL('checkout', config.url.endsWith('/') ? config.url : `${config.url}/`);
  url.search = new URLSearchParams({
    payment: input.paymentId,
    gateway: input.gateway,
    amount: input.amount.toFixed(2),
    currency: input.currency,
    return: input.returnTo,
    notify: input.notify,
  }).toString();
  return url.toString();
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::'
  );
}

/**
 * Why a gateway configuration is the stand-in's (or no real gateway's), or null: a loopback or
 * plain-http URL, the stand-in's well-known secret, or a secret too short to be one. Without a
 * gateway at all, payments are off and nothing is refused.
 */
export function paymentGatewayProductionProblem(
  config: PaymentGatewayConfig | null | undefined,
): string | null {
  if (!config) return null;
  let url: URL;
  try {
    url = new URL(config.url);
  } catch {
    return `PAYMENT_GATEWAY_URL is not a URL`;
  }
  if (isLoopbackHost(url.hostname))
    return `PAYMENT_GATEWAY_URL points at this machine (${url.host}): the payment stand-in`;
  if (url.protocol !== 'https:') return 'PAYMENT_GATEWAY_URL must be https';
  if (config.secret === STANDIN_GATEWAY_DEV_SECRET)
    return "PAYMENT_GATEWAY_SECRET is the payment stand-in's published development secret";
  if (config.secret.length < MIN_GATEWAY_SECRET_LENGTH)
    return `PAYMENT_GATEWAY_SECRET is shorter than ${MIN_GATEWAY_SECRET_LENGTH} characters`;
  return null;
}

/**
 * The start-up check: under NODE_ENV=production a gateway configuration that is the stand-in's
 * stops the process with the reason, so that no free checkout can reach production.
 */
export function refusePaymentStandinInProduction(
  config: PaymentGatewayConfig | null | undefined,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.NODE_ENV !== 'production') return;
  const problem = paymentGatewayProductionProblem(config);
  if (problem) throw new Error(`dev-api: refused under NODE_ENV=production: ${problem}`);
}
