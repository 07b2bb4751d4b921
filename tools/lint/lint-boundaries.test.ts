import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const eslint = new ESLint({ cwd: ROOT });

/**
 * Lints `code` as a real file at `file` (relative to the repo; the import resolver needs the file on
 * disk) and returns the rule ids hit.
 */
async function rulesHit(file: string, code: string): Promise<string[]> {
  const filePath = path.join(ROOT, file);
  writeFileSync(filePath, code);
  try {
    const [result] = await eslint.lintFiles([filePath]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
  } finally {
    rmSync(filePath, { force: true });
  }
}

// The dependency direction of docs/architecture.md, checked against the real lint configuration.
describe('lint enforces the dependency direction', { timeout: 120_000 }, () => {
  it('fails a remote importing another remote by path', async () => {
    const rules = await rulesHit(
      'remote-account/src/lint-boundary-check.tmp.ts',
      "export { Component } from '../../remote-search/src/pages/search-page';\n",
    );
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('fails a remote importing another remote by package name', async () => {
    const rules = await rulesHit(
      'remote-account/src/lint-boundary-check.tmp.ts',
      "export { Component } from '@adlens/remote-search/src/pages/search-page';\n",
    );
    assert.ok(rules.includes('no-restricted-imports'), rules.join(', '));
  });

  it('fails the host importing a remote at build time', async () => {
    const rules = await rulesHit(
      'host/src/lint-boundary-check.tmp.ts',
      "export { Component } from '../../remote-auth/src/pages/sign-in-page';\n",
    );
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('fails an app importing the router package behind react-router-dom (a second copy)', async () => {
    const rules = await rulesHit(
      'remote-search/src/lint-boundary-check.tmp.ts',
      "export { Link } from 'react-router';\n",
    );
    assert.ok(rules.includes('no-restricted-imports'), rules.join(', '));
  });

  it('fails a remote importing zod as a value (a second copy) and lets it name zod types', async () => {
    const value = await rulesHit(
      'remote-account/src/lint-boundary-check.tmp.ts',
      "import { z } from 'zod';\nexport const idSchema = z.string();\n",
    );
    assert.ok(value.includes('@typescript-eslint/no-restricted-imports'), value.join(', '));
    const types = await rulesHit(
      'remote-account/src/lint-boundary-check.tmp.ts',
      "import type { z } from 'zod';\nexport type Id = z.infer<z.ZodString>;\n",
    );
    assert.deepEqual(types, []);
  });

  it('fails shared-ui importing an app', async () => {
    const rules = await rulesHit(
      'shared-ui/src/lint-boundary-check.tmp.ts',
      "export { createRoutes } from '../../host/src/routes/create-routes';\n",
    );
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('fails a feature importing another feature of its remote', async () => {
    const rules = await rulesHit(
      'remote-search/src/features/ad-detail/lint-boundary-check.tmp.ts',
      "export { ShareButton } from '../share/components/share-button';\n",
    );
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('lets a page import features and a feature import shared components', async () => {
    const page = await rulesHit(
      'remote-search/src/pages/lint-boundary-check.tmp.ts',
      "export { ShareButton } from '../features/share/components/share-button';\n",
    );
    const feature = await rulesHit(
      'remote-search/src/features/ad-detail/lint-boundary-check.tmp.ts',
      "export { AdCard } from '../../components/ad-card/ad-card';\n",
    );
    assert.deepEqual([...page, ...feature], []);
  });

  it("fails a deep import into another package's src, by name or by path", async () => {
    const byName = await rulesHit(
      'cli/src/lint-boundary-check.tmp.ts',
      "export { createRoutes } from '@adlens/host/src/routes/create-routes';\n",
    );
    assert.ok(byName.includes('no-restricted-imports'), byName.join(', '));
    const byPath = await rulesHit(
      'cli/src/lint-boundary-check.tmp.ts',
      "export { href } from '../../shared-contracts/src/routes/href';\n",
    );
    assert.ok(byPath.includes('no-restricted-imports'), byPath.join(', '));
  });

  it('fails the build kit importing a workspace package or the CLI', async () => {
    const contract = await rulesHit(
      'tools/webpack/lint-boundary-check.tmp.ts',
      "export { href } from '@adlens/shared-contracts';\n",
    );
    assert.ok(contract.includes('no-restricted-imports'), contract.join(', '));
    const cli = await rulesHit(
      'tools/webpack/lint-boundary-check.tmp.ts',
      "export { preloadHints } from '../../cli/src/page-hints';\n",
    );
    assert.ok(cli.includes('import-x/no-restricted-paths'), cli.join(', '));
  });

  it('lets a remote import the shared packages', async () => {
    const rules = await rulesHit(
      'remote-account/src/lint-boundary-check.tmp.ts',
      "export { href } from '@adlens/shared-contracts';\n",
    );
    assert.deepEqual(
      rules.filter((rule) => rule.includes('restricted')),
      [],
    );
  });
});
