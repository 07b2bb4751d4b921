import { href, oauthProviderSchema, useHostServices } from '@adlens/shared-contracts';
import { FormAlert, Spinner } from '@adlens/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignInPath } from '../../../common/navigation/redirect-target';
import { oauthFailureMessage } from '../oauth-failure';

/** Finishes a provider sign-in: the token from the query goes to the host's session. */
export function OAuthReturn() {
  const { session, analytics } = useHostServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [signInFailed, setSignInFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode runs effects twice, and a token is worth one sign-in.
    if (!token || started.current) return;
    started.current = true;
    const provider = oauthProviderSchema.safeParse(searchParams.get('provider'));
    session.signIn(token).then(
      () => {
        analytics.track('sign_in', { method: provider.success ? provider.data : 'oauth' });
        // Replace: the token must not stay in the history.
        navigate(afterSignInPath(searchParams), { replace: true });
      },
      () => setSignInFailed(true),
    );
  }, [token, session, analytics, navigate, searchParams]);

  if (!token || signInFailed) {
    return (
      <>
        <FormAlert message={oauthFailureMessage(token ? null : searchParams.get('error'))} />
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
