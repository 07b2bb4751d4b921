import {
  OAUTH_PROVIDERS,
  type OAuthProvider,
  oauthStartEndpoint,
  safeRedirectPath,
} from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { Button, errorsFromFailure, FormAlert } from '@adlens/shared-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { followProviderUrl, isWebUrl } from '../follow-provider-url';
import { PROVIDER_LABELS } from '../provider-labels';

/** "Continue with ..." buttons: ask the API for the provider's URL, then go there. */
export function OAuthButtons() {
  const { api } = useHostServices();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function start(provider: OAuthProvider) {
    setPending(provider);
    setError(undefined);
    try {
      const redirect = searchParams.get('redirect');
      const { url } = await api.call(
        oauthStartEndpoint,
        { params: { provider }, query: redirect ? { redirect: safeRedirectPath(redirect) } : {} },
        { handledByPage: ['INLINE'] },
      );
      if (!isWebUrl(url, window.location.href)) throw new Error(`Refused provider URL ${url}`);
      // The page stays busy until the browser has left it.
      followProviderUrl(url);
    } catch (failure) {
      setError(errorsFromFailure(failure, []).form);
      setPending(null);
    }
  }

  return (
    <section className="auth-oauth" aria-label="Other ways to sign in">
      {OAUTH_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          loading={pending === provider}
          disabled={pending !== null}
          onClick={() => void start(provider)}
        >
          Continue with {PROVIDER_LABELS[provider]}
        </Button>
      ))}
      <FormAlert message={error} />
    </section>
  );
}
