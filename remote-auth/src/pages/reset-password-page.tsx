import { href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { ResetRequestForm } from '../features/reset-password/components/reset-request-form';

export function Component() {
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter your e-mail address and we will send you a code."
      footer={<Link to={href('signIn')}>Back to sign in</Link>}
    >
      <ResetRequestForm />
    </AuthCard>
  );
}
