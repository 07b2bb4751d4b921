import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  DEMO_PASSWORD,
  type RuntimeSettings,
  createApp,
  createSeededDatabase,
} from '@adlens/dev-api';
import {
  type ApiKeyScope,
  createApiKeyEndpoint,
  successBodySchema,
} from '@adlens/shared-contracts';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface ApiUnderTest {
  /** The API's base URL, `/api` included, on a loopback port. */
  url: string;
  /** The running app's settings: a test may lower the general limit. */
  settings: RuntimeSettings;
  /** A new key of the demo user with these scopes; its secret. */
  createKey(scopes: ApiKeyScope[]): Promise<string>;
  revokeKey(secret: string): Promise<void>;
  /** A call with the demo user's session, as the web app makes it. */
  asSession(method: string, apiPath: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * dev-api over a fresh tiny seed, served on a loopback port as in production (mounted under `/api`),
 * so the MCP server reaches it only over HTTP with a key, as it does for a customer.
 */
export async function startApiUnderTest(): Promise<ApiUnderTest> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'adlens-mcp-test-'));
  const db = await createSeededDatabase(dataDir, { size: 'tiny' });
  const { app, context } = createApp({ db, settings: { rateLimitPerMinute: 0 } });
  const root = new Hono().route('/api', app);
  const server = serve({ fetch: root.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  const send = (method: string, apiPath: string, token: string | null, body?: unknown) =>
    fetch(`${url}${apiPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = await send('POST', '/v1/auth/login', null, {
    email: 'demo@adlens.test',
    password: DEMO_PASSWORD,
  });
  const session = ((await login.json()) as { data: { token: string } }).data.token;
  const keyIds = new Map<string, number>();

  return {
    url,
    settings: context.settings,
    async createKey(scopes) {
      const response = await send('POST', '/v1/user/api-keys', session, {
        name: 'mcp test',
        scopes,
      });
      const created = successBodySchema(createApiKeyEndpoint.data).parse(await response.json());
      keyIds.set(created.data.secret, created.data.key.id);
      return created.data.secret;
    },
    async revokeKey(secret) {
      const response = await send('DELETE', `/v1/user/api-keys/${keyIds.get(secret)}`, session);
      if (!response.ok) throw new Error(`revoking the key answered ${response.status}`);
    },
    asSession: (method, apiPath, body) => send(method, apiPath, session, body),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await context.exports.idle();
      await context.webhooks.stop();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
