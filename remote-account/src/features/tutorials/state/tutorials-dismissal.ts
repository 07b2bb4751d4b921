/**
 * The first-visit tutorials are dismissed for the page session here, and for good on the server
 * (`POST /v1/user/profile/saw`, which clears the user's is-new-user flag). Session storage keeps
 * them hidden when that call fails, since spec section 8 says its failures are ignored.
 */
const KEY = 'adlens.account.tutorials-dismissed';

export function isTutorialsDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberTutorialsDismissed(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage may be unavailable (private mode); the server call still records it.
  }
}
