import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';

/** How long a code stays exchangeable: a real provider's codes live about a minute. */
export const CODE_TTL_MS = 60_000;

interface IssuedCode {
  email: string;
  state: string;
  redirectUri: string;
  expires: number;
}

export interface StandinOptions {
  /** The clock, injectable so tests can expire codes. */
  now?: () => number;
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Only the app on this machine may receive codes: a provider sends codes to registered return
 * addresses only, or a crafted link would deliver a visitor's code to whoever wrote it.
 */
export function isRegisteredReturn(redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return loopback && url.protocol === 'http:' && url.pathname === '/oauth';
  } catch {
    return false;
  }
}

function consentPage(provider: string, query: URLSearchParams): string {
  const hidden = ['state', 'redirect_uri', 'provider']
    .map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with ${escapeHtml(provider)} (stand-in)</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<h1>Sign in with ${escapeHtml(provider)}</h1>
<p>Local stand-in for the provider's consent screen.</p>
<form method="post" action="/authorize">
${hidden}
<label>Email <input name="email" type="email" value="demo@adlens.test" required></label>
<p><button name="decision" value="allow" type="submit">Allow</button>
<button name="decision" value="deny" type="submit">Deny</button></p>
</form></body></html>`;
}

function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A local stand-in for an OAuth provider (authorization-code flow): `GET /authorize` shows a
 * consent form; allowing sends the browser to `redirect_uri?code=...&state=...&provider=...`;
 * `POST /token` exchanges a code (once, within CODE_TTL_MS, with the state and return address it
 * was issued for) for the e-mail the visitor typed. It runs as its own server, never inside the API.
 */
export function createStandinProvider({ now = Date.now }: StandinOptions = {}): Hono {
  const codes = new Map<string, IssuedCode>();
  const app = new Hono();

  app.get('/health', (c) => c.text('ok'));

  app.get('/authorize', (c) => {
    const query = new URL(c.req.url).searchParams;
    const state = query.get('state') ?? '';
    const provider = query.get('provider') ?? '';
    if (!state || !provider || !isRegisteredReturn(query.get('redirect_uri') ?? ''))
      return c.html('<p>This sign-in request is not valid.</p>', 400);
    return c.html(consentPage(provider, query));
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const state = field(form, 'state');
    const redirectUri = field(form, 'redirect_uri');
    const provider = field(form, 'provider');
    const email = field(form, 'email');
    if (!state || !provider || !redirectUri || !isRegisteredReturn(redirectUri))
      return c.html('<p>This sign-in request is not valid.</p>', 400);
    const back = new URL(redirectUri);
    if (field(form, 'decision') !== 'allow' || !email.includes('@')) {
      back.search = new URLSearchParams({ error: 'access_denied' }).toString();
      return c.redirect(back.toString(), 302);
    }
    for (const [key, issued] of codes) if (issued.expires < now()) codes.delete(key);
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { email, state, redirectUri, expires: now() + CODE_TTL_MS });
    back.search = new URLSearchParams({ code, state, provider }).toString();
    return c.redirect(back.toString(), 302);
  });

  app.post('/token', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    const code = field(input, 'code');
    const issued = codes.get(code);
    // Single use: a code is spent by its first exchange, right or wrong.
    codes.delete(code);
    if (
      !issued ||
      issued.expires < now() ||
      issued.state !== field(input, 'state') ||
      issued.redirectUri !== field(input, 'redirect_uri')
    )
      return c.json({ error: 'invalid_grant' }, 400);
    return c.json({ email: issued.email });
  });

  return app;
}
