import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createServerApp } from './serve';
import { openTinySeededCopy } from './testing/tiny-seeded-copy';

// Issue 42: a percent sign that starts no valid escape made decodeURIComponent throw (500).
const MALFORMED = ['/%', '/%E0%A4%A', '/remotes/%ZZ', '/remotes/app/%E0%A4%A.js', '/a%2'];

describe('the production-like server and malformed addresses', () => {
  let server: Awaited<ReturnType<typeof createServerApp>>;
  const saved = { ...process.env };

  before(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serve-malformed-'));
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

  for (const address of MALFORMED) {
    it(`answers GET ${address} with 400, for a page and for a file`, async () => {
      for (const accept of ['text/html', '*/*']) {
        const response = await server.app.request(address, { headers: { accept } });
        assert.equal(response.status, 400, `${address} (${accept})`);
        assert.match(await response.text(), /percent-encoding/);
      }
    });
  }

  it('still serves a well-formed escape (a missing file is 404, not 400)', async () => {
    const response = await server.app.request('/remotes/no%20such.js', {
      headers: { accept: '*/*' },
    });
    assert.equal(response.status, 404);
  });
});
