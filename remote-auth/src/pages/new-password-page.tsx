import { href } from '@adlens/shared-contracts';
import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '../common/layout/auth-card';
import { NewPasswordForm } from '../features/reset-password/components/new-password-form';

export function Component() {
  const { token = '' } = useParams();
  return (
    <AuthCard
      title="Choose a new password"
      footer={<Link to={href('signIn')}>Back to sign in</Link>}
    >
      <NewPasswordForm token={token} />
    </AuthCard>
  );
}
