import { type User, userSchema } from '@adlens/shared-contracts';
import { z } from 'zod/mini';

export const USER_CACHE_KEY = 'adlens:user';

const cacheSchema = z.object({ tokenTag: z.string(), user: userSchema });

/**
 * A short, non-secret tag of the token: the cached user is reused only by the same token, so a
 * sign-in as someone else in another tab never shows the previous user.
 */
export function tokenTag(token: string): string {
  let hash = 5381;
  for (let index = 0; index < token.length; index += 1) {
    hash = (hash * 33 + token.charCodeAt(index)) >>> 0;
  }
  return `${token.length}:${hash.toString(36)}`;
}

/**
 * Spec section 4: the user is loaded once per page session. The page session is the tab's
 * sessionStorage, so a reload reuses the user instead of calling user init again.
 */
export function readCachedUser(token: string, storage: Storage = sessionStorage): User | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(USER_CACHE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = cacheSchema.safeParse(raw);
  return parsed.success && parsed.data.tokenTag === tokenTag(token) ? parsed.data.user : null;
}

export function writeCachedUser(token: string, user: User, storage: Storage = sessionStorage) {
  try {
    storage.setItem(USER_CACHE_KEY, JSON.stringify({ tokenTag: tokenTag(token), user }));
  } catch {
    // A full or disabled storage only costs one more user init call.
  }
}

export function clearCachedUser(storage: Storage = sessionStorage) {
  try {
    storage.removeItem(USER_CACHE_KEY);
  } catch {
    // Nothing cached.
  }
}
