import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as ts from 'typescript';
import { facadeAliases, sharedModules } from './shared-modules.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const APPS = ['host', 'remote-auth', 'remote-search', 'remote-insights', 'remote-account'];
const SOURCES = [...APPS, 'shared-ui'].map((folder) => path.join(root, folder, 'src'));
/** Each facaded share key, its package request and the file the kit holds for it. */
const FACADES = [
  {
    key: 'react-router-dom',
    request: '@adlens/shared-ui/shared-scope/react-router-dom',
    file: path.join(root, 'shared-ui/src/shared-scope/react-router-dom.ts'),
  },
  {
    key: '@tanstack/react-query',
    request: '@adlens/shared-ui/shared-scope/tanstack-react-query',
    file: path.join(root, 'shared-ui/src/shared-scope/tanstack-react-query.ts'),
  },
];

/** Folders of code that runs in Node at build time (the prerender steps), not in a page. */
const BUILD_TIME = new Set(
  ['remote-auth/src/prerender', 'host/src/prerender'].map((folder) => path.join(root, folder)),
);

/** Source files that run in the browser: tests, test kits and build steps never meet the share scope. */
function browserSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' || BUILD_TIME.has(file) ? [] : browserSources(file);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Value names imported from `specifier` (type-only imports are erased and need no export). */
function importedValues(file: string, specifier: string): string[] {
  return parse(file).statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    if (!ts.isStringLiteral(statement.moduleSpecifier)) return [];
    if (statement.moduleSpecifier.text !== specifier) return [];
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) return [];
    if (ts.isNamespaceImport(bindings)) return ['* as namespace'];
    return bindings.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
  });
}

function exportedNames(file: string): Set<string> {
  return new Set(
    parse(file).statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((element) => element.name.text)
        : [],
    ),
  );
}

for (const { key, request, file: facadeFile } of FACADES) {
  describe(`the share scope facade of ${key}`, () => {
    it(`exports every ${key} name the apps and the kit import`, () => {
      const facade = exportedNames(facadeFile);
      const missing = SOURCES.flatMap(browserSources).flatMap((file) =>
        importedValues(file, key)
          .filter((name) => !facade.has(name))
          .map((name) => `${name} (${path.relative(root, file)})`),
      );
      assert.deepEqual(missing, [], `add to ${path.relative(root, facadeFile)}`);
    });

    it(`is what every app provides and falls back to under the ${key} key`, () => {
      for (const app of APPS) {
        const shared = sharedModules(path.join(root, app)) as Record<string, { import?: string }>;
        assert.equal(shared[key]?.import, request, app);
        assert.equal(facadeAliases(path.join(root, app))[`${request}$`], facadeFile, app);
      }
    });
  });
}
