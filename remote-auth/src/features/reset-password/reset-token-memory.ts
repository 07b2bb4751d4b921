/**
 * The new-password page's token, once it has left the address bar (decision 0022). Kept in this
 * tab's sessionStorage so a reload still works; a new tab, a closed tab or a changed password
 * forgets it, and the page then asks for the link to be reopened.
 */
const KEY = 'adlens:reset-token';

/** What the address shows in place of the token once the page has read it. */
export const TOKEN_IN_MEMORY = 'opened';

export function rememberResetToken(token: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode quota): the page still works until a reload.
  }
}

export function recallResetToken(storage: Storage = sessionStorage): string | null {
  try {
    return storage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetResetToken(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
