import { adSearchEndpoint, shareAdEndpoint, successBodySchema } from '@adlens/shared-contracts';
import type { APIRequestContext } from '@playwright/test';

/** Ids of seeded data the parameterised routes need, read through the API as the demo user. */
export interface RouteData {
  adId: number;
  ownerId: number;
  domain: string;
  shareToken: string;
}

export async function loadRouteData(request: APIRequestContext, token: string): Promise<RouteData> {
  const headers = { Authorization: `Bearer ${token}` };
  const search = await request.post('/api/v1/meta/ads/search', { headers, data: {} });
  const body = successBodySchema(adSearchEndpoint.data).parse(await search.json());
  const ad = body.data.items[0];
  if (!ad) throw new Error('the seeded search returned no ad');
  // Only an ad whose detail the user paid for can be shared (decision 0024).
  await request.get(`/api/v1/meta/ads/${ad.id}`, { headers });
  const share = await request.post('/api/v1/platform/shared/ads', {
    headers,
    data: { platform: 'meta', ad_id: ad.id },
  });
  const { data } = successBodySchema(shareAdEndpoint.data).parse(await share.json());
  return { adId: ad.id, ownerId: ad.owner.id, domain: ad.domain, shareToken: data.token };
}

export type Access = 'anonymous' | 'signed-in';

export interface SweepRoute {
  /** Spec section 2 layout. */
  layout: 'authentication' | 'main app' | 'plain' | 'public';
  path: (data: RouteData) => string;
  access: Access;
  /** The remote page that renders it (`remote/Module`), or null for a host page. */
  page: string | null;
  /** Reachable below 950 px (spec section 2, Mobile); other signed-in pages redirect to search. */
  mobile: boolean;
}

const auth = (p: string, module: string): SweepRoute => ({
  layout: 'authentication',
  path: () => p,
  access: 'anonymous',
  page: `remote_auth/${module}`,
  mobile: true,
});

/** Every route of spec section 2 (redirect-only paths lead to one of these), and the API reference. */
export const ROUTES: SweepRoute[] = [
  auth('/authentication/signin', 'SignInPage'),
  auth('/authentication/signup', 'SignUpPage'),
  auth('/authentication/signup/confirm-email', 'ConfirmEmailPage'),
  auth('/authentication/reset-password', 'ResetPasswordPage'),
  auth('/authentication/reset-password/new-password/a11y-token', 'NewPasswordPage'),
  auth('/authentication/reset-password/verify-code', 'VerifyCodePage'),
  ...(
    [
      ['/meta/search', 'remote_search/SearchPage', true],
      [(d: RouteData) => `/meta/ads/${d.adId}`, 'remote_search/AdDetailPage', false],
      ['/meta/analytics', 'remote_insights/AnalyticsPage', false],
      [
        (d: RouteData) => `/meta/analytics/${d.domain}`,
        'remote_insights/DomainAnalyticsPage',
        false,
      ],
      ['/bookmarks', 'remote_search/BookmarksPage', false],
      ['/meta/bookmarks', 'remote_search/BookmarksPage', false],
      ['/meta/campaign/1', 'remote_insights/CampaignPage', false],
      ['/dashboard/subscription', 'remote_account/SubscriptionPage', false],
      ['/dashboard/profile', 'remote_account/ProfilePage', false],
      ['/dashboard/team', 'remote_account/TeamPage', false],
      // Beyond spec section 2: the API reference (issue 40, decision 0058).
      ['/dashboard/api', 'remote_account/ApiReferencePage', false],
      ['/downloads', 'remote_account/DownloadsPage', false],
      [(d: RouteData) => `/meta/owner/${d.ownerId}`, 'remote_search/OwnerPage', false],
      ['/plans/select', 'remote_account/PlanSelectPage', true],
      ['/referral', 'remote_account/ReferralPage', false],
    ] as const
  ).map(([p, page, mobile]): SweepRoute => ({
    layout: 'main app',
    path: typeof p === 'string' ? () => p : p,
    access: 'signed-in',
    page,
    mobile,
  })),
  ...[
    '/ads-blocker',
    '/500',
    '/no-such-page',
    '/maintenance',
    '/request-limit',
    '/you-are-blocked',
  ].map((p): SweepRoute => ({
    layout: 'plain',
    path: () => p,
    access: 'signed-in',
    page: null,
    mobile: true,
  })),
  {
    layout: 'plain',
    path: () => '/payment-failed/a11y-payment',
    access: 'signed-in',
    page: 'remote_account/PaymentFailedPage',
    mobile: true,
  },
  {
    layout: 'plain',
    path: () => '/payment-thank-you/a11y-payment',
    access: 'signed-in',
    page: 'remote_account/PaymentThankYouPage',
    mobile: true,
  },
  ...['/no-such-page', '/maintenance'].map((p): SweepRoute => ({
    layout: 'plain',
    path: () => p,
    access: 'anonymous',
    page: null,
    mobile: true,
  })),
  {
    layout: 'public',
    path: (d) => `/share/meta/ads/${d.shareToken}`,
    access: 'anonymous',
    page: 'remote_search/SharedAdPage',
    mobile: true,
  },
];
