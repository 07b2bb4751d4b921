import type { OAuthProvider } from '@adlens/shared-contracts';

export const PROVIDER_LABELS: Readonly<Record<OAuthProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
};
