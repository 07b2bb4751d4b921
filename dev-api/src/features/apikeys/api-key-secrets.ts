import { randomBytes } from 'node:crypto';
import { API_KEY_SECRET_PREFIX } from '@adlens/shared-contracts';

/** Characters of the random part a key's listed prefix shows after `adl_`. */
const SHOWN_CHARACTERS = 8;

/** 32 random bytes in base64url: 43 characters. */
const RANDOM_CHARACTERS = 43;

/** A new secret: `adl_` and 256 random bits, hashed like a session token (tokenHash). */
export function newApiKeySecret(): { secret: string; prefix: string } {
  const secret = `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, API_KEY_SECRET_PREFIX.length + SHOWN_CHARACTERS) };
}

/**
 * Whether a bearer credential is an API key rather than a session token: its prefix and length.
 * A session token (32 characters) never has a key's length, so one starting with `adl_` by chance
 * is still read as a session.
 */
export function isApiKeySecret(token: string): boolean {
  return (
    token.startsWith(API_KEY_SECRET_PREFIX) &&
    token.length === API_KEY_SECRET_PREFIX.length + RANDOM_CHARACTERS
  );
}
