import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pinSetSchema } from '@adlens/shared-contracts';
import { writeFakeRelease } from './pins/fake-release';
import { servedPinSet, withReleaseFacts } from './serve';

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

const pinFile = (pin: Record<string, string>) =>
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
  });

describe('the served pin file', () => {
  it("fills a local release's integrity and contract range from its release.json", () => {
    const served = pinSetSchema.parse(
      JSON.parse(withReleaseFacts(pinFile({}), releasesWith('^9.0.0'))),
    );
    assert.equal(served.remotes[0]?.contract, '^9.0.0');
    assert.equal(served.remotes[0]?.integrity, 'sha384-abc');
  });

  it("fills the federation runtime range from its release.json, for the host's gate at load", () => {
    const text = pinFile({ contract: '^0.1.0', integrity: 'sha384-pinned' });
    const served = pinSetSchema.parse(
      JSON.parse(withReleaseFacts(text, releasesWith('^0.1.0', '^2.9.2'))),
    );
    assert.equal(served.remotes[0]?.runtime, '^2.9.2');
  });

  it('hands on the pin set it parsed, equal to the text it serves', () => {
    const served = servedPinSet(pinFile({}), releasesWith('^9.0.0'));
    assert.deepEqual(served.pinSet, JSON.parse(served.text));
    assert.equal(served.pinSet?.remotes[0]?.integrity, 'sha384-abc');
  });

  it('keeps what the pin file says itself', () => {
    const text = pinFile({ contract: '^0.1.0', integrity: 'sha384-pinned' });
    const served = pinSetSchema.parse(JSON.parse(withReleaseFacts(text, releasesWith('^9.0.0'))));
    assert.equal(served.remotes[0]?.contract, '^0.1.0');
    assert.equal(served.remotes[0]?.integrity, 'sha384-pinned');
  });

  it("fills each exposed page's files from the release's manifest, so the host needs no manifest", () => {
    const releases = releasesWith('^0.1.0');
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
    const served = pinSetSchema.parse(JSON.parse(withReleaseFacts(pinFile({}), releases)));
    assert.deepEqual(served.remotes[0]?.exposes, {
      SearchPage: [
        '__federation_expose_SearchPage.0123456789.js',
        '__federation_expose_SearchPage.abcdef0123.css',
      ],
    });
  });

  it('serves the pin of a release without a manifest without `exposes`', () => {
    const served = pinSetSchema.parse(
      JSON.parse(withReleaseFacts(pinFile({}), releasesWith('^0.1.0'))),
    );
    assert.equal(served.remotes[0]?.exposes, undefined);
  });

  it('serves a file that is not a pin set as it is', () => {
    assert.equal(withReleaseFacts('{"remotes":"x"}', releasesWith('^0.1.0')), '{"remotes":"x"}');
    assert.equal(servedPinSet('{"remotes":"x"}', releasesWith('^0.1.0')).pinSet, null);
  });
});
