import type { OauthProviderConfig } from '../features/auth/oauth-provider-client';
import type { RuntimeSettings } from '../http/app-context';
import type { WebhookOptions } from '../features/webhooks/webhook-deliveries';
import { type TestServer, createTestServer } from './test-server';

interface UseTestServerOptions {
  /** `test`: a fresh copy for every test (for tests that write); by default one for the file. */
  per?: 'file' | 'test';
  /** Signs the demo user in on each start; its token is then `server.token`. */
  signIn?: boolean;
  /** Where the server's clock stands from its start on (before the sign-in). */
  now?: Date;
  settings?: Partial<RuntimeSettings>;
  oauthProvider?: OauthProviderConfig;
  webhooks?: WebhookOptions;
  /** Rows an export reads per query. */
  exportChunkRows?: number;
}

export interface TestServerHandle extends TestServer {
  /** The demo user's token; only with `signIn`. */
  readonly token: string;
}

/**
 * A test file's server: started before the file's tests (or each test) and closed after them.
 * Test files call this once at the top; the handle always speaks to the running server, so a
 * restart or a fresh copy per test needs no reassignment.
 */
export function useTestServer({
  per = 'file',
  signIn = false,
  now,
  settings,
  oauthProvider,
  webhooks,
  exportChunkRows,
}: UseTestServerOptions = {}): TestServerHandle {
  let running: TestServer | undefined;
  let token: string | undefined;
  const current = (): TestServer => {
    if (!running) throw new Error('the test server runs only inside tests and their hooks');
    return running;
  };
  async function stop() {
    await running?.close();
    running = undefined;
    token = undefined;
  }
  (per === 'test' ? beforeEach : beforeAll)(async () => {
    running = await createTestServer({
      settings,
      ...(oauthProvider ? { oauthProvider } : {}),
      ...(webhooks ? { webhooks } : {}),
      ...(exportChunkRows ? { exportChunkRows } : {}),
    });
    if (now) running.clock.now = new Date(now);
    if (signIn) token = await running.login();
  });
  (per === 'test' ? afterEach : afterAll)(stop);

  const handle: TestServerHandle = {
    get db() {
      return current().db;
    },
    get dataDir() {
      return current().dataDir;
    },
    get settings() {
      return current().settings;
    },
    get clock() {
      return current().clock;
    },
    get app() {
      return current().app;
    },
    get mail() {
      return current().mail;
    },
    get webhooks() {
      return current().webhooks;
    },
    get token() {
      if (token === undefined) throw new Error('no token: call useTestServer({ signIn: true })');
      return token;
    },
    request: (...args) => current().request(...args),
    raw: (...args) => current().raw(...args),
    login: (email) => current().login(email),
    userForToken: (token) => current().userForToken(token),
    exportsIdle: () => current().exportsIdle(),
    retagIdle: () => current().retagIdle(),
    ingest: (scenario) => current().ingest(scenario),
    close: stop,
    async restart() {
      running = await current().restart();
      return handle;
    },
  };
  return handle;
}
