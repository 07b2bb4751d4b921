import {
  href,
  isApiError,
  oauthCallbackEndpoint,
  safeRedirectPath,
} from '@adlens/shared-contracts';
import { useHostServices } from '@adlens/shared-contracts/react';
import { FormAlert, Spinner } from '@adlens/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { oauthFailureMessage } from '../oauth-failure';
import { readProviderReturn } from '../provider-return';

/**
 * Finishes a provider sign-in: the code and state leave the address bar at once, then the API
 * exchanges them (it checks the state against this browser's cookie) for a session.
 */
export function OAuthReturn() {
  const { api, session, analytics } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the address loses the code and state right after the first render.
  const [providerReturn] = useState(() => readProviderReturn(searchParams));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (providerReturn.kind !== 'code' || started.current) return;
    // Once per visit: StrictMode runs effects twice, and a code is worth one sign-in.
    started.current = true;
    // Replace: the code and state must stay neither in the address bar nor in the history.
    navigate(href('oauth'), { replace: true });
    const { code, state, provider } = providerReturn;
    api
      .call(
        oauthCallbackEndpoint,
        { params: { provider }, body: { code, state } },
        { handledByPage: ['INLINE'] },
      )
      .then(async ({ token, redirect }) => {
        await session.signIn(token);
        analytics.track('sign_in', { method: provider });
        navigate(safeRedirectPath(redirect), { replace: true });
      })
      .catch((error: unknown) => {
        // The API's own words for a refused code or state; a generic line for anything else.
        setFailure(
          isApiError(error) && error.meta.action === 'INLINE'
            ? error.meta.message
            : oauthFailureMessage(null),
        );
      });
  }, [providerReturn, api, session, analytics, navigate]);

  if (providerReturn.kind === 'error' || failure) {
    return (
      <>
        <FormAlert
          message={
            providerReturn.kind === 'error'
              ? oauthFailureMessage(providerReturn.error)
              : (failure ?? undefined)
          }
        />
        <p>
          <Link to={href('signIn')}>Back to sign in</Link>
        </p>
      </>
    );
  }
  return (
    <p role="status">
      <Spinner size={16} decorative /> Signing you in…
    </p>
  );
}
