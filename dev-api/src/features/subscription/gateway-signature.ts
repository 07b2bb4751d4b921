import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a payment gateway signs the callbacks it posts to the API (decision 0047): an HMAC-SHA256,
 * keyed with the secret the gateway and the API share, over `<unix seconds>.<raw body>`, sent as
 * `Gateway-Signature: t=<unix seconds>,v1=<hex>`. The timestamp is signed with the body, so an
 * old callback cannot be given a fresh time.
 */
export const SIGNATURE_HEADER = 'Gateway-Signature';

/** How far a callback's signing time may lie from the API's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const HMAC_HEX_LENGTH = 64;

function hmac(secret: string, timestampSeconds: number, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest();
}

/** The header value for `body` signed at `timestampSeconds`. */
export function signCallback(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, body).toString('hex')}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'unsigned' | 'malformed' | 'stale' | 'mismatch' };

/** Why a check failed, as the callback's answer says it. */
export const SIGNATURE_REFUSALS: Record<Exclude<SignatureCheck, { ok: true }>['reason'], string> = {
  unsigned: `The callback carries no ${SIGNATURE_HEADER} header`,
  malformed: `The ${SIGNATURE_HEADER} header is not "t=<unix seconds>,v1=<hex HMAC-SHA256>"`,
  stale: `The callback was signed more than ${SIGNATURE_TOLERANCE_SECONDS} s away from now`,
  mismatch: 'The callback signature does not match its body',
};

function parseHeader(header: string): { timestamp: number; signature: string } | null {
  const fields = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = fields.get('t') ?? '';
  const signature = fields.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]+$/i.test(signature)) return null;
  return { timestamp: Number(timestamp), signature };
}

/**
 * Checks a callback's signature against the shared secret: present, well formed, signed within
 * SIGNATURE_TOLERANCE_SECONDS of `nowMs` and equal, compared in constant time.
 */
export function verifyCallbackSignature(input: {
  header: string | undefined;
  body: string;
  secret: string;
  nowMs: number;
}): SignatureCheck {
  if (!input.header) return { ok: false, reason: 'unsigned' };
  const parsed = parseHeader(input.header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (Math.abs(input.nowMs / 1000 - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  // The length says nothing about the secret; only equal lengths can be compared in constant time.
  if (parsed.signature.length !== HMAC_HEX_LENGTH) return { ok: false, reason: 'mismatch' };
  const expected = hmac(input.secret, parsed.timestamp, input.body);
  const given = Buffer.from(parsed.signature, 'hex');
  return timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
