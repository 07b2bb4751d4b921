import type { RemotePageModule } from '@adlens/shared-contracts/react';
import type { FakeHostServices, FakeHostServicesOptions } from '@adlens/shared-contracts/testing';
import { type RenderedPage, renderPage } from '@adlens/shared-contracts/testing/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import * as ProfilePage from '../pages/profile-page';
import * as SubscriptionPage from '../pages/subscription-page';
import * as TeamPage from '../pages/team-page';

/** The dashboard's tabs, which lead to each other. */
const DASHBOARD_PAGES = { SubscriptionPage, ProfilePage, TeamPage };

export interface AccountPageOptions extends FakeHostServicesOptions {
  /** This remote's pages by their manifest name; the dashboard's by default. */
  pages?: Readonly<Record<string, RemotePageModule>>;
  services?: FakeHostServices;
}

export type RenderedAccountPage = RenderedPage & { user: ReturnType<typeof userEvent.setup> };

/** Renders this remote's pages at `url` with the contract's page test kit. */
export function renderAccountPage(
  url: string,
  { pages = DASHBOARD_PAGES, services, ...fake }: AccountPageOptions = {},
): RenderedAccountPage {
  const user = userEvent.setup();
  return { ...renderPage(url, { remote: 'remote_account', pages, services, fake }), user };
}

/** Renders `element` standing in for the page `page` (its manifest name) at `url`. */
export function renderAccountView(
  page: string,
  element: ReactElement,
  url: string,
  options: Omit<AccountPageOptions, 'pages'> = {},
): RenderedAccountPage {
  return renderAccountPage(url, { ...options, pages: { [page]: { Component: () => element } } });
}
