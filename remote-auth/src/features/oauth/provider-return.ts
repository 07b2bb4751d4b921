/** What the provider sent the browser back with. */
export type ProviderReturn =
  | { kind: 'code'; code: string; state: string; provider: string | null }
  | { kind: 'error'; error: string | null };

/** A return counts as a sign-in only with both a code and a state; anything else is a failure. */
export function readProviderReturn(searchParams: URLSearchParams): ProviderReturn {
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  if (code && state) return { kind: 'code', code, state, provider: searchParams.get('provider') };
  return { kind: 'error', error: searchParams.get('error') };
}
