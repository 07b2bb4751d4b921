import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createServerApp } from '../serve';
import { productionRefusals } from './production-refusals';
import { enterServerMode } from './server-mode';

// Issue 42: `pnpm serve` ran without NODE_ENV=production, so the OAuth stand-in (any typed e-mail
// signs in, demo@ included) and loopback webhooks were accepted there (decision 0049).

/** Each stand-in or development switch as the e2e servers set it. */
const DEVELOPMENT_SETTINGS: Record<string, string> = {
  OAUTH_STANDIN_URL: 'http://localhost:4510',
  DEV_API_WEBHOOK_ALLOW_LOOPBACK: '1',
  DEV_API_WEBHOOK_RETRY_BASE_MS: '1000',
  DEV_API_RATE_LIMIT: '0',
  DEV_API_RESET: '1',
  DEV_API_SEED_CACHE: '/tmp/adlens-seed-cache',
  ADLENS_INGEST_REQUESTS: '1',
  PAYMENT_GATEWAY_URL: 'http://localhost:4710',
};

describe('the production-like server is production', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    // Started as `pnpm serve` is: no NODE_ENV, none of the refused settings.
    process.env = Object.fromEntries(
      Object.entries(saved).filter(
        ([name]) => name !== 'NODE_ENV' && !(name in DEVELOPMENT_SETTINGS),
      ),
    );
    // A folder with no database: a refused start must stop before it opens or seeds anything.
    process.env.DEV_API_DATA_DIR = path.join(mkdtempSync(path.join(os.tmpdir(), 'refusals-')), 'x');
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('sets NODE_ENV=production itself unless started with NODE_ENV=test', () => {
    const env: NodeJS.ProcessEnv = {};
    assert.equal(enterServerMode(env), 'production');
    assert.equal(env.NODE_ENV, 'production');
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const development: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
      assert.equal(enterServerMode(development), 'production');
      assert.equal(development.NODE_ENV, 'production');
      assert.match(String(warn.mock.calls[0]?.arguments[0]), /NODE_ENV=development ignored/);
    } finally {
      warn.mock.restore();
    }
    const test: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
    assert.equal(enterServerMode(test), 'test');
    assert.equal(test.NODE_ENV, 'test');
  });

  for (const [setting, value] of Object.entries(DEVELOPMENT_SETTINGS)) {
    it(`refuses to start with ${setting}=${value}, naming the setting`, async () => {
      process.env[setting] = value;
      await assert.rejects(
        createServerApp({ environment: 'production', resetDatabase: false }),
        (error: Error) => {
          assert.match(error.message, /runs as production \(NODE_ENV=production\)/);
          assert.match(error.message, new RegExp(`- ${setting}: `));
          return true;
        },
      );
      assert.equal(process.env.NODE_ENV, 'production');
    });
  }

  it('names every refused setting at once', () => {
    assert.deepEqual(
      productionRefusals(DEVELOPMENT_SETTINGS).map((line) => line.split(':')[0]),
      Object.keys(DEVELOPMENT_SETTINGS),
    );
  });

  it('accepts what production configures: limits, mail, keys, an environment', () => {
    assert.deepEqual(
      productionRefusals({
        DEV_API_RATE_LIMIT: '300',
        DEV_API_WEBHOOK_ALLOW_LOOPBACK: '0',
        DEV_API_RESET: '0',
        SMTP_URL: 'smtp://mail.internal:25',
        DEV_API_SECRETS_KEY: 'ab'.repeat(32),
        DATABASE_URL: 'postgres://db.internal/adlens',
        ADLENS_ENV: 'staging',
        PAYMENT_GATEWAY_URL: 'https://pay.example.com',
        PAYMENT_GATEWAY_SECRET: 'a-gateway-secret-of-forty-characters-xyz',
      }),
      [],
    );
  });
});
