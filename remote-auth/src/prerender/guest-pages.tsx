import { href } from '@adlens/shared-contracts';
import { HostServicesProvider } from '@adlens/shared-contracts/react';
import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Component as ResetPasswordPage } from '../pages/reset-password-page';
import { Component as SignInPage } from '../pages/sign-in-page';
import { Component as SignUpPage } from '../pages/sign-up-page';

/** A guest page painted from HTML before the remote's JavaScript runs (decision 0041). */
export interface GuestPage {
  /** The exposed module (pages.json) the fragment stands for. */
  page: string;
  /** The path the fragment is rendered at, without a query: no visitor's data is in it. */
  path: string;
  Component: ComponentType;
}

export const GUEST_PAGES: readonly GuestPage[] = [
  { page: 'SignInPage', path: href('signIn'), Component: SignInPage },
  { page: 'SignUpPage', path: href('signUp'), Component: SignUpPage },
  { page: 'ResetPasswordPage', path: href('resetPassword'), Component: ResetPasswordPage },
];

/**
 * Until the page's code runs, its painted form can be neither typed into nor sent: a native
 * submission would be a GET to the page itself with the password in the address. Fields are
 * read-only (they look as they will, take the focus, which the page then keeps) and no button
 * submits (with two text fields and no submit button, Enter submits nothing). Both change when
 * the page's own render takes the painted page's place.
 */
function inert(html: string): string {
  return html
    .replace(/<input(?![^>]*\sreadOnly)/g, '<input readOnly=""')
    .replace(/<button type="submit"/g, '<button type="button"');
}

/** The page's markup as the remote renders it for a visitor without a session or a query. */
export function renderGuestPage({ path, Component }: GuestPage): string {
  const services = createFakeHostServices({ user: null });
  // Its own id prefix: the page's ids cannot meet the live page's while both are in the document.
  const html = renderToStaticMarkup(
    <HostServicesProvider value={services}>
      <MemoryRouter initialEntries={[path]}>
        <Component />
      </MemoryRouter>
    </HostServicesProvider>,
    { identifierPrefix: 'adl-prerender-' },
  );
  return inert(html);
}
