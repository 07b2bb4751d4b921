import type { RouteId } from '@adlens/shared-contracts';
import type { RemotePageRef } from '../federation/remote-page-loader';

const auth = (module: string): RemotePageRef => ({ remote: 'remote_auth', module });
const search = (module: string): RemotePageRef => ({ remote: 'remote_search', module });
const insights = (module: string): RemotePageRef => ({ remote: 'remote_insights', module });
const account = (module: string): RemotePageRef => ({ remote: 'remote_account', module });

/**
 * Which remote page renders each route: the host owns the URL space, remotes own page content.
 * A module a remote does not expose yet shows the remote fallback (see RemotePage), never a crash.
 * Routes that only redirect (root, /authentication, /dashboard, /plans, /search) and the host's own
 * plain pages are not listed.
 */
export const REMOTE_PAGES = {
  // Layout 1: authentication
  signIn: auth('SignInPage'),
  signUp: auth('SignUpPage'),
  confirmEmail: auth('ConfirmEmailPage'),
  resetPassword: auth('ResetPasswordPage'),
  newPassword: auth('NewPasswordPage'),
  verifyCode: auth('VerifyCodePage'),
  oauth: auth('OAuthPage'),
  // Layout 2: main app
  platformSearch: search('SearchPage'),
  adDetail: search('AdDetailPage'),
  owner: search('OwnerPage'),
  bookmarks: search('BookmarksPage'),
  following: search('FollowingPage'),
  platformBookmarks: search('BookmarksPage'),
  analytics: insights('AnalyticsPage'),
  domainAnalytics: insights('DomainAnalyticsPage'),
  campaign: insights('CampaignPage'),
  subscription: account('SubscriptionPage'),
  profile: account('ProfilePage'),
  team: account('TeamPage'),
  planSelect: account('PlanSelectPage'),
  referral: account('ReferralPage'),
  downloads: account('DownloadsPage'),
  // Layout 3: payment results belong to remote-account (design.md) and render in the plain layout.
  paymentThankYou: account('PaymentThankYouPage'),
  paymentFailed: account('PaymentFailedPage'),
  // Layout 4: public
  sharedAd: search('SharedAdPage'),
} as const satisfies Partial<Record<RouteId, RemotePageRef>>;

export type RemoteRouteId = keyof typeof REMOTE_PAGES;
