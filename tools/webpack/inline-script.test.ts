import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { inlineScript } from './inline-script.mjs';

function moduleFile(source: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'inline-script-')), 'head.ts');
  writeFileSync(file, source);
  return file;
}

test('compiles the exported function without its types and calls it with window', () => {
  const file = moduleFile(
    [
      'export interface Seen { path: string }',
      '/** Documented, as exported functions are. */',
      'export function start(win: { seen?: Seen; location: { pathname: string } }): void {',
      '  win.seen = { path: win.location.pathname };',
      '}',
    ].join('\n'),
  );
  const script = inlineScript(file, 'start');
  assert.doesNotMatch(script, /export|interface/);
  const window: { seen?: { path: string }; location: { pathname: string } } = {
    location: { pathname: '/meta/search' },
  };
  runInNewContext(script, { window });
  assert.equal(window.seen?.path, '/meta/search');
});

test('refuses a module that imports something: the inline script would not have it', () => {
  const file = moduleFile("import { x } from './x';\nexport function start() { return x; }\n");
  assert.throws(() => inlineScript(file, 'start'), /imports nothing/);
});

test('refuses a module without the named function', () => {
  const file = moduleFile('export function other(): void {}\n');
  assert.throws(() => inlineScript(file, 'start'), /does not export function start/);
});
