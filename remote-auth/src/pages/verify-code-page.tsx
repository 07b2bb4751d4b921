import { href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { VerifyCodeForm } from '../features/reset-password/components/verify-code-form';

export function Component() {
  return (
    <AuthCard
      title="Enter your reset code"
      intro="We sent a code to your e-mail address if an account uses it."
      footer={<Link to={href('resetPassword')}>Send a new code</Link>}
    >
      <VerifyCodeForm />
    </AuthCard>
  );
}
