import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

/**
 * Webhook signing secrets at rest (decision 0046). The server must sign with the secret itself,
 * so it cannot keep a hash: it keeps the secret sealed with AES-256-GCM under a key that is not in
 * the database, bound to its row's user (a sealed value copied to another user's row does not open).
 * A copy of the database, a backup or a log of a query's parameters then holds no usable secret.
 */
export interface SecretBox {
  seal(userId: number, secret: string): string;
  /** The secret of a stored value; throws when the value was sealed under another key or row. */
  open(userId: number, stored: string): string;
}

/** Values saved before secrets were sealed hold the secret itself; `sealClearSecrets` seals them. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

function boundTo(userId: number): Buffer {
  return Buffer.from(`webhooks.secret:${userId}`, 'utf8');
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) {
    throw new Error(`dev-api: the secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  }
  return {
    seal(userId, secret) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(boundTo(userId));
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(userId, stored) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
        .setAAD(boundTo(userId))
        .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const secret = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return secret.toString('utf8');
    },
  };
}
