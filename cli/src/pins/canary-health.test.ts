import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SessionHealth } from '@adlens/dev-api';
import {
  type CanaryFigures,
  failureRate,
  formatCanaryReport,
  percentile,
  unverifiedSpike,
  versionHealth,
} from './canary-health';

const counts = {
  load_failed: 0,
  render_error: 0,
  loader_error: 0,
  fallback_shown: 0,
  boundary_reached: 0,
  page_error: 0,
};
const session = (id: string, fields: Partial<SessionHealth> = {}): SessionHealth => ({
  session: id,
  remote: 'remote_search',
  version: '1.1.0',
  firstAtMs: 2000,
  counts,
  rendered: true,
  firstRenderMs: 400,
  ...fields,
});
const window = { env: 'production', remote: 'remote_search', since: 1000, until: 9000 };

describe('health by version', () => {
  it('counts sessions, fallbacks by session, each kind and the p75 own render', () => {
    const health = versionHealth('1.1.0', [
      session('s1', {
        counts: { ...counts, render_error: 2, fallback_shown: 2, boundary_reached: 2 },
        rendered: false,
        firstRenderMs: null,
      }),
      session('s2', {
        counts: { ...counts, load_failed: 1 },
        rendered: false,
        firstRenderMs: null,
      }),
      session('s3', { counts: { ...counts, page_error: 3 }, firstRenderMs: 900 }),
      session('s4', { firstRenderMs: 700 }),
      session('s5', { firstRenderMs: 500 }),
    ]);
    assert.equal(health.sessions, 5);
    assert.equal(health.sessionsWithFallback, 2);
    assert.deepEqual(health.fallbackSessions, ['s1', 's2']);
    assert.deepEqual(health.counts.render_error, { total: 2, sessions: 1 });
    assert.deepEqual(health.counts.page_error, { total: 3, sessions: 1 });
    // A page error alone leaves the page on screen: not a fallback.
    assert.equal(failureRate(health), 0.4);
    assert.equal(health.firstRemoteRenderP75Ms, 900);
    assert.equal(health.renderedSessions, 3);
  });

  it('reports the fallback rate with its counts, and alerts on a spike of unverifiable reports', () => {
    const broken = versionHealth(
      '1.1.0',
      ['a', 'b'].map((id) =>
        session(id, {
          counts: { ...counts, render_error: 1, fallback_shown: 1, boundary_reached: 1 },
          rendered: false,
          firstRenderMs: null,
        }),
      ),
    );
    const figures: CanaryFigures = {
      env: 'production',
      remote: 'remote_search',
      canaryVersion: '1.1.0',
      pinVersion: '1.0.0',
      percent: 50,
      window,
      canary: broken,
      pin: versionHealth('1.0.0', [session('c', { version: '1.0.0' })]),
      unverified: { reports: 25, failing: 25 },
    };
    const report = formatCanaryReport(figures);
    assert.match(report, /^sessions with fallback shown\s+100\.0 % \(2\/2\)\s+0\.0 % \(0\/1\)$/m);
    assert.match(report, /^page threw at render\s+2 in 2 sessions\s+0 in 0 sessions$/m);
    assert.match(report, /^p75 first remote render\s+-\s+400 ms \(1 sessions\)$/m);
    assert.match(report, /^ALERT: 25 unverifiable health reports named remote_search/m);
    const quiet = formatCanaryReport({ ...figures, unverified: { reports: 2, failing: 1 } });
    assert.doesNotMatch(quiet, /ALERT/);
  });

  it('calls unverifiable failures a spike from ten, or when they outnumber verified sessions', () => {
    assert.equal(unverifiedSpike({ reports: 9, failing: 9 }, 0), false);
    assert.equal(unverifiedSpike({ reports: 10, failing: 10 }, 3), true);
    assert.equal(unverifiedSpike({ reports: 30, failing: 30 }, 40), false);
  });

  it('takes the nearest-rank percentile', () => {
    assert.equal(percentile([], 0.75), null);
    assert.equal(percentile([10, 20, 30, 40], 0.75), 30);
    assert.equal(percentile([5], 0.75), 5);
  });
});
