import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pinSetStandIn, runtimeStandIn } from './monolith.mjs';

// Names and folders that no `_` <-> `-` rule turns into each other: the twin must read the table.
const TABLE = [{ name: 'remote_one', folder: 'first-app' }];

describe('the monolith twin’s stand-ins', () => {
  it('pins each remote of the table under its name, with its folder in the entry', () => {
    const source = pinSetStandIn(TABLE);
    assert.match(source, /"name":"remote_one"/);
    assert.match(source, /"entry":"\/monolith\/first-app"/);
  });

  it('binds each page of a remote’s folder to the remote’s federation name', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'monolith-'));
    mkdirSync(path.join(root, 'first-app'));
    writeFileSync(
      path.join(root, 'first-app', 'pages.json'),
      JSON.stringify({ HomePage: './src/pages/home-page.tsx' }),
    );
    const source = runtimeStandIn(TABLE, root);
    assert.match(source, /"remote_one\/HomePage": \(\) => import\(/);
    assert.match(source, /first-app\/src\/pages\/home-page\.tsx/);
  });
});
