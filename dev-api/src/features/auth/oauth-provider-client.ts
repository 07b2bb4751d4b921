/** Where the API finds the OAuth provider (the local stand-in until a real one is wired). */
export interface OauthProviderConfig {
  /** The provider's base URL, as the browser and the API both reach it. */
  url: string;
  /** Injectable so tests can run the stand-in in process. */
  fetch?: typeof fetch;
}

/** The consent page the browser is sent to. */
export function authorizeUrl(
  config: OauthProviderConfig,
  input: { provider: string; state: string; redirectUri: string },
): string {
  const url = new URL('authorize', config.url.endsWith('/') ? config.url : `${config.url}/`);
  url.search = new URLSearchParams({
    provider: input.provider,
    state: input.state,
    redirect_uri: input.redirectUri,
    response_type: 'code',
  }).toString();
  return url.toString();
}

/**
 * Server to server: the provider tells who signed in for a code it issued, or null when it refuses
 * the code (spent, expired, or issued for another state or return address).
 */
export async function exchangeCode(
  config: OauthProviderConfig,
  input: { code: string; state: string; redirectUri: string },
): Promise<string | null> {
  const base = config.url.endsWith('/') ? config.url : `${config.url}/`;
  const response = await (config.fetch ?? fetch)(new URL('token', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code: input.code,
      state: input.state,
      redirect_uri: input.redirectUri,
    }),
  });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}
