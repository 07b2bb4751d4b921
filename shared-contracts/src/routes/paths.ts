/** Every route path of spec section 2, in react-router syntax. */
export const ROUTE_PATHS = {
  root: '/',
  // Layout 1: authentication
  authentication: '/authentication',
  signIn: '/authentication/signin',
  signUp: '/authentication/signup',
  confirmEmail: '/authentication/signup/confirm-email',
  resetPassword: '/authentication/reset-password',
  newPassword: '/authentication/reset-password/new-password/:token',
  verifyCode: '/authentication/reset-password/verify-code',
  oauth: '/oauth',
  // Layout 2: main app
  adDetail: '/:platform/ads/:id',
  analytics: '/:platform/analytics',
  domainAnalytics: '/:platform/analytics/:domain',
  bookmarks: '/bookmarks',
  platformBookmarks: '/:platform/bookmarks',
  campaign: '/:platform/campaign/:id',
  dashboard: '/dashboard',
  subscription: '/dashboard/subscription',
  profile: '/dashboard/profile',
  team: '/dashboard/team',
  downloads: '/downloads',
  following: '/following',
  owner: '/:platform/owner/:id',
  plans: '/plans',
  planSelect: '/plans/select',
  referral: '/referral',
  search: '/search',
  platformSearch: '/:platform/search',
  // Layout 3: plain pages
  adsBlocker: '/ads-blocker',
  serverError: '/500',
  maintenance: '/maintenance',
  paymentFailed: '/payment-failed/:payment',
  paymentThankYou: '/payment-thank-you/:payment',
  requestLimit: '/request-limit',
  youAreBlocked: '/you-are-blocked',
  // Layout 4: public
  sharedAd: '/share/:platform/ads/:token',
} as const;

export type RouteId = keyof typeof ROUTE_PATHS;

/** The catch-all 404 page is a page without a path of its own. */
export type PageId = RouteId | 'notFound';

/** Route-table patterns for the pages that have no `href` of their own. */
export const CATCH_ALL_PATH = '*';
export const SHORT_LINK_PATH = '/r/*';

/** Routes that only redirect (spec section 2), with their target path. */
export const REDIRECT_ROUTES: Readonly<Partial<Record<RouteId, string>>> = {
  root: '/search',
  authentication: '/authentication/signin',
  dashboard: '/dashboard/subscription',
  plans: '/plans/select',
  // The first platform, which is also the default one.
  search: '/meta/search',
};
