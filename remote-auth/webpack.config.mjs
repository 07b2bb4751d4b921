import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@adlens/tools/webpack';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  federationName: 'remote_auth',
  port: 3001,
  // The remote's public face: page modules the host binds to routes, each exporting `Component`.
  exposes: {
    './SignInPage': './src/pages/sign-in-page.tsx',
    './SignUpPage': './src/pages/sign-up-page.tsx',
    './ConfirmEmailPage': './src/pages/confirm-email-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './VerifyCodePage': './src/pages/verify-code-page.tsx',
    './NewPasswordPage': './src/pages/new-password-page.tsx',
    './OAuthPage': './src/pages/oauth-page.tsx',
  },
});
