/**
 * @jest-environment node
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';
import type * as Core from './index';

// Decision 0051: the API server and the CLI read the contract's core, its platform entry and the
// React-free test kit without React. This walks each entry's module graph in the source and lists
// every package it reaches.

const SRC = __dirname;
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '.json'];

interface Walk {
  /** Follow `import type` and inline `type` specifiers too: the core's types name no React either. */
  types: boolean;
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  return statement.isTypeOnly;
}

function resolve(fromFile: string, specifier: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of ['', ...SUFFIXES]) {
    const candidate = base + suffix;
    try {
      if (readFileSync(candidate) && /\.(tsx?|json)$/.test(candidate)) return candidate;
    } catch {
      // not this suffix
    }
  }
  throw new Error(`${specifier} from ${fromFile} resolves to no file`);
}

/** Packages reached from `entry`, each with the first file that imports it. */
function packagesReached(entry: string, { types }: Walk): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(SRC, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.json')) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const specifiers: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      if (!types && isTypeOnly(statement)) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
    const visit = (node: ts.Node): void => {
      const dynamic =
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require'));
      if (dynamic && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        specifiers.push(node.arguments[0].text);
      }
      if (types && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const literal = node.argument.literal;
        if (ts.isStringLiteral(literal)) specifiers.push(literal.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(SRC, file));
    }
  }
  return packages;
}

const ZOD_ONLY = /^zod(\/|$)/;

describe.each([
  ['the core', 'index.ts', { types: true }],
  ['the platform entry', 'platform.ts', { types: true }],
  ['the React-free test kit (at run time)', 'testing/index.ts', { types: false }],
])('%s', (_name, entry, walk) => {
  it('reaches no package but zod', () => {
    const others = [...packagesReached(entry, walk)].filter(([name]) => !ZOD_ONLY.test(name));

    expect(others).toEqual([]);
  });
});

describe('the walk', () => {
  it('sees React behind the React entry, so an empty list above means something', () => {
    const reached = packagesReached('react.ts', { types: false });

    expect(reached.get('react')).toBe('services/host-services.tsx');
  });
});

describe('the core at run time', () => {
  it('loads with React made to throw', () => {
    jest.isolateModules(() => {
      jest.doMock('react', () => {
        throw new Error('the contract core loaded React');
      });
      const core = jest.requireActual<typeof Core>('./index');

      expect(core.userInitEndpoint.path).toBe('/v1/user/init');
    });
  });
});
