import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { releases, root } from './serve-canary-env';
import { createSeededDatabase } from '@adlens/dev-api';
import { pinSetSchema } from '@adlens/shared-contracts/platform';
import { fakeCanaryPinSet, writeFakeRelease } from './pins/fake-release';
import type { createServerApp as createServerAppType } from './serve';
import { readPinSet, writePinSet } from './pins/pin-file';

const pinFile = path.join(root, 'staging.json');
const hostDist = path.join(root, 'dist');

function startCanaryFile() {
  const pinSet = fakeCanaryPinSet('staging', {
    startedAt: new Date(Date.now() - 1000).toISOString(),
    guard: { maxFailureRate: 0.1, minSessions: 3 },
  });
  writePinSet(pinFile, pinSet);
}

/** A RUM batch as the SDK sends it: one view and one failed load of the canary per session. */
function failingCanarySessions(count: number): string {
  const versions = { remote_search: '1.1.0' };
  return [...Array(count).keys()]
    .flatMap((index) => [
      {
        type: 'view',
        session: { id: `s${index}` },
        view: { id: `v${index}` },
        context: { remote_versions: versions },
      },
      {
        type: 'error',
        session: { id: `s${index}` },
        context: {
          remote_versions: versions,
          remote_failure: { remote: 'remote_search', version: '1.1.0', fault: 'load' },
        },
      },
    ])
    .map((event) => JSON.stringify(event))
    .join('\n');
}

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
    const seeded = await createSeededDatabase(dataDir, { size: 'tiny' });
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

  it('aborts the canary on its schedule once its failures pass the budget', async () => {
    const sent = await server.app.request('/api/v1/rum-intake', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: failingCanarySessions(3),
    });
    assert.equal(sent.status, 202);
    while (readPinSet(pinFile).canaries) await new Promise((resolve) => setTimeout(resolve, 50));
    const entry = readPinSet(pinFile).history.at(-1);
    assert.equal(entry?.canary, 'abort');
    assert.match(entry?.reason ?? '', /3\/3 sessions showed the fallback/);
    assert.equal(await servedVersion('adlens_bucket=0'), '1.0.0');
  });
});
