import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import { errorBodySchema } from '@adlens/shared-contracts';
import { createServerApp } from './serve';
import { openTinySeededCopy } from './testing/tiny-seeded-copy';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const SUFFIXES = [
  '',
  'settings',
  'mailbox?email=demo@adlens.test',
  'rum-intake',
  'oauth/consent?state=x',
  'x/y/z',
];

describe('the production-like server', () => {
  let server: Awaited<ReturnType<typeof createServerApp>>;
  const saved = { ...process.env };

  before(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serve-dev-routes-'));
    const seeded = await openTinySeededCopy(dataDir);
    await seeded.close();
    process.env.DEV_API_DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    server = await createServerApp({ environment: 'staging', resetDatabase: false });
  });
  after(async () => {
    await server.close();
    process.env = saved;
  });

  it('answers every /api/v1/dev path, with any method, with the 404 error envelope', async () => {
    for (const suffix of SUFFIXES) {
      for (const method of METHODS) {
        const response = await server.app.request(`/api/v1/dev/${suffix}`, {
          method,
          headers: { 'content-type': 'application/json', accept: 'text/html' },
          ...(method === 'GET' ? {} : { body: '{"maintenance":true}' }),
        });
        assert.equal(response.status, 404, `${method} /api/v1/dev/${suffix}`);
        assert.equal(errorBodySchema.parse(await response.json()).meta.code, 404);
      }
    }
  });

  it('answers sign-up without mail settings and logs that mail is not configured, not the code', async () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const response = await server.app.request('/api/v1/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'No Mail',
          email: 'no.mail@example.test',
          password: 'long-enough-1',
        }),
      });
      assert.equal(response.status, 200);
      const lines = warn.mock.calls.map((call) => call.arguments.join(' '));
      assert.equal(lines.length, 1);
      assert.match(lines[0] ?? '', /mail is not configured/);
      assert.doesNotMatch(lines[0] ?? '', /\d{6}/);
    } finally {
      warn.mock.restore();
    }
  });
});
