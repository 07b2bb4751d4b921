/**
 * What the page says when a provider sign-in did not complete. The provider's `error` value is
 * mapped, never shown as is: a crafted link must not put its own words on our page.
 */
export function oauthFailureMessage(error: string | null): string {
  if (error === 'access_denied') return 'You cancelled the sign-in with the provider.';
  return 'The sign-in with the provider did not complete. Please try again.';
}
