import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type User, errorBodySchema } from '@adlens/shared-contracts';
import type { Hono } from 'hono';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import type { OauthProviderConfig } from '../features/auth/oauth-provider-client';
import type { PaymentGatewayConfig } from '../features/subscription/payment-gateway';
import { TEST_PAYMENT_GATEWAY } from './gateway-callbacks';
import type { AppDeps, RuntimeSettings } from '../http/app-context';
import type { WebhookDeliveries, WebhookOptions } from '../features/webhooks/webhook-deliveries';
import { ingestNow } from '../features/follows/ingest-now';
import type { IngestionResult } from '../features/follows/run-ingestion';
import type { IngestScenario } from '../ingest/ingest-scenario';
import { type CapturedMail, captureMail } from './captured-mail';
import { copyTemplateDatabase, databaseUrl, dropDatabase } from './postgres-test-databases';

export interface TestResponse {
  status: number;
  json: unknown;
}

export interface TestServer {
  db: Database;
  /** The folder of the copy, or its database name on a `TEST_DATABASE_URL` server. */
  dataDir: string;
  settings: RuntimeSettings;
  clock: { now: Date };
  /** The API app itself, for tests that mount it as a server does (under `/api`). */
  app: Hono;
  /** The mail the API sent (an in-memory transport in place of SMTP). */
  mail: CapturedMail;
  /** The app's webhook deliveries (tests run them with `runDue()`). */
  webhooks: WebhookDeliveries;
  /** Resolves once the export jobs the app runs in the background have ended. */
  exportsIdle(): Promise<void>;
  /** Resolves once the re-tag jobs the app runs in the background have ended. */
  retagIdle(): Promise<void>;
  request(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string; address?: string },
  ): Promise<TestResponse>;
  /** A request with any body (multipart, oversized...) and the raw response. */
  raw(url: string, init: RequestInit & { token?: string; address?: string }): Promise<Response>;
  login(email?: string): Promise<string>;
  /** The app's own session lookup (`DevApi.userForToken`). */
  userForToken(token: string): Promise<User | null>;
  /** One ingestion run at the test clock (what `pnpm ingest` does). */
  ingest(scenario?: IngestScenario): Promise<IngestionResult>;
  close(): Promise<void>;
  /** Closes and reopens the database from its folder (a server restart). */
  restart(): Promise<TestServer>;
}

interface TestServerOptions {
  /** Reopens this folder (or, on a PostgreSQL server, this database) instead of a new copy. */
  dataDir?: string;
  settings?: Partial<RuntimeSettings>;
  /** Whether close() removes the copy; by default only a copy made here is removed. */
  removeOnClose?: boolean;
  /** Mounts the dev composition's `/v1/dev/*` routes (as dev-api's development entry does). */
  devRoutes?: boolean;
  oauthProvider?: OauthProviderConfig;
  /** The payment gateway; TEST_PAYMENT_GATEWAY unless a test passes another (or null: none). */
  paymentGateway?: PaymentGatewayConfig | null;
  /** By default deliveries run only when a test calls `webhooks.runDue()`. */
  webhooks?: WebhookOptions;
  /** Rows an export reads per query. */
  exportChunkRows?: number;
  /** The server's environment and the page sessions it issues (remote health, decision 0054). */
  remoteHealth?: AppDeps['remoteHealth'];
}

/** A copy of the template: a folder, or a database on the `TEST_DATABASE_URL` server. */
async function copyTemplate(serverUrl: string | undefined): Promise<string> {
  if (serverUrl) return copyTemplateDatabase(serverUrl);
  const template = process.env.ADLENS_TEST_TEMPLATE;
  if (!template) throw new Error('ADLENS_TEST_TEMPLATE is not set: run through jest (globalSetup)');
  const dataDir = await mkdtemp(path.join(process.env.ADLENS_TEST_ROOT ?? os.tmpdir(), 'db-'));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/** The bindings @hono/node-server gives a request: here only the peer's address. */
function peer(address = '127.0.0.1') {
  return { incoming: { socket: { remoteAddress: address } } };
}

/** A fresh copy of the seeded template database behind an in-process app (no port). */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = options.dataDir ?? (await copyTemplate(serverUrl));
  const db = await openDatabase(
    serverUrl ? { databaseUrl: databaseUrl(serverUrl, dataDir) } : { dataDir },
  );
  const clock = { now: new Date() };
  const mail = captureMail();
  const { app, context, userForToken } = createApp({
    db,
    // The test clock stands still, so a minute of the general limit would never end: tests turn
    // it on where they test it.
    settings: { rateLimitPerMinute: 0, ...options.settings },
    now: () => clock.now,
    mailer: mail,
    devRoutes: options.devRoutes,
    ...(options.oauthProvider ? { oauthProvider: options.oauthProvider } : {}),
    ...(options.paymentGateway === null
      ? {}
      : { paymentGateway: options.paymentGateway ?? TEST_PAYMENT_GATEWAY }),
    webhooks: { background: false, ...options.webhooks },
    ...(options.exportChunkRows ? { exportChunkRows: options.exportChunkRows } : {}),
    ...(options.remoteHealth ? { remoteHealth: options.remoteHealth } : {}),
  });
  async function request(
    method: string,
    url: string,
    init: { token?: string; body?: unknown; rawBody?: string; address?: string } = {},
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const response = await app.request(url, { method, headers, body }, peer(init.address));
    const text = await response.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Non-JSON bodies (media, scripts) stay text.
    }
    return { status: response.status, json };
  }
  const server: TestServer = {
    db,
    dataDir,
    settings: context.settings,
    clock,
    app,
    mail,
    webhooks: context.webhooks,
    request,
    userForToken,
    exportsIdle: () => context.exports.idle(),
    retagIdle: () => context.retagJobs.idle(),
    raw(url, { token, headers, address, ...init }) {
      const merged = new Headers(headers);
      if (token) merged.set('authorization', `Bearer ${token}`);
      return Promise.resolve(app.request(url, { ...init, headers: merged }, peer(address)));
    },
    ingest: (scenario) => ingestNow(context, scenario),
    async login(email = 'demo@adlens.test') {
      const response = await request('POST', '/v1/auth/login', {
        body: { email, password: 'adlens-demo' },
      });
      const parsed = successToken(response.json);
      if (!parsed) throw new Error(`login failed: ${JSON.stringify(response.json)}`);
      return parsed;
    },
    async close() {
      await context.webhooks.stop();
      // A background export must not find its database closed under it.
      await context.exports.idle();
      await context.retagJobs.idle();
      await db.close();
      if (!(options.removeOnClose ?? !options.dataDir)) return;
      if (serverUrl) await dropDatabase(serverUrl, dataDir);
      else await rm(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await context.webhooks.stop();
      await context.exports.idle();
      await context.retagJobs.idle();
      await db.close();
      // The reopened server owns the copy as this one did.
      return createTestServer({
        dataDir,
        settings: options.settings,
        devRoutes: options.devRoutes,
        webhooks: options.webhooks,
        ...(options.remoteHealth ? { remoteHealth: options.remoteHealth } : {}),
        ...(options.oauthProvider ? { oauthProvider: options.oauthProvider } : {}),
        removeOnClose: options.removeOnClose ?? !options.dataDir,
      });
    },
  };
  return server;
}

function successToken(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || !('data' in json)) return null;
  const data = json.data;
  if (
    typeof data !== 'object' ||
    data === null ||
    !('token' in data) ||
    typeof data.token !== 'string'
  )
    return null;
  return data.token;
}

export function expectErrorMeta(json: unknown) {
  return errorBodySchema.parse(json).meta;
}
