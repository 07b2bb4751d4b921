import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRumHealthLog, readRumHealth, rumHealthFile } from './rum-health-log';
import { createRumStore } from './rum-store';

const at = new Date('2026-11-24T12:00:00Z');
const versions = { remote_search: '0.2.0', remote_auth: '0.1.0' };

const view = {
  type: 'view',
  session: { id: 's1' },
  view: { id: 'v1', custom_timings: { first_remote_render: 812_500_000 } },
  context: { remote_versions: versions },
};
const failure = {
  type: 'error',
  session: { id: 's1' },
  view: { id: 'v1' },
  context: {
    remote_versions: versions,
    remote_failure: { remote: 'remote_search', version: '0.2.0', fault: 'load' },
  },
};
const pageError = { type: 'error', session: { id: 's2' }, context: { remote_versions: versions } };

test('the intake keeps the health of each remote version on disk, across store instances', () => {
  const file = rumHealthFile(mkdtempSync(path.join(os.tmpdir(), 'rum-health-')));
  const batch = [view, failure, pageError, { type: 'action', session: { id: 's1' } }]
    .map((event) => JSON.stringify(event))
    .join('\n');
  createRumStore(createRumHealthLog(file, 'staging')).accept(batch, 'client', at);

  expect(readRumHealth(file)).toEqual([
    {
      at: at.getTime(),
      env: 'staging',
      session: 's1',
      type: 'view',
      view: 'v1',
      versions,
      firstRemoteRenderMs: 812.5,
    },
    {
      at: at.getTime(),
      env: 'staging',
      session: 's1',
      type: 'error',
      view: 'v1',
      versions,
      failure: { remote: 'remote_search', version: '0.2.0', fault: 'load' },
    },
    { at: at.getTime(), env: 'staging', session: 's2', type: 'error', versions },
  ]);
});

test('events without a session or the loaded remote versions are not kept', () => {
  const file = rumHealthFile(mkdtempSync(path.join(os.tmpdir(), 'rum-health-')));
  const log = createRumHealthLog(file, 'staging');
  log.append([{ type: 'view', session: { id: 's1' } }, { type: 'error', context: {} }, 'x'], at);
  expect(readRumHealth(file)).toEqual([]);
});
