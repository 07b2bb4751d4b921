import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { exposedFilesSchema, packageVersionOf } from './json-files';

function folderWith(packageJson: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adlens-json-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson));
  return dir;
}

describe('JSON files the CLI reads', () => {
  it("reads a package's version", () => {
    assert.equal(packageVersionOf(folderWith({ name: 'x', version: '1.4.0' })), '1.4.0');
  });

  it('refuses a package.json without a version instead of passing undefined on', () => {
    assert.throws(() => packageVersionOf(folderWith({ name: 'x' })), /package\.json: no version/);
  });

  it('refuses a manifest whose exposes do not list their files', () => {
    assert.equal(exposedFilesSchema.safeParse({ exposes: [{ assets: {} }] }).success, false);
  });
});
