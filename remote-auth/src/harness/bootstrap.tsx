import { ROUTE_PATHS } from '@adlens/shared-contracts';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/tools/harness';
import { Component as ConfirmEmailPage } from '../pages/confirm-email-page';
import { Component as NewPasswordPage } from '../pages/new-password-page';
import { Component as OAuthPage } from '../pages/oauth-page';
import { Component as ResetPasswordPage } from '../pages/reset-password-page';
import { Component as SignInPage } from '../pages/sign-in-page';
import { Component as SignUpPage } from '../pages/sign-up-page';
import { Component as VerifyCodePage } from '../pages/verify-code-page';
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
  routes: [
    { path: ROUTE_PATHS.signIn, element: <SignInPage /> },
    { path: ROUTE_PATHS.signUp, element: <SignUpPage /> },
    { path: ROUTE_PATHS.confirmEmail, element: <ConfirmEmailPage /> },
    { path: ROUTE_PATHS.resetPassword, element: <ResetPasswordPage /> },
    { path: ROUTE_PATHS.verifyCode, element: <VerifyCodePage /> },
    { path: ROUTE_PATHS.newPassword, element: <NewPasswordPage /> },
    { path: ROUTE_PATHS.oauth, element: <OAuthPage /> },
    // Where a sign-in lands; the real dashboard belongs to remote-account.
    {
      path: '/dashboard/*',
      element: (
        <main>
          <h1>Dashboard (host stand-in)</h1>
        </main>
      ),
    },
  ],
  services,
});
