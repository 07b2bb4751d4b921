import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CONTRACT_VERSION, type PinSet } from '@adlens/shared-contracts/platform';
import { fakeCanaryPinSet, writeFakeRelease } from '../pins/fake-release';
import { releaseDir } from '../pins/releases';
import { BUCKET_COOKIE, bucketCookie, inCanary, parseBucket } from './buckets';
import { pinSetForBucket } from './canary-pin-set';

function withCanary(releases: string, percent: number): PinSet {
  writeFakeRelease(releases, { version: '1.0.0' });
  writeFakeRelease(releases, { version: '1.1.0' });
  return fakeCanaryPinSet('production', {
    contract: `^${CONTRACT_VERSION}`,
    percent,
    startedAt: '2026-11-24T10:00:00Z',
  });
}

describe('the pin set of a bucket', () => {
  it('serves the canary below its percentage, with the pin as fallback, and never the canaries', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'canary-serve-'));
    const pinSet = withCanary(releases, 30);
    const canary = pinSetForBucket(pinSet, 29, releases);
    assert.equal(canary.remotes[0]?.version, '1.1.0');
    assert.equal(canary.remotes[0]?.fallback?.version, '1.0.0');
    assert.equal(canary.canaries, undefined);
    assert.equal('canaries' in canary, false);
    for (const bucket of [30, 99, null]) {
      const pin = pinSetForBucket(pinSet, bucket, releases);
      assert.equal(pin.remotes[0]?.version, '1.0.0');
      assert.equal(pin.remotes[0]?.fallback, undefined);
    }
  });

  it('serves the pin when the canary release disappeared or no longer verifies', () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'canary-serve-'));
    const pinSet = withCanary(releases, 100);
    assert.equal(pinSetForBucket(pinSet, 0, releases).remotes[0]?.version, '1.1.0');
    writeFakeRelease(releases, { version: '1.1.0', integrity: 'sha384-tampered' });
    assert.equal(pinSetForBucket(pinSet, 0, releases).remotes[0]?.version, '1.0.0');
    rmSync(releaseDir(releases, 'remote_search', '1.1.0'), { recursive: true });
    assert.equal(pinSetForBucket(pinSet, 0, releases).remotes[0]?.version, '1.0.0');
  });
});

describe('the bucket cookie', () => {
  it('names one of 100 buckets; anything else is no bucket', () => {
    assert.equal(parseBucket('0'), 0);
    assert.equal(parseBucket('99'), 99);
    for (const foreign of [undefined, '', '100', '-1', '7a', 'abc']) {
      assert.equal(parseBucket(foreign), null);
    }
  });

  it('is first party, script-proof and long-lived; Secure over HTTPS', () => {
    assert.equal(
      bucketCookie(7, false),
      `${BUCKET_COOKIE}=7; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly`,
    );
    assert.match(bucketCookie(7, true), /; Secure$/);
  });

  it('widening keeps every bucket the canary had; no bucket is never in a canary', () => {
    const at10 = [...Array(100).keys()].filter((bucket) => inCanary(bucket, 10));
    const at50 = [...Array(100).keys()].filter((bucket) => inCanary(bucket, 50));
    assert.equal(at10.length, 10);
    assert.equal(at50.length, 50);
    assert.ok(at10.every((bucket) => at50.includes(bucket)));
    assert.equal(inCanary(null, 100), false);
  });
});
