import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RumHealthRecord } from '@adlens/dev-api';
import { failureRate, formatCanaryReport, percentile, versionHealth } from './canary-health';

const window = { env: 'production', remote: 'remote_search', since: 1000, until: 9000 };
const record = (fields: Partial<RumHealthRecord>): RumHealthRecord => ({
  at: 2000,
  env: 'production',
  session: 's1',
  type: 'view',
  versions: { remote_search: '1.1.0' },
  ...fields,
});

describe('health by version', () => {
  it('counts sessions, failures, fallbacks, page errors and the p75 render of one version', () => {
    const records = [
      record({ view: 'v1', firstRemoteRenderMs: 400 }),
      record({ view: 'v1', firstRemoteRenderMs: 400 }),
      record({
        type: 'error',
        failure: { remote: 'remote_search', version: '1.1.0', fault: 'load' },
      }),
      record({
        type: 'error',
        failure: { remote: 'remote_search', version: '1.1.0', fault: 'timeout' },
      }),
      record({ session: 's2', view: 'v2', firstRemoteRenderMs: 900 }),
      record({ session: 's2', type: 'error' }),
      record({ session: 's3', view: 'v3', firstRemoteRenderMs: 700 }),
      record({ session: 's4', view: 'v4', firstRemoteRenderMs: 500 }),
      // Another version, another environment, outside the window: not counted.
      record({ session: 's5', versions: { remote_search: '1.0.0' } }),
      record({ session: 's6', env: 'staging' }),
      record({ session: 's7', at: 9001 }),
    ];
    const health = versionHealth(records, '1.1.0', window);
    assert.deepEqual(health, {
      version: '1.1.0',
      sessions: 4,
      loadFailures: 2,
      sessionsWithFallback: 1,
      pageErrors: 1,
      sessionsWithPageErrors: 1,
      firstRemoteRenderP75Ms: 700,
      renderedViews: 4,
    });
    assert.equal(failureRate(health), 0.25);
    const report = formatCanaryReport('title', health, versionHealth(records, '1.0.0', window));
    assert.match(report, /sessions with fallback shown\s+25\.0 % \(1\/4\)\s+0\.0 % \(0\/1\)/);
    assert.match(report, /p75 first remote render\s+700 ms \(4 views\)\s+-/);
  });

  it('takes the nearest-rank percentile', () => {
    assert.equal(percentile([], 0.75), null);
    assert.equal(percentile([10, 20, 30, 40], 0.75), 30);
    assert.equal(percentile([5], 0.75), 5);
  });
});
