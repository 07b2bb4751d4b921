import type { Endpoint, PublicAccess, SignedInAccess } from '@adlens/shared-contracts';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppContext } from './app-context';
import { fail, isApiFailure } from './api-failure';
import { type Session, bearerToken, loadSession } from './session';
import { assertOwner } from './owner-check';
import { parseInput } from './validate';
import { readBodyText } from './read-body';
import { countAnonymous, countForKey, countForUser } from './rate-limit';
import { checkAccess } from './access-check';
import { loadKeyCaller, requireScope } from './api-key-caller';
import { isApiKeySecret } from '../features/apikeys/api-key-secrets';
import { touchApiKey } from '../features/apikeys/api-key-store';

export interface RouteInput<E extends Endpoint, S> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  session: S;
  c: Context;
  app: AppContext;
}

type Handler<E extends Endpoint, S> = (input: RouteInput<E, S>) => Promise<z.input<E['data']>>;

export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

const MAX_JSON_BYTES = 256 * 1024;

/** `application/json` or a `+json` type, with any parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

async function readJsonBody(c: Context): Promise<unknown> {
  // A cross-site page can send text/plain without a preflight, never application/json.
  if (c.req.raw.body !== null && !isJsonContentType(c.req.header('content-type')))
    throw fail.unsupportedMediaType();
  const text = await readBodyText(c.req.raw, MAX_JSON_BYTES);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw fail.snackbar(400, 'The request body is not valid JSON');
  }
}

function queryObject(c: Context): Record<string, string> | undefined {
  const query = c.req.query();
  return Object.keys(query).length > 0 ? query : undefined;
}

async function parseRequest<E extends Endpoint>(
  endpoint: E,
  c: Context,
): Promise<Pick<RouteInput<E, unknown>, 'params' | 'query' | 'body'>> {
  const hasParams = !(endpoint.params instanceof z.core.$ZodUndefined);
  const hasQuery = !(endpoint.query instanceof z.core.$ZodUndefined);
  const hasBody = !(endpoint.body instanceof z.core.$ZodUndefined) && !endpoint.multipart;
  return {
    // Endpoints without a part declare it as z.undefined(), which accepts exactly undefined.
    params: parseInput<E['params']>(
      endpoint.params,
      hasParams ? c.req.param() : undefined,
      'params',
    ),
    query: parseInput<E['query']>(endpoint.query, hasQuery ? queryObject(c) : undefined, 'query'),
    body: parseInput<E['body']>(endpoint.body, hasBody ? await readJsonBody(c) : undefined, 'body'),
  };
}

function respond<E extends Endpoint>(endpoint: E, c: Context, data: unknown) {
  return c.json({ status: 'ok', data: endpoint.data.parse(data) });
}

/** A route anyone may call; the session is loaded when a valid token comes along. */
export function publicRoute<E extends Endpoint & { readonly access: PublicAccess }>(
  router: Hono,
  app: AppContext,
  endpoint: E,
  handler: Handler<E, Session | null>,
) {
  // The types already match the declaration; this also stops an endpoint cast past them.
  if (endpoint.access.kind !== 'public') throw new Error(`${endpoint.path} is not public`);
  router.on(endpoint.method, honoPath(endpoint.path), async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    // An expired token reads as anonymous; a database that cannot answer fails the request, so a
    // signed-in caller never gets the anonymous answer by accident.
    const session = token
      ? await loadSession(app.db, token, app.now()).catch((error: unknown) => {
          if (isApiFailure(error)) return null;
          throw error;
        })
      : null;
    await (session ? countForUser(app, session.user.id) : countAnonymous(app, c));
    const input = await parseRequest(endpoint, c);
    return respond(endpoint, c, await handler({ ...input, session, c, app }));
  });
}

/** When a route registered on a shared path answers; otherwise the next route of the path does. */
export interface RouteOptions {
  when?: (c: Context) => boolean;
}

/**
 * A route that needs a valid bearer token (403 REDIRECT_WITH_LOGOUT otherwise) and passes every
 * rule the endpoint declares (route group, plan feature, owner) before its handler runs. An API
 * key (`Bearer adl_...`, decision 0057) is taken where the session is and acts as its user under
 * the same rules, plus the scope the contract gives the endpoint; its answers carry the
 * rate-limit fields, refusals included.
 */
export function userRoute<E extends Endpoint & { readonly access: SignedInAccess }>(
  router: Hono,
  app: AppContext,
  endpoint: E,
  handler: Handler<E, Session>,
  options: RouteOptions = {},
) {
  if (endpoint.access.kind !== 'signed-in') throw new Error(`${endpoint.path} is not signed-in`);
  const rules = endpoint.access;

  async function serve(c: Context, session: Session) {
    if (!session.user.email_confirmed) throw fail.emailNotConfirmed();
    checkAccess(rules, session.user);
    const input = await parseRequest(endpoint, c);
    if (rules.owner) await assertOwner(app.db, rules.owner, input.params, session.user.id);
    return respond(endpoint, c, await handler({ ...input, session, c, app }));
  }

  async function serveKey(c: Context, secret: string) {
    // A refused key counts as an anonymous request, as a refused session token does.
    const caller = await loadKeyCaller(app, c, secret).catch(async (error: unknown) => {
      await countAnonymous(app, c);
      throw error;
    });
    const metering = await countForKey(app, caller.key.id, caller.user.id);
    for (const [name, value] of Object.entries(metering)) c.header(name, value);
    try {
      requireScope(endpoint, caller.key);
      await touchApiKey(app.db, caller.key, app.now());
      return await serve(c, { token: secret, user: caller.user });
    } catch (error) {
      if (isApiFailure(error)) Object.assign(error.headers, metering);
      throw error;
    }
  }

  router.on(endpoint.method, honoPath(endpoint.path), async (c, next) => {
    if (options.when && !options.when(c)) return next();
    const token = bearerToken(c.req.header('authorization'));
    if (token !== null && isApiKeySecret(token)) return serveKey(c, token);
    // The address was counted before this lookup (addressRateLimit); a refused token counts as an
    // anonymous request, so guessing tokens is held at one person's rate.
    const session = await loadSession(app.db, token, app.now()).catch(async (error: unknown) => {
      await countAnonymous(app, c);
      throw error;
    });
    await countForUser(app, session.user.id);
    return serve(c, session);
  });
}
