import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { releases, root } from './serve-canary-env';
import { pinSetSchema } from '@adlens/shared-contracts/platform';
import { fakeCanaryPinSet, writeFakeRelease } from './pins/fake-release';
import type { createServerApp as createServerAppType } from './serve';
import { readPinSet, writePinSet } from './pins/pin-file';
import { openTinySeededCopy } from './testing/tiny-seeded-copy';

const pinFile = path.join(root, 'staging.json');
const hostDist = path.join(root, 'dist');

function startCanaryFile() {
  const pinSet = fakeCanaryPinSet('staging', {
    startedAt: new Date(Date.now() - 1000).toISOString(),
    guard: { maxFailureRate: 0.1, minSessions: 3 },
  });
  writePinSet(pinFile, pinSet);
}

/** A health report of a page whose canary page threw at render and showed the fallback. */
const failingReport = (pageSession: string | null) =>
  JSON.stringify({
    pageSession,
    remotes: [
      {
        remote: 'remote_search',
        version: '1.1.0',
        counts: { render_error: 1, fallback_shown: 1, boundary_reached: 1 },
        rendered: false,
      },
    ],
  });

describe('the production-like server with a canary', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof createServerAppType>>;
  const saved = { ...process.env };

  before(async () => {
    writeFakeRelease(releases, { version: '1.0.0' });
    writeFakeRelease(releases, { version: '1.1.0' });
    mkdirSync(hostDist);
    writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>Adlens</title>');
    startCanaryFile();
    const dataDir = path.join(root, 'data');
    const seeded = await openTinySeededCopy(dataDir);
    await seeded.close();
    Object.assign(process.env, {
      DEV_API_DATA_DIR: dataDir,
      ADLENS_RELEASES_DIR: releases,
      ADLENS_PIN_FILE: pinFile,
      ADLENS_CANARY_GUARD_MS: '100',
    });
    const { createServerApp } = await import('./serve');
    server = await createServerApp({ environment: 'staging', resetDatabase: false, hostDist });
  });
  after(async () => {
    await server.close();
    process.env = saved;
  });

  const servedVersion = async (cookie?: string) => {
    const response = await server.app.request('/environment.json', {
      headers: cookie ? { cookie } : {},
    });
    return pinSetSchema.parse(await response.json()).remotes[0]?.version;
  };

  it("draws a browser's bucket with its first page, HttpOnly, and keeps one it has", async () => {
    const first = await server.app.request('/search', { headers: { accept: 'text/html' } });
    assert.equal(first.status, 200);
    assert.match(
      first.headers.get('set-cookie') ?? '',
      /^adlens_bucket=\d{1,2}; Path=\/; .*HttpOnly/,
    );
    const again = await server.app.request('/search', {
      headers: { accept: 'text/html', cookie: 'adlens_bucket=42' },
    });
    assert.equal(again.headers.get('set-cookie'), null);
  });

  it('serves the canary to the buckets below its percentage, the pin to the rest', async () => {
    assert.equal(await servedVersion('adlens_bucket=0'), '1.1.0');
    assert.equal(await servedVersion('adlens_bucket=49'), '1.1.0');
    assert.equal(await servedVersion('adlens_bucket=50'), '1.0.0');
    assert.equal(await servedVersion(), '1.0.0');
  });

  const report = (body: string, cookie?: string) =>
    server.app.request('/api/v1/rum-health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body,
    });

  it('changes nothing in the pin file on forged failing sessions, anonymous or made up', async () => {
    const before = readPinSet(pinFile);
    const forged = ['not-a-session', null, 'eyJzIjoiYSJ9.AAAA'];
    for (let round = 0; round < 10; round += 1) {
      for (const pageSession of forged) {
        const sent = await report(failingReport(pageSession), 'adlens_bucket=0');
        assert.equal(sent.status, 202);
      }
    }
    // The SDK's intake takes telemetry, but no health record comes of it.
    await server.app.request('/api/v1/rum-intake', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        type: 'error',
        context: { remote_failure: { remote: 'remote_search' } },
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.deepEqual(readPinSet(pinFile), before);
  });

  it('aborts the canary on its schedule once sessions it issued pass the budget', async () => {
    for (const bucket of [0, 1, 2]) {
      const cookie = `adlens_bucket=${bucket}`;
      const page = await server.app.request('/environment.json', { headers: { cookie } });
      const token = page.headers.get('x-adlens-page-session');
      assert.ok(token, 'the pin file response carries a page session');
      assert.equal((await report(failingReport(token), cookie)).status, 202);
    }
    while (readPinSet(pinFile).canaries) await new Promise((resolve) => setTimeout(resolve, 50));
    const entry = readPinSet(pinFile).history.at(-1);
    assert.equal(entry?.canary, 'abort');
    assert.match(entry?.reason ?? '', /3\/3 verified sessions showed the fallback/);
    assert.match(
      entry?.reason ?? '',
      /counts: render_error 3, fallback_shown 3, boundary_reached 3/,
    );
    assert.equal(await servedVersion('adlens_bucket=0'), '1.0.0');
  });
});
