import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Database } from '@adlens/dev-api';
import { fakeCanaryPinSet } from '../pins/fake-release';
import { readPinSet, writePinSet } from '../pins/pin-file';
import { GUARD_ACTOR, checkCanaryGuards } from './canary-guard';
import { openTinySeededCopy } from '../testing/tiny-seeded-copy';

const startedAt = '2026-11-24T10:00:00.000Z';
const now = new Date('2026-11-24T10:10:00Z');
let db: Database;

function pinFile(guard = { maxFailureRate: 0.05, minSessions: 10 }): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'canary-guard-')), 'staging.json');
  const pinSet = fakeCanaryPinSet('staging', { startedAt, guard });
  const start = { at: startedAt, by: 'test', remote: 'remote_search' as const, from: '1.0.0' };
  writePinSet(file, {
    ...pinSet,
    history: [{ ...start, to: '1.1.0', canary: 'start', percent: 50 }],
  });
  return file;
}

/** `count` verified page sessions of `version`, the first `failing` of them with a page that threw at render. */
async function sessions(
  version: string,
  count: number,
  failing: number,
  { at = now.getTime() - 1000, env = 'staging' } = {},
) {
  for (let index = 0; index < count; index += 1) {
    const broke = index < failing ? 1 : 0;
    await db.query(
      `INSERT INTO remote_health (env, session, remote, version, first_at_ms, last_at_ms,
         render_error, fallback_shown, boundary_reached, rendered, first_render_ms)
       VALUES ($1, $2, 'remote_search', $3, $4, $4, $5, $5, $5, $6, $7)`,
      [env, `${version}-${at}-${index}`, version, at, broke, !broke, broke ? null : 300],
    );
  }
}

describe('the canary guard', { timeout: 120_000 }, () => {
  before(async () => {
    db = await openTinySeededCopy(mkdtempSync(path.join(os.tmpdir(), 'canary-guard-db-')));
  });
  after(() => db.close());
  beforeEach(() => db.exec('DELETE FROM remote_health; DELETE FROM remote_health_unverified'));

  it('aborts a canary past its budget on verified sessions, naming the sessions and counts; the pin stays', async () => {
    const file = pinFile();
    await sessions('1.1.0', 10, 10);
    await sessions('1.0.0', 10, 0);
    const outcome = await checkCanaryGuards({ pinFile: file, env: 'staging', db, now });
    assert.equal(outcome.aborted.length, 1);
    const pinSet = readPinSet(file);
    assert.equal(pinSet.canaries, undefined);
    assert.equal(pinSet.remotes[0]?.version, '1.0.0');
    const entry = pinSet.history.at(-1);
    assert.equal(entry?.canary, 'abort');
    assert.equal(entry?.by, GUARD_ACTOR);
    assert.match(
      entry?.reason ?? '',
      /failure rate 100\.0 % \(10\/10 verified sessions showed the fallback\)/,
    );
    assert.match(
      entry?.reason ?? '',
      /counts: render_error 10, fallback_shown 10, boundary_reached 10/,
    );
    assert.match(entry?.reason ?? '', /sessions: 1\.1\.0-\d+-0 1\.1\.0-\d+-1 /);
    // What it publishes after the abort shows the canary ended.
    assert.equal(outcome.figures[0]?.percent, null);
  });

  it('waits for the minimum of sessions, and spares a canary within its budget', async () => {
    const file = pinFile({ maxFailureRate: 0.2, minSessions: 4 });
    await sessions('1.1.0', 3, 3);
    assert.deepEqual(
      (await checkCanaryGuards({ pinFile: file, env: 'staging', db, now })).aborted,
      [],
    );
    await db.exec('DELETE FROM remote_health');
    await sessions('1.1.0', 5, 1);
    assert.deepEqual(
      (await checkCanaryGuards({ pinFile: file, env: 'staging', db, now })).aborted,
      [],
    );
    // Failures before the canary started, or of another environment, are not its own.
    await sessions('1.1.0', 8, 8, { at: Date.parse(startedAt) - 1000 });
    await sessions('1.1.0', 8, 8, { env: 'production' });
    assert.deepEqual(
      (await checkCanaryGuards({ pinFile: file, env: 'staging', db, now })).aborted,
      [],
    );
    assert.equal(readPinSet(file).canaries?.length, 1);
  });

  it('raises an alert on a spike of unverifiable failures and leaves the pin file alone', async () => {
    const file = pinFile();
    const before = readPinSet(file);
    await db.query(
      `INSERT INTO remote_health_unverified (env, minute_ms, remote, reports, failing)
       VALUES ('staging', $1, 'remote_search', 25, 25)`,
      [now.getTime() - 60_000],
    );
    const outcome = await checkCanaryGuards({ pinFile: file, env: 'staging', db, now });
    assert.deepEqual(outcome.aborted, []);
    assert.match(
      outcome.alerts[0] ?? '',
      /25 unverifiable health reports \(25 claiming failures\)/,
    );
    assert.deepEqual(readPinSet(file), before);
  });
});
