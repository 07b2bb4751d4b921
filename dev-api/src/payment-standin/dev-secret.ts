/**
 * The secret the payment gateway stand-in and the dev composition share when
 * PAYMENT_GATEWAY_SECRET is unset. Written in the repository, so it proves nothing: a production
 * API refuses to start with it (decision 0047).
 */
export const STANDIN_GATEWAY_DEV_SECRET = 'adlens-payment-standin-dev-secret-known-to-everyone';

/** The stand-in's port when PAYMENT_STANDIN_PORT is unset. */
export const STANDIN_GATEWAY_DEFAULT_PORT = 4020;
