import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  publishFigures,
  publishedFiguresFile,
  readPublishedFigures,
} from './published-canary-figures';

describe('the published canary figures', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adlens-published-figures-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what the server published, and null before its first check', () => {
    const file = publishedFiguresFile(dir, 'production');
    assert.equal(readPublishedFigures(file), null);
    publishFigures(file, [], new Date('2026-11-28T06:00:00Z'));
    assert.deepEqual(readPublishedFigures(file), {
      publishedAt: '2026-11-28T06:00:00.000Z',
      figures: [],
    });
  });

  it('names a file the server did not write instead of reading it as figures', () => {
    for (const [env, text] of [
      ['staging', '{"figures": "none"}'],
      ['canary', 'not json'],
    ] as const) {
      const file = publishedFiguresFile(dir, env);
      writeFileSync(file, text);
      assert.throws(
        () => readPublishedFigures(file),
        new RegExp(`${file} is not the canary figures`),
      );
    }
  });
});
