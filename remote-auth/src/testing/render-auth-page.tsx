import {
  type FakeHostServices,
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { type RenderedPage, renderPage } from '@adlens/shared-contracts/testing/react';
import userEvent from '@testing-library/user-event';
import * as ConfirmEmailPage from '../pages/confirm-email-page';
import * as NewPasswordPage from '../pages/new-password-page';
import * as OAuthPage from '../pages/oauth-page';
import * as ResetPasswordPage from '../pages/reset-password-page';
import * as SignInPage from '../pages/sign-in-page';
import * as SignUpPage from '../pages/sign-up-page';
import * as VerifyCodePage from '../pages/verify-code-page';

/** Every page of this remote: its flows lead from one to the next. */
const PAGES = {
  SignInPage,
  SignUpPage,
  ConfirmEmailPage,
  ResetPasswordPage,
  VerifyCodePage,
  NewPasswordPage,
  OAuthPage,
};

export type RenderedAuthPage = RenderedPage & { user: ReturnType<typeof userEvent.setup> };

/**
 * Renders this remote's pages at `url` with the contract's page test kit, for a visitor without
 * a session by default; `prepare` runs before the first render (to spy on a service a page uses
 * on mount).
 */
export function renderAuthPage(
  url: string,
  options: FakeHostServicesOptions = {},
  prepare?: (services: FakeHostServices) => void,
): RenderedAuthPage {
  const services = createFakeHostServices({ user: null, ...options });
  prepare?.(services);
  const user = userEvent.setup();
  return { ...renderPage(url, { remote: 'remote_auth', pages: PAGES, services }), user };
}
