import { href } from '@adlens/shared-contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { OAuthButtons } from '../features/oauth/components/oauth-buttons';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

export function Component() {
  const [searchParams] = useSearchParams();
  // The redirect survives a detour through sign-up and confirmation.
  const redirect = searchParams.get('redirect') ?? undefined;
  return (
    <AuthCard
      title="Sign in to Adlens"
      footer={
        <>
          <Link to={href('resetPassword')}>Forgot your password?</Link>
          <Link to={href('signUp', undefined, { redirect })}>Create an account</Link>
        </>
      }
    >
      <SignInForm />
      <OAuthButtons />
    </AuthCard>
  );
}
