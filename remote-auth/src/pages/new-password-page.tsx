import { href } from '@adlens/shared-contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { NewPasswordForm } from '../features/reset-password/components/new-password-form';
import {
  TOKEN_IN_MEMORY,
  recallResetToken,
  rememberResetToken,
} from '../features/reset-password/reset-token-memory';

export function Component() {
  const { token: fromPath = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  // The token of the link, or (after a reload) the one this tab kept when it left the address.
  const [token] = useState(() => (fromPath === TOKEN_IN_MEMORY ? recallResetToken() : fromPath));

  useEffect(() => {
    if (fromPath === TOKEN_IN_MEMORY || !token) return;
    rememberResetToken(token);
    // Same route, but the address no longer shows the token (telemetry, history, screen sharing).
    navigate(`${href('newPassword', { token: TOKEN_IN_MEMORY })}${search}`, { replace: true });
  }, [fromPath, token, search, navigate]);

  return (
    <AuthCard
      title="Choose a new password"
      footer={<Link to={href('signIn')}>Back to sign in</Link>}
    >
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <>
          <p role="alert">
            This page no longer holds your reset link (it was opened in another tab or already
            used). Open the link from your e-mail again, or ask for a new code.
          </p>
          <p>
            <Link to={href('resetPassword')}>Ask for a new code</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
