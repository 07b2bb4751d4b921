import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * A page session the server issued (decision 0054): a random id, the environment of the server
 * that issued it, and the remote versions it served that page (a canary and the pin beside it).
 */
export interface PageSession {
  id: string;
  env: string;
  served: Record<string, readonly string[]>;
}

export interface PageSessionOptions {
  /** The server key (32 bytes or more); the signing key is derived from it for this use only. */
  key: Buffer;
  /** The cookie the token is bound to: a token works only beside the cookie value it was issued with. */
  bindingCookie: string;
  now?: () => Date;
  /** How long a page may report under its token; a tab open longer reports unverified. */
  ttlMs?: number;
}

export interface PageSessions {
  /** A signed token for a new page session; null without the binding cookie (nothing to bind to). */
  issue(
    binding: string | undefined,
    env: string,
    served: Record<string, readonly string[]>,
  ): string | null;
  /** The page session a token names, if this server signed it, it has not expired, and the cookie matches. */
  verify(token: string, cookies: Record<string, string>): PageSession | null;
}

const DEFAULT_TTL_MS = 12 * 60 * 60 * 1000;
const KEY_LABEL = 'adlens page-session v1';

const payloadSchema = z.object({
  s: z.string().regex(/^[\w-]{22}$/),
  e: z.string().min(1).max(64),
  x: z.number().int(),
  r: z.record(z.string(), z.array(z.string().max(64)).max(2)),
});

const mac = (key: Buffer, payload: string, binding: string) =>
  createHmac('sha256', key).update(`${payload}.${binding}`).digest();

/**
 * Issues and checks page-session tokens: `<payload>.<HMAC-SHA256>`, both base64url. The MAC
 * covers the payload and the binding cookie's value, which the token does not carry: a token
 * copied out of one browser is refused beside another cookie value, and a made-up session id has
 * no MAC without the server key. The key is derived from the server's secrets key, so every
 * process on the same key verifies what any of them issued.
 */
export function createPageSessions({
  key,
  bindingCookie,
  now = () => new Date(),
  ttlMs = DEFAULT_TTL_MS,
}: PageSessionOptions): PageSessions {
  const signingKey = createHmac('sha256', key).update(KEY_LABEL).digest();
  return {
    issue(binding, env, served) {
      if (!binding) return null;
      const payload = Buffer.from(
        JSON.stringify({
          s: randomBytes(16).toString('base64url'),
          e: env,
          x: now().getTime() + ttlMs,
          r: served,
        }),
      ).toString('base64url');
      return `${payload}.${mac(signingKey, payload, binding).toString('base64url')}`;
    },
    verify(token, cookies) {
      const binding = cookies[bindingCookie];
      const [payload, signature, extra] = token.split('.');
      if (!binding || !payload || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(signingKey, payload, binding);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = payloadSchema.safeParse(decoded);
      if (!parsed.success || parsed.data.x <= now().getTime()) return null;
      return { id: parsed.data.s, env: parsed.data.e, served: parsed.data.r };
    },
  };
}
