import { isPlatform } from '../platforms';

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

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Id extends RouteId> = {
  [Name in ParamNames<(typeof ROUTE_PATHS)[Id]>]: string | number;
};

type HrefArgs<Id extends RouteId> =
  ParamNames<(typeof ROUTE_PATHS)[Id]> extends never
    ? [params?: undefined, query?: Record<string, string | undefined>]
    : [params: RouteParams<Id>, query?: Record<string, string | undefined>];

/**
 * Builds the URL of a route. Throws on a missing param or an unknown platform, so that a broken
 * link fails loudly in tests instead of sending a user to `/undefined/search`.
 */
export function href<Id extends RouteId>(id: Id, ...[params, query]: HrefArgs<Id>): string {
  const template: string = ROUTE_PATHS[id];
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new Error(`href(${id}): missing param "${name}"`);
    }
    if (name === 'platform' && !isPlatform(value)) {
      throw new Error(`href(${id}): unknown platform "${String(value)}"`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
