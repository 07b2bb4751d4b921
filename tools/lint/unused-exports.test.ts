import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { unusedExports } from './unused-exports.mjs';

let root = '';

/** A throwaway workspace: `files` (path -> text) under a fresh folder. */
function workspace(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const manifest = (name: string, extra: object = {}) =>
  JSON.stringify({
    name,
    exports: { '.': './src/index.ts', './react': './src/react.ts' },
    ...extra,
  });

const sharedPackages = (extra: object = {}) => ({
  'shared-contracts/package.json': manifest('@adlens/shared-contracts', extra),
  'shared-contracts/src/index.ts':
    "export { a, unread } from './a';\nexport type { A } from './a';\nexport const own = 1;\n",
  'shared-contracts/src/react.ts': "export { useA } from './a';\n",
  // A reader inside the package does not count.
  'shared-contracts/src/inside.ts': "import { unread } from '@adlens/shared-contracts';\n",
  'shared-ui/package.json': JSON.stringify({ name: '@adlens/shared-ui', exports: {} }),
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('unused exports of the shared packages', () => {
  it('names each export of an entry that no other package reads', () => {
    const findings = unusedExports(
      workspace({
        ...sharedPackages(),
        'host/src/app.ts':
          "import { a, type A } from '@adlens/shared-contracts';\nexport { useA } from '@adlens/shared-contracts/react';\n",
        'cli/src/own.ts': "type Own = import('@adlens/shared-contracts').own;\n",
      }),
    );
    assert.deepEqual(findings, [
      {
        specifier: '@adlens/shared-contracts',
        file: path.join('shared-contracts', 'src/index.ts'),
        unread: ['unread'],
      },
    ]);
  });

  it('counts a name read from the wrong entry as unread there', () => {
    const findings = unusedExports(
      workspace({
        ...sharedPackages(),
        'host/src/app.ts':
          "import { a, type A, own, unread, useA } from '@adlens/shared-contracts';\n",
      }),
    );
    assert.deepEqual(
      findings.map(({ specifier, unread }) => [specifier, unread]),
      [['@adlens/shared-contracts/react', ['useA']]],
    );
  });

  it('lets a name listed under its reason stay', () => {
    const findings = unusedExports(
      workspace({
        ...sharedPackages({
          unusedExportsAllowed: {
            'kept for releases built before': ['@adlens/shared-contracts:unread'],
          },
        }),
        'host/src/app.ts':
          "import { a, type A, own } from '@adlens/shared-contracts';\nimport { useA } from '@adlens/shared-contracts/react';\n",
      }),
    );
    assert.deepEqual(findings, []);
  });
});
