// The production-like server: host build, remote release folders, the environment's pin file and
// the API, all on one origin, with production caching and security headers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  startBackgroundWork,
  createApp as createApiApp,
  createPageSessions,
  createSeededDatabase,
  mailerFromConfig,
  openOrCreateDatabase,
  readConfig,
  secretsKeyFor,
  webhookOptionsFromConfig,
  restrictNewFilesToOwner,
} from '@adlens/dev-api';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { chunkGroupsSchema } from './budgets/critical-files';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security';
import { preloadHints, withPreloadHints } from './page-hints';
import { prerenderedPage, withPrerenderedPage } from './prerendered-page';
import { BUCKET_COOKIE, bucketCookie, drawBucket, parseBucket } from './serve/buckets';
import { checkCanaryGuards, scheduleCanaryGuard } from './serve/canary-guard';
import { publishFigures, publishedFiguresFile } from './serve/published-canary-figures';
import { servedVersions } from './serve/served-versions';
import { servedPinSet } from './serve/served-pin-set';
import { StartupRefused, refuseDevelopmentSettings } from './serve/production-refusals';
import { TEST_MODE_BANNER, enterServerMode } from './serve/server-mode';
import { PAGE_SESSION_HEADER } from '@adlens/shared-contracts';
import { type PinSet, paintedFrameFile } from '@adlens/shared-contracts/platform';
import { decodedPath, encodingHeaders, readStaticFile } from './static-files';
import { ENVIRONMENTS_DIR, HOST_DIST, RELEASES_DIR } from './workspace.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export interface ServerOptions {
  port: number;
  environment: string;
  /** Start from a freshly seeded database (e2e runs) instead of reusing the data folder. */
  resetDatabase: boolean;
  /** The host build to serve; the monolith twin of `pnpm bench web` passes its own. */
  hostDist?: string;
  /** Whether the page names its remote's files as preloads (production only; not for the twin). */
  remoteHints?: boolean;
  /** The host build whose frames hold painted pages (decision 0041); default `hostDist`. */
  paintedFramesDist?: string;
}

export async function createServerApp({
  environment,
  resetDatabase,
  hostDist = HOST_DIST,
  remoteHints = true,
  paintedFramesDist = hostDist,
}: Omit<ServerOptions, 'port'>) {
  // Before anything reads the environment: production unless started with NODE_ENV=test, and a
  // production server refuses every stand-in and development switch (decision 0049).
  if (enterServerMode() === 'production') refuseDevelopmentSettings(process.env);
  else console.log(TEST_MODE_BANNER);
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // A response that set its own policy (the page, with its inline script's hash) keeps it.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  });

  const config = readConfig();
  // DATABASE_URL selects a PostgreSQL server; otherwise the embedded database in the data folder.
  const dbOptions = {
    size: config.seedSize,
    databaseUrl: config.databaseUrl,
    seedCacheDir: config.seedCacheDir,
  };
  const database = resetDatabase
    ? await createSeededDatabase(config.dataDir, dbOptions)
    : await openOrCreateDatabase(config.dataDir, dbOptions);
  // Page sessions whose health reports count (decision 0054): signed with a key derived from the
  // server's secrets key, so every process on the same key verifies them; bound to the bucket cookie.
  const pageSessions = createPageSessions({
    key: secretsKeyFor(config),
    bindingCookie: BUCKET_COOKIE,
  });
  const api = createApiApp({
    db: database,
    settings: { maintenance: config.maintenance, rateLimitPerMinute: config.rateLimitPerMinute },
    trustedProxies: config.trustedProxies,
    tokenTtlSeconds: config.tokenTtlSeconds,
    // SMTP_URL names the mail server (the e2e runs' catcher); without it sign-up still answers and
    // the log says that mail is not configured. No dev routes here, in any environment.
    mailer: mailerFromConfig(config),
    // Loopback receivers only in test mode, when the environment asks (the e2e runs).
    webhooks: webhookOptionsFromConfig(config),
    ...(config.oauthStandinUrl ? { oauthProvider: { url: config.oauthStandinUrl } } : {}),
    // PAYMENT_GATEWAY_URL/SECRET; createApp refuses the stand-in's under NODE_ENV=production.
    ...(config.paymentGateway ? { paymentGateway: config.paymentGateway } : {}),
    // What canary reports and the canary guard read: remote health by verified page session.
    remoteHealth: { environment, sessions: pageSessions },
  });
  app.route('/api', api.app);

  // ADLENS_PIN_FILE serves another pin set (the e2e pin matrix, E2E_PINS) in place of the
  // environment's. Read on every request: a pin change shows on the next page load. A browser's
  // canary bucket picks between a canary and its pin (decision 0035).
  const pinFile = process.env.ADLENS_PIN_FILE ?? path.join(ENVIRONMENTS_DIR, `${environment}.json`);
  // Parsed once per request; the page's hints take the parsed pin set (servedPinSet).
  const readServedPinSet = async (bucket: number | null) =>
    servedPinSet(await readFile(pinFile, 'utf8'), bucket, RELEASES_DIR);

  // The error budgets of guarded canaries, checked on a schedule (ADLENS_CANARY_GUARD_MS); what
  // each check saw is published for `pnpm pins canary-report` (decision 0054).
  const figuresFile = publishedFiguresFile(config.dataDir, environment);
  const stopGuard = scheduleCanaryGuard(
    () => checkCanaryGuards({ pinFile, env: environment, db: database }),
    Number(process.env.ADLENS_CANARY_GUARD_MS ?? 30_000),
    (outcome) => publishFigures(figuresFile, outcome.figures, new Date()),
  );

  app.get('/environment.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    const binding = getCookie(c, BUCKET_COOKIE);
    const bucket = parseBucket(binding);
    const served = await readServedPinSet(bucket);
    // The page's session for its health reports, bound to its bucket cookie: in a header of the
    // response that decided its versions, never in a URL (decision 0054).
    const pageSession =
      bucket === null
        ? null
        : pageSessions.issue(binding, environment, servedVersions(served.pinSet));
    if (pageSession) c.header(PAGE_SESSION_HEADER, pageSession);
    return c.body(served.text, 200, { 'Content-Type': 'application/json' });
  });

  async function readReleaseJson(urlPath: string): Promise<unknown> {
    const file = await readStaticFile(RELEASES_DIR, urlPath.slice('/remotes/'.length));
    return file ? JSON.parse(file.body.toString('utf8')) : null;
  }
  // The host build does not change while it is served: which shared modules it provides is read once.
  let hostSharedKeys: Promise<ReadonlySet<string>> | null = null;
  const hostShared = () =>
    (hostSharedKeys ??= readStaticFile(hostDist, 'chunk-groups.json').then((file) => {
      const parsed = file
        ? chunkGroupsSchema.safeParse(JSON.parse(file.body.toString('utf8')))
        : null;
      const shared = parsed?.success ? Object.entries(parsed.data.shared) : [];
      return new Set(shared.filter(([, module]) => module.provided).map(([key]) => key));
    }));

  /**
   * Preload hints for the page at hand, in production only: elsewhere a tester may point a remote
   * at a candidate (an override the server cannot see), which the hints would not follow.
   */
  async function hintsFor(pathAndQuery: string, token: string | undefined, pinSet: PinSet | null) {
    if (environment !== 'production' || !remoteHints) return [];
    return preloadHints({
      path: pathAndQuery,
      token,
      pinSet,
      userForToken: api.userForToken,
      readManifest: readReleaseJson,
      readChunkGroups: readReleaseJson,
      hostShared: await hostShared(),
    }).catch(() => []);
  }

  /**
   * The pinned release's painted page for this address (decision 0041), in production only, like
   * the hints: elsewhere a tester's override could replace the remote the fragment came from.
   */
  async function prerenderFor(
    pathAndQuery: string,
    token: string | undefined,
    pinSet: PinSet | null,
  ) {
    if (environment !== 'production') return null;
    return prerenderedPage({
      path: pathAndQuery,
      token,
      pinSet,
      userForToken: api.userForToken,
      async readReleaseFile(urlPath) {
        const file = await readStaticFile(RELEASES_DIR, urlPath.slice('/remotes/'.length));
        return file ? file.body.toString('utf8') : null;
      },
      async readPaintedFrame(layout) {
        const file = await readStaticFile(paintedFramesDist, paintedFrameFile(layout));
        return file ? file.body.toString('utf8') : null;
      },
    }).catch(() => null);
  }

  // Pages and files are looked up by their decoded path; an address that does not decode is the
  // client's mistake (400), never a server failure. (The API, mounted above, answers `/api/*`.)
  app.use('*', async (c, next) => {
    if (decodedPath(c.req.path) === null)
      return c.text('Bad request: the address has a malformed percent-encoding', 400);
    await next();
  });

  app.get('/remotes/*', async (c) => {
    const relative = c.req.path.slice('/remotes/'.length);
    const file = await readStaticFile(RELEASES_DIR, relative, c.req.header('Accept-Encoding'));
    if (!file) return c.text('Not found', 404);
    // Manifests are fetched by URL without a hash, but a release folder never changes once written.
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': IMMUTABLE,
      'Access-Control-Allow-Origin': '*',
      ...encodingHeaders(file),
    });
  });

  app.get('*', async (c) => {
    const requested = c.req.path === '/' ? 'index.html' : c.req.path.slice(1);
    const acceptEncoding = c.req.header('Accept-Encoding');
    const file = await readStaticFile(hostDist, requested, acceptEncoding);
    if (file && requested !== 'index.html') {
      const hashed = /\.[0-9a-f]{10}\.(js|css)$/.test(requested);
      return c.body(new Uint8Array(file.body), 200, {
        'Content-Type': file.contentType,
        'Cache-Control': hashed ? IMMUTABLE : 'no-cache',
        ...encodingHeaders(file),
      });
    }
    // Client-side routes all answer with the shell, dotted ones too (`/meta/analytics/novalabs.com`).
    // A request that does not take HTML (a script, a chunk) for a missing file gets a 404 instead.
    if (!(c.req.header('Accept') ?? '').includes('text/html')) return c.text('Not found', 404);
    const url = new URL(c.req.url);
    // A browser's first page draws its canary bucket; the page's pin-file request carries it.
    let bucket = parseBucket(getCookie(c, BUCKET_COOKIE));
    if (bucket === null) {
      bucket = drawBucket();
      c.header('Set-Cookie', bucketCookie(bucket, url.protocol === 'https:'));
    }
    const pathAndQuery = `${url.pathname}${url.search}`;
    const token = getCookie(c, 'auth_token');
    // Hints and the painted page read the one pin set served to this browser, parsed once.
    const { pinSet } =
      environment === 'production' ? await readServedPinSet(bucket) : { pinSet: null };
    const [hints, prerendered] = await Promise.all([
      hintsFor(pathAndQuery, token, pinSet),
      prerenderFor(pathAndQuery, token, pinSet),
    ]);
    const page = await readStaticFile(hostDist, 'index.html');
    if (!page) return c.text('Host is not built: run `pnpm build` first.', 503);
    const perRequest = hints.length > 0 || prerendered !== null;
    // With hints or a painted page the page is written per request (sent uncompressed).
    const index = perRequest
      ? page
      : ((await readStaticFile(hostDist, 'index.html', acceptEncoding)) ?? page);
    const headers = {
      'Content-Type': index.contentType,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(
        inlineScriptHashes(page.body.toString('utf8')),
      ),
    };
    // Where hints are written, the page depends on the session cookie: a shared cache must not
    // hand one visitor's page to another.
    const varyCookie = environment === 'production' ? ', Cookie' : '';
    if (perRequest) {
      const html = withPrerenderedPage(
        withPreloadHints(index.body.toString('utf8'), hints),
        prerendered,
      );
      return c.body(html, 200, {
        ...headers,
        Vary: `Accept-Encoding${varyCookie}`,
      });
    }
    const encoding = encodingHeaders(index);
    const vary = [encoding.Vary, varyCookie.slice(2)].filter(Boolean).join(', ');
    return c.body(new Uint8Array(index.body), 200, {
      ...headers,
      ...encoding,
      ...(vary ? { Vary: vary } : {}),
    });
  });

  return {
    app,
    close: () => {
      stopGuard();
      return database.close();
    },
    // The webhook queue resumes at start; `pnpm ingest` from another process (the e2e tests) runs
    // its day here only with ADLENS_INGEST_REQUESTS=1 (decisions 0030, 0042).
    startBackgroundWork: () =>
      startBackgroundWork(api.context, {
        dataDir: config.dataDir,
        embedded: !config.databaseUrl,
        ingestRequests: process.env.ADLENS_INGEST_REQUESTS === '1',
      }),
  };
}

export async function startServer(options: ServerOptions) {
  const { app, close, startBackgroundWork: startWork } = await createServerApp(options);
  const server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' });
  console.log(`Adlens (${options.environment}) on http://localhost:${options.port}`);
  return {
    startBackgroundWork: startWork,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    },
  };
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  // The data folder and what is written beside it are this user's only (decision 0049).
  restrictNewFilesToOwner();
  const port = Number(process.env.PORT ?? 4173);
  const environment = process.env.ADLENS_ENV ?? 'production';
  const resetDatabase = process.env.DEV_API_RESET === '1';
  const server = await startServer({ port, environment, resetDatabase }).catch((error: unknown) => {
    if (!(error instanceof StartupRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const stopBackgroundWork = server.startBackgroundWork();
  const shutdown = () => {
    void stopBackgroundWork()
      .then(() => server.stop())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
