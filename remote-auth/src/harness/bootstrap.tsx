import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import * as ConfirmEmailPage from '../pages/confirm-email-page';
import * as NewPasswordPage from '../pages/new-password-page';
import * as OAuthPage from '../pages/oauth-page';
import * as ResetPasswordPage from '../pages/reset-password-page';
import * as SignInPage from '../pages/sign-in-page';
import * as SignUpPage from '../pages/sign-up-page';
import * as VerifyCodePage from '../pages/verify-code-page';
import { HARNESS_CODE, createFakeAuthApi } from './fake-auth-api';

const services = createFakeHostServices({ user: null, handlers: createFakeAuthApi() });

// The fake host has no notification bar: show what the host would, in the console.
const show = services.notify.show;
services.notify.show = (notification) => {
  console.info(`[host notify] ${notification.type ?? 'default'}: ${notification.message}`);
  show(notification);
};
console.info(
  `[remote-auth harness] demo@adlens.test / adlens-demo; every mailed code is ${HARNESS_CODE}`,
);

renderHarness({
  title: 'remote-auth',
  pages: [
    { path: ROUTE_PATHS.signIn, module: SignInPage },
    { path: ROUTE_PATHS.signUp, module: SignUpPage },
    { path: ROUTE_PATHS.confirmEmail, module: ConfirmEmailPage },
    { path: ROUTE_PATHS.resetPassword, module: ResetPasswordPage },
    { path: ROUTE_PATHS.verifyCode, module: VerifyCodePage },
    { path: ROUTE_PATHS.newPassword, module: NewPasswordPage },
    { path: ROUTE_PATHS.oauth, module: OAuthPage },
    // Where a sign-in lands; the real dashboard belongs to remote-account.
    {
      path: '/dashboard/*',
      module: {
        Component: () => (
          <main>
            <h1>Dashboard (host stand-in)</h1>
          </main>
        ),
      },
    },
  ],
  services,
});
