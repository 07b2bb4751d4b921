import { href } from './href';
import { REDIRECT_ROUTES, ROUTE_PATHS } from './paths';

// Spec section 2, copied path by path (`{x}` written as `:x`).
const SPEC_PATHS = [
  '/',
  '/authentication',
  '/authentication/signin',
  '/authentication/signup',
  '/authentication/signup/confirm-email',
  '/authentication/reset-password',
  '/authentication/reset-password/new-password/:token',
  '/authentication/reset-password/verify-code',
  '/oauth',
  '/:platform/ads/:id',
  '/:platform/analytics',
  '/:platform/analytics/:domain',
  '/bookmarks',
  '/:platform/bookmarks',
  '/:platform/campaign/:id',
  '/dashboard',
  '/dashboard/subscription',
  '/dashboard/profile',
  '/dashboard/team',
  '/downloads',
  '/:platform/owner/:id',
  '/plans',
  '/plans/select',
  '/referral',
  '/search',
  '/:platform/search',
  '/ads-blocker',
  '/500',
  '/maintenance',
  '/payment-failed/:payment',
  '/payment-thank-you/:payment',
  '/request-limit',
  '/you-are-blocked',
  '/share/:platform/ads/:token',
];

// Pages the product gained after the spec, each with the issue or decision that added it.
const ADDED_PATHS = [
  '/following', // issue 28, decision 0030
  '/dashboard/api', // issue 40, decision 0058: the API reference
];

describe('ROUTE_PATHS', () => {
  it('holds exactly the paths of spec section 2 and the pages added since', () => {
    expect(Object.values(ROUTE_PATHS).sort()).toEqual([...SPEC_PATHS, ...ADDED_PATHS].sort());
  });

  it('redirects as spec section 2 says', () => {
    expect(REDIRECT_ROUTES).toEqual({
      root: href('search'),
      authentication: href('signIn'),
      dashboard: href('subscription'),
      plans: href('planSelect'),
      search: href('platformSearch', { platform: 'meta' }),
    });
  });
});
