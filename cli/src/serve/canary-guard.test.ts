import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { RumHealthRecord } from '@adlens/dev-api';
import { fakeCanaryPinSet } from '../pins/fake-release';
import { readPinSet, writePinSet } from '../pins/pin-file';
import { GUARD_ACTOR, checkCanaryGuards } from './canary-guard';

const startedAt = '2026-11-24T10:00:00.000Z';
const now = new Date('2026-11-24T10:10:00Z');

function pinFile(guard = { maxFailureRate: 0.2, minSessions: 4 }): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'canary-guard-')), 'staging.json');
  writePinSet(file, fakeCanaryPinSet('staging', { startedAt, guard }));
  return file;
}

/** `count` sessions of `version`, the first `failing` of them with a failed load. */
function sessions(version: string, count: number, failing: number, at = now.getTime() - 1000) {
  return [...Array(count).keys()].flatMap((index): RumHealthRecord[] => {
    const session = `${version}-${index}`;
    const versions = { remote_search: version };
    const view: RumHealthRecord = { at, env: 'staging', session, type: 'view', versions };
    if (index >= failing) return [view];
    return [
      view,
      {
        ...view,
        type: 'error',
        failure: { remote: 'remote_search', version, fault: 'load' },
      },
    ];
  });
}

describe('the canary guard', () => {
  it('aborts a canary past its budget with enough sessions, recording why; the pin stays', () => {
    const file = pinFile();
    const records = [...sessions('1.1.0', 4, 2), ...sessions('1.0.0', 10, 0)];
    const aborted = checkCanaryGuards({
      pinFile: file,
      env: 'staging',
      records: () => records,
      now,
    });
    assert.equal(aborted.length, 1);
    const pinSet = readPinSet(file);
    assert.equal(pinSet.canaries, undefined);
    assert.equal(pinSet.remotes[0]?.version, '1.0.0');
    const entry = pinSet.history.at(-1);
    assert.equal(entry?.canary, 'abort');
    assert.equal(entry?.by, GUARD_ACTOR);
    assert.match(entry?.reason ?? '', /failure rate 50\.0 % \(2\/4 sessions showed the fallback\)/);
  });

  it('waits for the minimum of sessions, and spares a canary within its budget', () => {
    const file = pinFile();
    const check = (records: RumHealthRecord[]) =>
      checkCanaryGuards({ pinFile: file, env: 'staging', records: () => records, now });
    assert.deepEqual(check(sessions('1.1.0', 3, 3)), []);
    assert.deepEqual(check(sessions('1.1.0', 5, 1)), []);
    // Failures before the canary started, or of another environment, are not its own.
    const before = sessions('1.1.0', 8, 8, Date.parse(startedAt) - 1000);
    const elsewhere = sessions('1.1.0', 8, 8).map((record) => ({ ...record, env: 'production' }));
    assert.deepEqual(check([...before, ...elsewhere]), []);
    assert.equal(readPinSet(file).canaries?.length, 1);
  });
});
