import type { User } from '@adlens/shared-contracts';
import { type Context, Hono } from 'hono';
import { basePath } from 'hono/route';
import { type AppDeps, type AppContext, createAppContext } from './http/app-context';
import { fail, isApiFailure } from './http/api-failure';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { noStoreByDefault } from './http/no-store';
import { loadSession, toUser } from './http/session';
import { addressRateLimit } from './http/rate-limit';
import { registerAdRoutes } from './features/ads/ads-routes';
import { registerAdTagRoutes } from './features/tags/ad-tags-routes';
import { registerApiKeyRoutes } from './features/apikeys/api-key-routes';
import { registerAuthRoutes } from './features/auth/auth-routes';
import { registerOauthRoutes } from './features/auth/oauth-routes';
import { registerBookmarkRoutes } from './features/bookmarks/bookmark-routes';
import { registerCommonAssets } from './features/common-assets';
import { registerDevRoutes } from './features/dev/dev-routes';
import { registerFilterRoutes } from './features/filters/filter-routes';
import { registerEvidenceRoutes } from './features/follows/evidence-routes';
import { registerSimilarRoutes } from './features/similar/similar-routes';
import { registerLandingRoutes } from './features/landing/landing-routes';
import { registerFollowRoutes } from './features/follows/follow-routes';
import { registerAnalyticsRoutes } from './features/analytics/analytics-routes';
import { registerCampaignRoutes } from './features/campaigns/campaign-routes';
import { registerMediaRoutes } from './features/media/media-routes';
import { registerCommonRoutes } from './features/common/common-routes';
import { registerExportRoutes } from './features/exports/export-routes';
import { registerNotificationRoutes } from './features/notifications/notification-routes';
import { registerOpenApiRoutes } from './features/openapi/openapi-routes';
import { registerProfileRoutes } from './features/profile/profile-routes';
import { registerReferralRoutes } from './features/referrals/referral-routes';
import { registerRumIntakeRoutes } from './features/rum/rum-intake-routes';
import { registerRemoteHealthRoutes } from './features/rum/remote-health-routes';
import { registerPaymentCallbackRoutes } from './features/subscription/payment-callback-routes';
import { refusePaymentStandinInProduction } from './features/subscription/payment-gateway';
import { registerSubscriptionRoutes } from './features/subscription/subscription-routes';
import { registerTeamRoutes } from './features/subscription/team-routes';
import { registerVocabularyRoutes } from './features/tag-vocabulary/vocabulary-routes';
import { deliverAnnouncementsToWebhooks } from './features/webhooks/deliver-announcements';
import { registerWebhookRoutes } from './features/webhooks/webhook-routes';

export interface DevApi {
  app: Hono;
  context: AppContext;
  /**
   * The user of a live session token, or null: for a server in front of the API that shapes its
   * pages by who asks (the production-like server's preload hints). No rate limit, no side effect.
   */
  userForToken(token: string): Promise<User | null>;
}

/**
 * The API as a Hono app with routes at `/v1/...`: mount it under `/api` (for example
 * `outer.route('/api', createApp(deps).app)`). `devRoutes` adds `/v1/dev/*` for dev-api's own
 * development entry; a production process refuses it (decision 0023).
 */
export function createApp(deps: AppDeps): DevApi {
  if (deps.devRoutes && process.env.NODE_ENV === 'production') {
    throw new Error('dev-api: the dev routes (/v1/dev/*) are refused under NODE_ENV=production');
  }
  if (deps.webhooks?.allowLoopback && process.env.NODE_ENV === 'production') {
    throw new Error('dev-api: loopback webhooks are refused under NODE_ENV=production');
  }
  refusePaymentStandinInProduction(deps.paymentGateway);
  const context = createAppContext(deps);
  deliverAnnouncementsToWebhooks(context.announcer, context.webhooks, context.db);
  const app = new Hono();
  app.use('*', noStoreByDefault());

  app.use('/v1/*', async (c, next) => {
    // The dev routes stay reachable in maintenance, so that it can be switched off again.
    if (context.settings.maintenance && !apiPath(c.req.path, basePath(c)).startsWith('/v1/dev/'))
      throw fail.maintenance();
    await next();
  });

  // The general limit's count per address, before any route (raw ones too) looks at a token.
  // The dev switches stay reachable, so that the limit can be changed while it holds.
  const countAddress = addressRateLimit(context);
  app.use('/v1/*', async (c, next) =>
    apiPath(c.req.path, basePath(c)).startsWith('/v1/dev/') ? next() : countAddress(c, next),
  );

  if (deps.devRoutes) registerDevRoutes(app, context);
  // Outside the dev composition the whole dev namespace is closed, whatever else registers in it.
  else app.all('/v1/dev/*', () => Promise.reject(fail.notFound('No such API endpoint')));
  registerRumIntakeRoutes(app, context);
  registerRemoteHealthRoutes(app, context);
  registerCommonAssets(app);
  registerOpenApiRoutes(app);
  registerMediaRoutes(app, context);
  registerAuthRoutes(app, context);
  registerOauthRoutes(app, context);
  registerFilterRoutes(app, context);
  registerBookmarkRoutes(app, context);
  registerAdRoutes(app, context);
  registerSimilarRoutes(app, context);
  registerAdTagRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerFollowRoutes(app, context);
  registerEvidenceRoutes(app, context);
  registerLandingRoutes(app, context);
  registerReferralRoutes(app, context);
  registerExportRoutes(app, context);
  registerCommonRoutes(app, context);
  registerProfileRoutes(app, context);
  registerApiKeyRoutes(app, context);
  registerSubscriptionRoutes(app, context);
  registerPaymentCallbackRoutes(app, context);
  registerTeamRoutes(app, context);
  registerVocabularyRoutes(app, context);
  registerAnalyticsRoutes(app, context);
  registerCampaignRoutes(app, context);
  registerWebhookRoutes(app, context);

  const noSuchEndpoint = (c: Context) =>
    c.json({ status: 'error', meta: fail.notFound('No such API endpoint').meta }, 404);
  // A mounted app's notFound is not consulted by the app it is mounted in (`route('/api', app)`),
  // whose own fallback (plain text, the page shell) would answer: the API keeps every path under
  // its mount point by answering the rest itself. Registered last, so every route comes first.
  app.all('*', noSuchEndpoint);
  app.notFound(noSuchEndpoint);
  app.onError((error, c) => {
    if (isApiFailure(error)) {
      return Response.json(
        { status: 'error', meta: error.meta },
        { status: error.httpStatus, headers: error.headers },
      );
    }
    if (isDatabaseUnavailable(error)) {
      const failure = fail.databaseUnavailable();
      // The messages only: the driver's error object may carry a statement's parameters.
      console.error(`dev-api: ${error.message} (${causeMessage(error)}); answered 503`);
      return Response.json(
        { status: 'error', meta: failure.meta },
        { status: failure.httpStatus, headers: failure.headers },
      );
    }
    console.error('dev-api: unhandled error', error);
    return c.json(
      {
        status: 'error',
        meta: { message: 'Something went wrong', action: 'SNACKBAR', type: 'error', code: 500 },
      },
      500,
    );
  });
  async function userForToken(token: string): Promise<User | null> {
    const session = await loadSession(context.db, token, context.now()).catch((error: unknown) => {
      if (isApiFailure(error)) return null;
      throw error;
    });
    return session ? toUser(session.user) : null;
  }

  return { app, context, userForToken };
}

/** The request path as this app routes it, without the prefix it is mounted under (`/api`). */
function apiPath(requestPath: string, mountedAt: string): string {
  const prefix = mountedAt === '/' ? '' : mountedAt;
  return requestPath.startsWith(prefix) ? requestPath.slice(prefix.length) : requestPath;
}

function causeMessage(error: Error): string {
  return error.cause instanceof Error ? error.cause.message : 'no cause given';
}
