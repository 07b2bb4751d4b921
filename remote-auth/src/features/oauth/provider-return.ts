import { type OAuthProvider, oauthProviderSchema } from '@adlens/shared-contracts';

/** What the provider sent the browser back with. */
export type ProviderReturn =
  | { kind: 'code'; code: string; state: string; provider: OAuthProvider }
  | { kind: 'error'; error: string | null };

/**
 * A return counts as a sign-in only with a code, a state and a provider we offer; anything else
 * is a failure (its `error`, if any, is mapped to our words, never shown).
 */
export function readProviderReturn(searchParams: URLSearchParams): ProviderReturn {
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const provider = oauthProviderSchema.safeParse(searchParams.get('provider'));
  if (code && state && provider.success)
    return { kind: 'code', code, state, provider: provider.data };
  return { kind: 'error', error: searchParams.get('error') };
}
