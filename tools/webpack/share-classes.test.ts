import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as ts from 'typescript';
import {
  IDENTITY_ENTRY_API,
  UnclassifiedShareError,
  WORKSPACE_ENTRY_CLASSES,
  caretAccepts,
  requiredRangeOf,
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

/** Names an entry file exports as values (`export { a, b } from`, `export function`, `export const`). */
function valueExports(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          if (!element.isTypeOnly) names.add(element.name.text);
        }
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement)) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          names.add(declaration.name.getText(source));
        }
      }
    }
  }
  return names;
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

  for (const [key, { exports: recorded }] of Object.entries(IDENTITY_ENTRY_API)) {
    it(`${key}: the recorded API is the entry's, so its singleton range moves when it changes`, () => {
      const [name, folder] = Object.entries(PACKAGE_FOLDERS).find(([packageName]) =>
        key.startsWith(`${packageName}/`),
      ) ?? ['', ''];
      const file = exportsOf(folder)[`./${key.slice(name.length + 1)}`];
      assert.ok(file, `${key} is an entry of ${name}`);
      assert.deepEqual(
        [...valueExports(path.join(folder, file))].sort(),
        [...recorded].sort(),
        `${key} changed its exports: update IDENTITY_ENTRY_API in tools/webpack/share-classes.mjs and raise its "since" to the package version that carries the change`,
      );
    });
  }

  it('requires an identity entry from the version its API last changed in, within the major', () => {
    const key = '@adlens/shared-contracts/react';
    const since = IDENTITY_ENTRY_API[key]?.since ?? '';
    const [major = 0, minor = 0, patch = 0] = since.split('.').map(Number);
    assert.equal(requiredRangeOf(key, `${major}.${minor}.${patch + 1}`), `^${since}`);
    assert.equal(requiredRangeOf(key, `${major + 1}.0.0`), `^${major + 1}.0.0`);
    assert.equal(requiredRangeOf('@adlens/shared-ui', '1.1.0'), '^1.1.0');
    assert.equal(requiredRangeOf('react', '19.3.1'), '^19.3.1');
  });

  it("reads ranges with npm's caret", () => {
    assert.equal(caretAccepts('1.0.0', '1.4.2'), true);
    assert.equal(caretAccepts('1.2.0', '1.1.9'), false);
    assert.equal(caretAccepts('1.0.0', '2.0.0'), false);
    assert.equal(caretAccepts('0.1.0', '0.2.0'), false);
    assert.equal(caretAccepts('0.1.0', '0.1.5'), true);
  });

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
