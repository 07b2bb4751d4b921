import { randomInt } from 'node:crypto';

/**
 * The canary bucket cookie (decision 0035): one of 100 buckets, drawn at random on the browser's
 * first page and kept for 60 days (the spec's cookie lifetime), so a browser stays on one side of a canary across page loads.
 * It names a bucket shared by about 1 % of all browsers, not a person or a device, and is never
 * sent anywhere but this origin (first party, HttpOnly: no script, ours or a third party's,
 * reads it). A browser that does not keep cookies has no bucket, and no bucket means the pin.
 */
export const BUCKET_COOKIE = 'adlens_bucket';
export const BUCKET_COUNT = 100;
const MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** The bucket a cookie value names, or null for a missing or foreign value. */
export function parseBucket(value: string | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const bucket = Number(value);
  return bucket < BUCKET_COUNT ? bucket : null;
}

export function drawBucket(): number {
  return randomInt(BUCKET_COUNT);
}

/** `Set-Cookie` for a new bucket; `Secure` where the page came over HTTPS. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return [
    `${BUCKET_COOKIE}=${bucket}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Buckets below the canary's percentage get it: widening keeps every bucket it already had. */
export function inCanary(bucket: number | null, percent: number): boolean {
  return bucket !== null && bucket < percent;
}
