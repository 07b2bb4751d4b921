import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as ts from 'typescript';
import {
  UnclassifiedShareError,
  WORKSPACE_ENTRY_CLASSES,
  shareKeyOf,
  workspaceShares,
} from './share-classes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PACKAGE_FOLDERS: Record<string, string> = {
  '@adlens/shared-contracts': path.join(root, 'shared-contracts'),
  '@adlens/shared-ui': path.join(root, 'shared-ui'),
};

function exportsOf(folder: string): Record<string, string> {
  const manifest: { exports: Record<string, string> } = JSON.parse(
    readFileSync(path.join(folder, 'package.json'), 'utf8'),
  );
  return manifest.exports;
}

/** The relative module a specifier names from `file`, as the bundler resolves it. */
function resolveRelative(file: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    candidate.endsWith('.ts') || candidate.endsWith('.tsx') ? existsSync(candidate) : false,
  );
}

/** What makes a module identity-bearing, found in one file's statements. */
function stateIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isVariableStatement(statement) &&
      !(statement.declarationList.flags & ts.NodeFlags.Const)
    ) {
      found.push(
        `module-level let/var (${statement.declarationList.declarations[0]?.name.getText()})`,
      );
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      if (['createContext', 'atom', 'createStore'].includes(callee)) found.push(`${callee}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file an entry reaches through relative imports; imports by package name are other share keys. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const typeOnly = ts.isImportDeclaration(statement)
        ? statement.importClause?.isTypeOnly
        : ts.isExportDeclaration(statement) && statement.isTypeOnly;
      if (!specifier?.startsWith('.') || typeOnly) continue;
      const next = resolveRelative(file, specifier);
      if (next) pending.push(next);
    }
  }
  return [...seen].filter((file) => !/\.test\.tsx?$/.test(file));
}

describe('share classes (decision 0053)', () => {
  for (const [name, folder] of Object.entries(PACKAGE_FOLDERS)) {
    it(`classifies every entry ${name} exports`, () => {
      const unclassified = Object.keys(exportsOf(folder)).filter(
        (entry) => !WORKSPACE_ENTRY_CLASSES[name]?.[entry],
      );
      assert.deepEqual(unclassified, [], `add these to tools/webpack/share-classes.mjs`);
    });

    for (const [entry, shareClass] of Object.entries(WORKSPACE_ENTRY_CLASSES[name] ?? {})) {
      const file = exportsOf(folder)[entry];
      if (shareClass !== 'stateless' || !file) continue;
      it(`${shareKeyOf(name, entry)} is stateless: no context, store or module state in its code`, () => {
        const state = moduleGraph(path.join(folder, file)).flatMap((module) =>
          stateIn(module).map((what) => `${path.relative(root, module)}: ${what}`),
        );
        assert.deepEqual(
          state,
          [],
          'move these to an identity entry, or classify the entry identity',
        );
      });
    }
  }

  it('refuses an entry the table does not classify, naming where to classify it', () => {
    assert.throws(
      () => workspaceShares('@adlens/shared-ui', { '.': './src/index.ts', './tables': './x.ts' }),
      (error: unknown) =>
        error instanceof UnclassifiedShareError &&
        error.message.includes('"./tables"') &&
        error.message.includes('share-classes.mjs'),
    );
  });

  it('finds a context in a module graph (the check above can fail)', () => {
    const hostServices = path.join(root, 'shared-contracts/src/services/host-services.tsx');
    assert.ok(stateIn(hostServices).includes('createContext()'));
  });
});
