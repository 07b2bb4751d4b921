import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONTRACT_VERSION, pinSetSchema } from '@adlens/shared-contracts/platform';
import { writeFakeRelease } from '../pins/fake-release';
import { servedPinSet } from './served-pin-set';

function releasesWith(contract: string, runtime?: string): string {
  const releases = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  writeFakeRelease(releases, {
    version: '2.0.0',
    contract,
    integrity: 'sha384-abc',
    ...(runtime ? { runtime } : {}),
  });
  return releases;
}

const pinFile = (pin: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    environment: 'staging',
    remotes: [
      {
        name: 'remote_search',
        version: '2.0.0',
        entry: '/remotes/remote-search/2.0.0/mf-manifest.json',
        ...pin,
      },
    ],
    history: [],
    ...extra,
  });

const served = (text: string, releases: string, bucket: number | null = null) =>
  pinSetSchema.parse(JSON.parse(servedPinSet(text, bucket, releases).text));

describe('the served pin file', () => {
  it("fills a local release's integrity and contract range from its release.json", () => {
    const pinSet = served(pinFile({}), releasesWith('^9.0.0'));
    assert.equal(pinSet.remotes[0]?.contract, '^9.0.0');
    assert.equal(pinSet.remotes[0]?.integrity, 'sha384-abc');
  });

  it("fills the singleton ranges from its release.json, for the host's gate at load", () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    writeFakeRelease(releases, {
      version: '2.0.0',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        {
          name: '@adlens/shared-ui',
          version: '1.1.0',
          requiredVersion: '^1.1.0',
          singleton: false,
        },
      ],
    });
    const text = pinFile({ contract: '^0.1.0', integrity: 'sha384-pinned' });
    assert.deepEqual(served(text, releases).remotes[0]?.singletons, { react: '^19.3.1' });
  });

  it("fills the federation runtime range from its release.json, for the host's gate at load", () => {
    const text = pinFile({ contract: `^${CONTRACT_VERSION}`, integrity: 'sha384-pinned' });
    assert.equal(
      served(text, releasesWith(`^${CONTRACT_VERSION}`, '^2.9.2')).remotes[0]?.runtime,
      '^2.9.2',
    );
  });

  it('hands on the pin set it parsed, equal to the text it serves', () => {
    const result = servedPinSet(pinFile({}), null, releasesWith('^9.0.0'));
    assert.deepEqual(result.pinSet, JSON.parse(result.text));
    assert.equal(result.pinSet?.remotes[0]?.integrity, 'sha384-abc');
  });

  it('parses the pin file once per request, canaries and release facts included', (t) => {
    const releases = releasesWith(`^${CONTRACT_VERSION}`);
    writeFakeRelease(releases, { version: '2.1.0', contract: `^${CONTRACT_VERSION}` });
    const canary = {
      name: 'remote_search',
      version: '2.1.0',
      entry: '/remotes/remote-search/2.1.0/mf-manifest.json',
      percent: 100,
      startedAt: '2026-11-24T10:00:00Z',
    };
    const text = pinFile({}, { canaries: [canary] });
    const parses = t.mock.method(pinSetSchema, 'safeParse');
    const result = servedPinSet(text, 0, releases);
    assert.equal(parses.mock.callCount(), 1);
    // The canary is served with its pin as fallback, both with their releases' facts.
    assert.equal(result.pinSet?.remotes[0]?.version, '2.1.0');
    assert.equal(result.pinSet?.remotes[0]?.contract, `^${CONTRACT_VERSION}`);
    assert.equal(result.pinSet?.remotes[0]?.fallback?.integrity, 'sha384-abc');
  });

  it("fills each exposed page's files from the release's manifest, so the host needs no manifest", () => {
    const releases = releasesWith(`^${CONTRACT_VERSION}`);
    writeFileSync(
      path.join(releases, 'remote-search', '2.0.0', 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            path: './SearchPage',
            assets: {
              js: { sync: ['__federation_expose_SearchPage.0123456789.js'], async: ['9.js'] },
              css: { sync: ['__federation_expose_SearchPage.abcdef0123.css'], async: [] },
            },
          },
        ],
      }),
    );
    assert.deepEqual(served(pinFile({}), releases).remotes[0]?.exposes, {
      SearchPage: [
        '__federation_expose_SearchPage.0123456789.js',
        '__federation_expose_SearchPage.abcdef0123.css',
      ],
    });
  });

  it('serves the pin of a release without a manifest without `exposes`', () => {
    assert.equal(
      served(pinFile({}), releasesWith(`^${CONTRACT_VERSION}`)).remotes[0]?.exposes,
      undefined,
    );
  });

  it('keeps what the pin file says itself', () => {
    const text = pinFile({ contract: `^${CONTRACT_VERSION}`, integrity: 'sha384-pinned' });
    const pinSet = served(text, releasesWith('^9.0.0'));
    assert.equal(pinSet.remotes[0]?.contract, `^${CONTRACT_VERSION}`);
    assert.equal(pinSet.remotes[0]?.integrity, 'sha384-pinned');
  });

  it('serves a file that is not a pin set as it is', () => {
    const result = servedPinSet('{"remotes":"x"}', null, releasesWith(`^${CONTRACT_VERSION}`));
    assert.deepEqual(result, { text: '{"remotes":"x"}', pinSet: null });
    assert.equal(servedPinSet('not json', null, releasesWith(`^${CONTRACT_VERSION}`)).pinSet, null);
  });
});
