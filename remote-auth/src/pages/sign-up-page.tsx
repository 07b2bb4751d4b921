import { href } from '@adlens/shared-contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { OAuthButtons } from '../features/oauth/components/oauth-buttons';
import { SignUpForm } from '../features/sign-up/components/sign-up-form';

export function Component() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect') ?? undefined;
  return (
    <AuthCard
      title="Create your Adlens account"
      intro="We will send a code to your e-mail address to confirm it."
      footer={
        <>
          <span>
            Already have an account?{' '}
            <Link to={href('signIn', undefined, { redirect })}>Sign in</Link>
          </span>
        </>
      }
    >
      <SignUpForm />
      <OAuthButtons />
    </AuthCard>
  );
}
