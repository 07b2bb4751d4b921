import { href } from '@adlens/shared-contracts';
import { Link } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { ConfirmEmailForm } from '../features/confirm-email/components/confirm-email-form';

export function Component() {
  return (
    <AuthCard
      title="Confirm your e-mail"
      intro="Enter the code we sent to your e-mail address."
      footer={<Link to={href('signIn')}>Back to sign in</Link>}
    >
      <ConfirmEmailForm />
    </AuthCard>
  );
}
