import {
  oauthCallbackEndpoint,
  oauthStartEndpoint,
  safeRedirectPath,
} from '@adlens/shared-contracts';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../../http/app-context';
import { ApiFailure, fail } from '../../http/api-failure';
import { clientAddress } from '../../http/client-address';
import { publicRoute } from '../../http/route';
import { findUserByEmail, findUserById, toUser } from '../../http/session';
import { authorizeUrl, exchangeCode } from './oauth-provider-client';
import { hashPassword } from './passwords';
import { issueToken, newToken } from './tokens';
import { savePendingSignIn, takePendingSignIn } from './oauth-states';
import { rememberAccountAddress } from '../referrals/own-account-rule';

const STATE_TTL_MS = 10 * 60_000;
export const OAUTH_STATE_COOKIE = 'adlens_oauth_state';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** The page's own origin: behind a proxy, the forwarded host is the one the browser used. */
function appOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

function failed(): never {
  throw new ApiFailure(400, {
    message: 'This sign-in link is not valid in this browser. Start the sign-in again.',
    action: 'INLINE',
    type: 'error',
    code: 400,
  });
}

async function userForEmail(app: AppContext, email: string) {
  const existing = await findUserByEmail(app.db, email);
  if (existing) {
    if (!existing.email_confirmed)
      await app.db.query('UPDATE users SET email_confirmed = true WHERE id = $1', [existing.id]);
    return existing.id;
  }
  // A first sign-in with a provider makes a confirmed free account.
  await app.db.query(
    `INSERT INTO users (email, name, password_hash, email_confirmed, plan_id, credits, referral_code)
     VALUES ($1, $2, $3, true, (SELECT id FROM plans WHERE is_free LIMIT 1), 10, $4)`,
    [
      email.toLowerCase(),
      email.split('@')[0] ?? 'User',
      await hashPassword(newToken()),
      newToken().slice(0, 10).toUpperCase(),
    ],
  );
  const created = await findUserByEmail(app.db, email);
  if (!created) throw fail.snackbar(500, 'Something went wrong');
  return created.id;
}

/**
 * Authorization-code sign-in (decision 0022). The start remembers a random `state` in the
 * database (decision 0042) and in an HttpOnly cookie of the browser that asked; the callback signs in only when the state
 * in the body is that cookie's, still pending, for that provider, and the provider accepts the
 * one-time code issued for it. A link carrying someone else's code or state signs nobody in.
 */
export function registerOauthRoutes(router: Hono, app: AppContext): void {
  publicRoute(router, app, oauthStartEndpoint, async ({ params, query, c }) => {
    const provider = app.oauthProvider;
    if (!provider)
      // INLINE: the sign-in page says it next to the buttons and the other ways stay usable.
      throw new ApiFailure(503, {
        message: `Sign-in with ${PROVIDER_NAMES[params.provider] ?? params.provider} is not available`,
        action: 'INLINE',
        type: 'error',
        code: 503,
      });
    const state = newToken();
    const now = app.now();
    const redirectUri = `${appOrigin(c)}/oauth`;
    await savePendingSignIn(
      app.db,
      state,
      {
        provider: params.provider,
        redirect: query?.redirect ? safeRedirectPath(query.redirect) : null,
        redirectUri,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      },
      now,
    );
    setCookie(c, OAUTH_STATE_COOKIE, state, {
      httpOnly: true,
      // Lax: the cookie rides along when the provider sends the browser back to /oauth.
      sameSite: 'Lax',
      secure: redirectUri.startsWith('https:'),
      path: '/',
      maxAge: STATE_TTL_MS / 1000,
    });
    return {
      provider: params.provider,
      url: authorizeUrl(provider, { provider: params.provider, state, redirectUri }),
    };
  });

  publicRoute(router, app, oauthCallbackEndpoint, async ({ params, body, c }) => {
    const cookieState = getCookie(c, OAUTH_STATE_COOKIE);
    // Whatever the outcome, this state is spent: a retry starts over.
    const sign = cookieState ? await takePendingSignIn(app.db, cookieState) : undefined;
    deleteCookie(c, OAUTH_STATE_COOKIE, { path: '/' });
    if (
      !app.oauthProvider ||
      !cookieState ||
      !sign ||
      body.state !== cookieState ||
      sign.provider !== params.provider ||
      sign.expiresAt.getTime() < app.now().getTime()
    )
      failed();
    const email = await exchangeCode(app.oauthProvider, {
      code: body.code,
      state: body.state,
      redirectUri: sign.redirectUri,
    });
    if (!email) failed();
    const userId = await userForEmail(app, email);
    await rememberAccountAddress(app.db, userId, clientAddress(c, app.trustedProxies), app.now());
    const token = await issueToken(app.db, {
      userId,
      kind: 'session',
      ttlSeconds: app.tokenTtlSeconds,
      now: app.now(),
    });
    const user = await findUserById(app.db, userId);
    if (!user) throw fail.notFound('Account not found');
    return { token, user: toUser(user), redirect: sign.redirect };
  });
}
