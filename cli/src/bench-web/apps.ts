// The two apps of `pnpm bench web`, served side by side by the production-like server: the composed
// production build and its monolith twin, each over its own freshly seeded database.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  adSearchDataSchema,
  authTokenDataSchema,
  successBodySchema,
} from '@adlens/shared-contracts';
import { MONOLITH_DIST } from '@adlens/tools/monolith';
import { HOST_DIST } from '../workspace.mjs';

export type AppName = 'composed' | 'monolith';

export interface ServedApp {
  name: AppName;
  baseURL: string;
  /** A signed-in demo user's token, for the `auth_token` cookie. */
  token: string;
  /** An ad of the seed, for the ad detail page. */
  adId: number;
  stop: () => Promise<void>;
}

const DEMO = { email: 'demo@adlens.test', password: 'adlens-demo' };

async function callApi(baseURL: string, token: string | null, apiPath: string, body: unknown) {
  const response = await fetch(`${baseURL}/api${apiPath}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${apiPath} answered ${response.status}`);
  return response.json();
}

/** Starts one app on `port` over a fresh database, signs in and picks an ad. */
export async function serveApp(name: AppName, port: number): Promise<ServedApp> {
  const hostDist = name === 'composed' ? HOST_DIST : MONOLITH_DIST;
  if (!existsSync(path.join(hostDist, 'index.html'))) throw new Error(`${hostDist} is not built`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `adlens-bench-${name}-`));
  // The API reads its settings when the app is created: one data folder per app.
  process.env.DEV_API_DATA_DIR = dataDir;
  const { createServerApp } = await import('../serve');
  const { serve } = await import('@hono/node-server');
  const { app, close } = await createServerApp({
    environment: 'production',
    resetDatabase: true,
    hostDist,
    // The twin has the remotes' pages built in: hints to their release files would only add requests.
    remoteHints: name === 'composed',
    // The twin's layouts are the host's own sources: its painted pages take the host's frames.
    paintedFramesDist: HOST_DIST,
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const baseURL = `http://localhost:${port}`;
  const login = await callApi(baseURL, null, '/v1/auth/login', DEMO);
  const token = successBodySchema(authTokenDataSchema).parse(login).data.token;
  const search = await callApi(baseURL, token, '/v1/meta/ads/search', { page: 1, per_page: 20 });
  const [ad] = successBodySchema(adSearchDataSchema).parse(search).data.items;
  if (!ad) throw new Error('The seeded database has no meta ads.');
  return {
    name,
    baseURL,
    token,
    adId: ad.id,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
