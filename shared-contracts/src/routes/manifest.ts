import type { RemoteName } from '../environment/pin-set';

/** The four page frames of spec section 2. */
export type RouteLayout = 'auth' | 'app' | 'plain' | 'public';

/**
 * Who may see a route:
 * - `guest-only`: a visitor without a session; a signed-in user goes to the dashboard;
 * - `signed-in`: a signed-in user whose route lists allow the path (spec section 5); anyone else
 *   goes to sign in, a denied user to /you-are-blocked;
 * - `open`: any visitor, with or without a session.
 */
export type RouteAccess = 'guest-only' | 'signed-in' | 'open';

/**
 * The checks a navigation to the route runs besides its access:
 * - `user-load`: the session's user loads first (spec section 5 names the pages that skip it,
 *   because they must work when the API does not);
 * - `ad-blocker`: a detected ad blocker sends the visitor to /ads-blocker (spec section 4);
 * - `mobile`: a signed-in user on a narrow container goes to search (spec section 2 "Mobile").
 *   It needs the user, so it comes with `user-load`. A redirect is judged by its target instead.
 */
export type RouteCheck = 'user-load' | 'ad-blocker' | 'mobile';

/** A page a remote exposes (`./SearchPage`), by the remote's Module Federation name. */
export interface RemotePageRef {
  readonly remote: RemoteName;
  /** The exposed module without `./`, e.g. `SearchPage`. */
  readonly module: string;
}

/** The host's own plain pages: they must render when every remote is down. */
export type HostPageName =
  | 'AdsBlockerPage'
  | 'ServerErrorPage'
  | 'MaintenancePage'
  | 'RequestLimitPage'
  | 'YouAreBlockedPage';

export interface HostPageRef {
  readonly host: HostPageName;
}

interface RouteFacts {
  /** The path in react-router syntax (`:param`). */
  readonly path: string;
  readonly layout: RouteLayout;
  readonly access: RouteAccess;
  readonly checks: readonly RouteCheck[];
}

export type RouteEntry = RouteFacts &
  (
    | { readonly page: RemotePageRef | HostPageRef; readonly redirect?: never }
    | { readonly redirect: string; readonly page?: never }
  );

const auth = (module: string): RemotePageRef => ({ remote: 'remote_auth', module });
const search = (module: string): RemotePageRef => ({ remote: 'remote_search', module });
const insights = (module: string): RemotePageRef => ({ remote: 'remote_insights', module });
const account = (module: string): RemotePageRef => ({ remote: 'remote_account', module });
const host = (name: HostPageName): HostPageRef => ({ host: name });

// The check sets in use, named so that a row reads as a sentence.
const EVERY_CHECK = ['user-load', 'ad-blocker', 'mobile'] as const satisfies RouteCheck[];
/** Mobile-allowed pages and redirects (a redirect is judged by its target). */
const NO_MOBILE_RULE = ['user-load', 'ad-blocker'] as const satisfies RouteCheck[];
const USER_LOAD = ['user-load'] as const satisfies RouteCheck[];
/** Spec section 5: the pages that must work when the API does not. */
const NONE = [] as const satisfies RouteCheck[];

/**
 * Every route of spec section 2, written once: its path, frame, who may see it, which checks run
 * and what renders it (a remote's page, a host page, or a redirect). The host's route table, its
 * guards and preloads, the harness of each remote and the CLI's preload hints all read this;
 * `<remote>/pages.json` only says which file holds each module named here.
 */
export const ROUTE_MANIFEST = {
  root: { path: '/', layout: 'plain', access: 'open', checks: USER_LOAD, redirect: '/search' },
  // Layout 1: authentication
  authentication: {
    path: '/authentication',
    layout: 'auth',
    access: 'guest-only',
    checks: NO_MOBILE_RULE,
    redirect: '/authentication/signin',
  },
  signIn: {
    path: '/authentication/signin',
    layout: 'auth',
    access: 'guest-only',
    checks: EVERY_CHECK,
    page: auth('SignInPage'),
  },
  signUp: {
    path: '/authentication/signup',
    layout: 'auth',
    access: 'guest-only',
    checks: EVERY_CHECK,
    page: auth('SignUpPage'),
  },
  confirmEmail: {
    path: '/authentication/signup/confirm-email',
    layout: 'auth',
    access: 'guest-only',
    checks: EVERY_CHECK,
    page: auth('ConfirmEmailPage'),
  },
  resetPassword: {
    path: '/authentication/reset-password',
    layout: 'auth',
    access: 'guest-only',
    checks: EVERY_CHECK,
    page: auth('ResetPasswordPage'),
  },
  newPassword: {
    path: '/authentication/reset-password/new-password/:token',
    layout: 'auth',
    access: 'guest-only',
    checks: EVERY_CHECK,
    page: auth('NewPasswordPage'),
  },
  verifyCode: {
    path: '/authentication/reset-password/verify-code',
    layout: 'auth',
    access: 'guest-only',
    checks: EVERY_CHECK,
    page: auth('VerifyCodePage'),
  },
  // The third-party sign-in return works for any session and skips the user load.
  oauth: { path: '/oauth', layout: 'auth', access: 'open', checks: NONE, page: auth('OAuthPage') },
  // Layout 2: main app
  adDetail: {
    path: '/:platform/ads/:id',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: search('AdDetailPage'),
  },
  analytics: {
    path: '/:platform/analytics',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: insights('AnalyticsPage'),
  },
  domainAnalytics: {
    path: '/:platform/analytics/:domain',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: insights('DomainAnalyticsPage'),
  },
  bookmarks: {
    path: '/bookmarks',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: search('BookmarksPage'),
  },
  platformBookmarks: {
    path: '/:platform/bookmarks',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: search('BookmarksPage'),
  },
  campaign: {
    path: '/:platform/campaign/:id',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: insights('CampaignPage'),
  },
  dashboard: {
    path: '/dashboard',
    layout: 'app',
    access: 'signed-in',
    checks: NO_MOBILE_RULE,
    redirect: '/dashboard/subscription',
  },
  subscription: {
    path: '/dashboard/subscription',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: account('SubscriptionPage'),
  },
  profile: {
    path: '/dashboard/profile',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: account('ProfilePage'),
  },
  team: {
    path: '/dashboard/team',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: account('TeamPage'),
  },
  apiReference: {
    path: '/dashboard/api',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: account('ApiReferencePage'),
  },
  downloads: {
    path: '/downloads',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: account('DownloadsPage'),
  },
  following: {
    path: '/following',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: search('FollowingPage'),
  },
  owner: {
    path: '/:platform/owner/:id',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: search('OwnerPage'),
  },
  plans: {
    path: '/plans',
    layout: 'app',
    access: 'signed-in',
    checks: NO_MOBILE_RULE,
    redirect: '/plans/select',
  },
  planSelect: {
    path: '/plans/select',
    layout: 'app',
    access: 'signed-in',
    checks: NO_MOBILE_RULE,
    page: account('PlanSelectPage'),
  },
  referral: {
    path: '/referral',
    layout: 'app',
    access: 'signed-in',
    checks: EVERY_CHECK,
    page: account('ReferralPage'),
  },
  // The first platform, which is also the default one.
  search: {
    path: '/search',
    layout: 'app',
    access: 'signed-in',
    checks: NO_MOBILE_RULE,
    redirect: '/meta/search',
  },
  platformSearch: {
    path: '/:platform/search',
    layout: 'app',
    access: 'signed-in',
    checks: NO_MOBILE_RULE,
    page: search('SearchPage'),
  },
  // Layout 3: plain pages
  adsBlocker: {
    path: '/ads-blocker',
    layout: 'plain',
    access: 'open',
    checks: USER_LOAD,
    page: host('AdsBlockerPage'),
  },
  serverError: {
    path: '/500',
    layout: 'plain',
    access: 'open',
    checks: NONE,
    page: host('ServerErrorPage'),
  },
  maintenance: {
    path: '/maintenance',
    layout: 'plain',
    access: 'open',
    checks: NONE,
    page: host('MaintenancePage'),
  },
  // Payment results belong to remote-account (design.md) and render in the plain layout.
  paymentFailed: {
    path: '/payment-failed/:payment',
    layout: 'plain',
    access: 'signed-in',
    checks: USER_LOAD,
    page: account('PaymentFailedPage'),
  },
  paymentThankYou: {
    path: '/payment-thank-you/:payment',
    layout: 'plain',
    access: 'signed-in',
    checks: USER_LOAD,
    page: account('PaymentThankYouPage'),
  },
  requestLimit: {
    path: '/request-limit',
    layout: 'plain',
    access: 'open',
    checks: NONE,
    page: host('RequestLimitPage'),
  },
  youAreBlocked: {
    path: '/you-are-blocked',
    layout: 'plain',
    access: 'open',
    checks: USER_LOAD,
    page: host('YouAreBlockedPage'),
  },
  // Layout 4: public
  sharedAd: {
    path: '/share/:platform/ads/:token',
    layout: 'public',
    access: 'open',
    checks: EVERY_CHECK,
    page: search('SharedAdPage'),
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof ROUTE_MANIFEST;

/** Every route id, in the manifest's order. */
export const ROUTE_IDS = Object.keys(ROUTE_MANIFEST) as RouteId[];

/** The manifest row of a route, typed as the general shape (for code that folds over rows). */
export function routeEntry(id: RouteId): RouteEntry {
  return ROUTE_MANIFEST[id];
}

export function isRemotePageRef(
  page: RemotePageRef | HostPageRef | undefined,
): page is RemotePageRef {
  return page !== undefined && 'remote' in page;
}

/** The remote page that renders a route, or null for a redirect or a host page. */
export function remotePageOf(id: RouteId): RemotePageRef | null {
  const { page } = routeEntry(id);
  return isRemotePageRef(page) ? page : null;
}

/** Whether a navigation to the route runs a check. */
export function routeChecks(id: RouteId, check: RouteCheck): boolean {
  return routeEntry(id).checks.includes(check);
}

/** A route that one of a remote's pages renders. */
export interface RemotePageRoute {
  readonly id: RouteId;
  readonly path: string;
  /** The exposed module that renders it, e.g. `SearchPage`. */
  readonly module: string;
}

/**
 * The routes a remote's pages render, in the manifest's order (a module may render several, like
 * `BookmarksPage`): how the harness and the page test kit bind the remote's modules to paths.
 */
export function remotePageRoutes(remote: RemoteName): RemotePageRoute[] {
  return ROUTE_IDS.flatMap((id) => {
    const page = remotePageOf(id);
    return page?.remote === remote ? [{ id, path: routeEntry(id).path, module: page.module }] : [];
  });
}
