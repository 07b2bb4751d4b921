import { AuthCard } from '../common/layout/auth-card';
import { OAuthReturn } from '../features/oauth/components/oauth-return';

export function Component() {
  return (
    <AuthCard title="Signing in">
      <OAuthReturn />
    </AuthCard>
  );
}
