import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const eslint = new ESLint({ cwd: ROOT });
const FOLDER = 'shared-contracts/src';

/**
 * Writes `files` (name -> code) into one folder of the repo, lints the first one with the real
 * configuration and returns the messages of the cycle rule.
 */
async function cycleMessages(
  files: Record<string, string>,
  folder: string = FOLDER,
): Promise<string[]> {
  const paths = Object.keys(files).map((name) => path.join(ROOT, folder, name));
  Object.values(files).forEach((code, index) => writeFileSync(paths[index]!, code));
  try {
    const [result] = await eslint.lintFiles([paths[0]!]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'adlens/no-cycle')
      .map((message) => message.message);
  } finally {
    for (const file of paths) rmSync(file, { force: true });
  }
}

describe('lint rejects import cycles', { timeout: 120_000 }, () => {
  it('fails two modules that import only types from each other', async () => {
    const messages = await cycleMessages({
      'lint-cycle-a.tmp.ts':
        "import type { B } from './lint-cycle-b.tmp';\nexport interface A {\n  b?: B;\n}\n",
      'lint-cycle-b.tmp.ts':
        "import type { A } from './lint-cycle-a.tmp';\nexport interface B {\n  a?: A;\n}\n",
    });
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /lint-cycle-a\.tmp\.ts -> .*lint-cycle-b\.tmp\.ts -> .*a\.tmp\.ts/);
  });

  it('fails a runtime cycle through a third module', async () => {
    const messages = await cycleMessages({
      'lint-cycle-a.tmp.ts': "import { b } from './lint-cycle-b.tmp';\nexport const a = () => b;\n",
      'lint-cycle-b.tmp.ts': "export { c as b } from './lint-cycle-c.tmp';\n",
      'lint-cycle-c.tmp.ts': "import { a } from './lint-cycle-a.tmp';\nexport const c = () => a;\n",
    });
    assert.equal(messages.length, 1, messages.join('\n'));
  });

  it('lets imports run one way', async () => {
    const messages = await cycleMessages({
      'lint-cycle-a.tmp.ts': "import type { B } from './lint-cycle-b.tmp';\nexport type A = B[];\n",
      'lint-cycle-b.tmp.ts': 'export interface B {\n  id: string;\n}\n',
    });
    assert.deepEqual(messages, []);
  });

  it('fails a package that imports itself by its own name', async () => {
    const messages = await cycleMessages(
      {
        'lint-self-a.tmp.ts':
          "import { Spinner } from '@adlens/shared-ui';\nexport const a = Spinner;\n",
      },
      'shared-ui/src',
    );
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /'@adlens\/shared-ui' is this package's own name/);
  });

  it('fails a static import of its own subpath entry, lets a lazy one load it', async () => {
    const messages = await cycleMessages(
      {
        'lint-self-a.tmp.ts': [
          "export { Modal } from '@adlens/shared-ui/overlays';",
          "export const later = () => import('@adlens/shared-ui/overlays');",
          '',
        ].join('\n'),
      },
      'shared-ui/src',
    );
    assert.deepEqual(messages, [
      "'@adlens/shared-ui/overlays' is this package's own name: import its module by relative path (a package never imports itself through its exports).",
    ]);
  });
});
