import { HostServicesProvider, ROUTE_PATHS } from '@adlens/shared-contracts';
import {
  type FakeHostServices,
  type FakeHostServicesOptions,
  createFakeHostServices,
} from '@adlens/shared-contracts/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Component as ConfirmEmailPage } from '../pages/confirm-email-page';
import { Component as NewPasswordPage } from '../pages/new-password-page';
import { Component as OAuthPage } from '../pages/oauth-page';
import { Component as ResetPasswordPage } from '../pages/reset-password-page';
import { Component as SignInPage } from '../pages/sign-in-page';
import { Component as SignUpPage } from '../pages/sign-up-page';
import { Component as VerifyCodePage } from '../pages/verify-code-page';

const PAGES: readonly [string, ComponentType][] = [
  [ROUTE_PATHS.signIn, SignInPage],
  [ROUTE_PATHS.signUp, SignUpPage],
  [ROUTE_PATHS.confirmEmail, ConfirmEmailPage],
  [ROUTE_PATHS.resetPassword, ResetPasswordPage],
  [ROUTE_PATHS.verifyCode, VerifyCodePage],
  [ROUTE_PATHS.newPassword, NewPasswordPage],
  [ROUTE_PATHS.oauth, OAuthPage],
];

/** Shows where the app is, so tests can assert navigations as a user sees the address. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderedAuthRoute {
  services: FakeHostServices;
  user: ReturnType<typeof userEvent.setup>;
  /** The path and query the router is at now. */
  location(): string;
}

/**
 * Renders the remote's pages under a memory router at `url`, with fake host services;
 * `prepare` runs before the first render (to spy on a service a page uses on mount).
 */
export function renderAuthRoute(
  url: string,
  options: FakeHostServicesOptions = {},
  prepare?: (services: FakeHostServices) => void,
): RenderedAuthRoute {
  const services = createFakeHostServices({ user: null, ...options });
  prepare?.(services);
  const user = userEvent.setup();
  const view = render(
    <HostServicesProvider value={services}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {PAGES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<p>Outside the remote</p>} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </HostServicesProvider>,
  );
  return {
    services,
    user,
    location: () => view.getByRole('status', { name: 'Current location' }).textContent ?? '',
  };
}

/** A promise the test settles by hand, to look at a form while its request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
