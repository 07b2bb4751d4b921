import type { RouteId } from '@adlens/shared-contracts';
import type { RemotePageRef } from '../federation/remote-page-loader';

/** Which remote page renders each route: the host owns the URL space, remotes own page content. */
export const REMOTE_PAGES = {
  signIn: { remote: 'remote_auth', module: 'SignInPage' },
  platformSearch: { remote: 'remote_search', module: 'SearchPage' },
  analytics: { remote: 'remote_insights', module: 'AnalyticsPage' },
  subscription: { remote: 'remote_account', module: 'SubscriptionPage' },
} as const satisfies Partial<Record<RouteId, RemotePageRef>>;

export type RemoteRouteId = keyof typeof REMOTE_PAGES;
