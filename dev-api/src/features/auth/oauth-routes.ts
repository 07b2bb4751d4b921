import { oauthStartEndpoint, safeRedirectPath } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context';
import { publicRoute } from '../../http/route';
import { findUserByEmail } from '../../http/session';
import { parseInput } from '../../http/validate';
import { hashPassword } from './passwords';
import { issueToken, newToken } from './tokens';

const STATE_TTL_MS = 10 * 60_000;

interface PendingConsent {
  provider: string;
  redirect: string | null;
  expires: number;
}

const consentSchema = z.object({
  state: z.string().min(1).max(100),
  email: z.string().trim().email().max(320),
  decision: z.enum(['allow', 'deny']),
});

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function consentPage(provider: string, state: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escapeHtml(provider)} (dev)</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<h1>Sign in with ${escapeHtml(provider)}</h1>
<p>Development stand-in for the provider's consent screen.</p>
<form method="post" action="/api/v1/dev/oauth/consent">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label>Email <input name="email" type="email" value="demo@adlens.test" required></label>
<p><button name="decision" value="allow" type="submit">Allow</button>
<button name="decision" value="deny" type="submit">Deny</button></p>
</form></body></html>`;
}

/**
 * OAuth stand-in: `GET /v1/auth/oauth/{provider}` answers `{ url }` of a consent page served here;
 * its form posts back and the browser lands on `/oauth?token=...&provider=...[&redirect=...]`
 * (or `/oauth?error=access_denied`). Unknown e-mails get a new confirmed free account.
 */
export function registerOauthRoutes(router: Hono, app: AppContext): void {
  const pending = new Map<string, PendingConsent>();

  publicRoute(router, app, oauthStartEndpoint, async ({ params, query }) => {
    const state = newToken();
    const now = app.now().getTime();
    for (const [key, value] of pending) if (value.expires < now) pending.delete(key);
    pending.set(state, {
      provider: params.provider,
      redirect: query?.redirect ?? null,
      expires: now + STATE_TTL_MS,
    });
    return {
      provider: params.provider,
      url: `/api/v1/dev/oauth/consent?state=${encodeURIComponent(state)}`,
    };
  });

  router.get('/v1/dev/oauth/consent', (c) => {
    const { state } = parseInput(
      z.object({ state: z.string().min(1).max(100) }),
      c.req.query(),
      'query',
    );
    const consent = pending.get(state);
    if (!consent) return c.html('<p>This sign-in link has expired. Start again.</p>', 400);
    return c.html(consentPage(consent.provider, state));
  });

  router.post('/v1/dev/oauth/consent', async (c) => {
    const form = parseInput(consentSchema, await c.req.parseBody(), 'body');
    const consent = pending.get(form.state);
    pending.delete(form.state);
    if (!consent || consent.expires < app.now().getTime())
      return c.redirect('/oauth?error=expired', 302);
    if (form.decision === 'deny') return c.redirect('/oauth?error=access_denied', 302);
    let user = await findUserByEmail(app.db, form.email);
    if (!user) {
      await app.db.query(
        `INSERT INTO users (email, name, password_hash, email_confirmed, plan_id, credits, referral_code)
         VALUES ($1, $2, $3, true, (SELECT id FROM plans WHERE is_free LIMIT 1), 10, $4)`,
        [
          form.email.toLowerCase(),
          form.email.split('@')[0] ?? 'User',
          await hashPassword(newToken()),
          newToken().slice(0, 10).toUpperCase(),
        ],
      );
      user = await findUserByEmail(app.db, form.email);
    }
    if (!user) return c.redirect('/oauth?error=server_error', 302);
    if (!user.email_confirmed)
      await app.db.query('UPDATE users SET email_confirmed = true WHERE id = $1', [user.id]);
    const token = await issueToken(app.db, {
      userId: user.id,
      kind: 'session',
      ttlSeconds: app.tokenTtlSeconds,
      now: app.now(),
    });
    const search = new URLSearchParams({ token, provider: consent.provider });
    if (consent.redirect) search.set('redirect', safeRedirectPath(consent.redirect));
    return c.redirect(`/oauth?${search.toString()}`, 302);
  });
}
