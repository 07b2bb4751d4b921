// `pnpm lint` step (decision 0051): every name a shared package exports from one of its entries must
// have a reader outside the package. An export nobody imports is surface that must be versioned,
// shared and kept for old releases for nothing. Names kept only for releases built before are listed,
// under the reason, in the package's `unusedExportsAllowed` (package.json).
//
//   node tools/lint/unused-exports.mjs [repo root]
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// typescript is CommonJS without a declared default export: required, not imported.
const ts = createRequire(import.meta.url)('typescript');

export const SHARED_PACKAGES = ['shared-contracts', 'shared-ui'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

function parse(file) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

/** Names an entry file exports: its re-export lists and its own exported declarations. */
export function exportedNames(file) {
  const names = [];
  for (const statement of parse(file).statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        names.push(...statement.exportClause.elements.map((element) => element.name.text));
      } else {
        throw new Error(`${file}: 'export *' hides what the entry exports; list the names`);
      }
      continue;
    }
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.push(statement.name.text);
    }
  }
  return names;
}

function sourceFiles(dir, skip, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== skip) sourceFiles(full, skip, out);
    } else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Names read from each module specifier of `packageName` in `file`: named imports and re-exports,
 * `import('pkg').Name` types, and `(await import('pkg')).Name`. A namespace import names nothing
 * (it would hide what the reader needs), so its names must be read by name somewhere too.
 */
function namesRead(file, packageName, reads) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(packageName)) return;
  const ofPackage = (specifier) =>
    specifier === packageName || specifier.startsWith(`${packageName}/`);
  const add = (specifier, name) => {
    if (!reads.has(specifier)) reads.set(specifier, new Set());
    reads.get(specifier).add(name);
  };
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      ofPackage(node.moduleSpecifier.text)
    ) {
      const bindings = ts.isImportDeclaration(node)
        ? node.importClause?.namedBindings
        : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) {
          add(node.moduleSpecifier.text, (element.propertyName ?? element.name).text);
        }
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal) &&
      ofPackage(node.argument.literal.text) &&
      node.qualifier
    ) {
      const first = ts.isIdentifier(node.qualifier) ? node.qualifier : node.qualifier.left;
      if (ts.isIdentifier(first)) add(node.argument.literal.text, first.text);
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isParenthesizedExpression(node.expression) &&
      ts.isAwaitExpression(node.expression.expression)
    ) {
      const call = node.expression.expression.expression;
      if (
        ts.isCallExpression(call) &&
        call.expression.kind === ts.SyntaxKind.ImportKeyword &&
        call.arguments[0] &&
        ts.isStringLiteral(call.arguments[0]) &&
        ofPackage(call.arguments[0].text)
      ) {
        add(call.arguments[0].text, node.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
}

/** For each shared package entry: the exported names no other package reads. */
export function unusedExports(root) {
  const findings = [];
  for (const folder of SHARED_PACKAGES) {
    const packageDir = path.join(root, folder);
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    // { "<why these names stay>": ["<entry>:<name>", ...] }
    const allowed = new Set(Object.values(manifest.unusedExportsAllowed ?? {}).flat());
    const reads = new Map();
    for (const file of sourceFiles(root, packageDir)) namesRead(file, manifest.name, reads);
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
      // A share-scope facade is provided under another package's key (react-router-dom, ...): its
      // readers import that package, and tools/webpack/shared-scope.test.ts checks its names.
      if (subpath.startsWith('./shared-scope/')) continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      const read = reads.get(specifier) ?? new Set();
      const unread = exportedNames(path.join(packageDir, target)).filter(
        (name) => !read.has(name) && !allowed.has(`${specifier}:${name}`),
      );
      if (unread.length > 0) findings.push({ specifier, file: path.join(folder, target), unread });
    }
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '..'));
  const findings = unusedExports(root);
  for (const { specifier, file, unread } of findings) {
    console.error(
      `${file}: ${specifier} exports ${unread.length} name(s) no other package imports: ${unread.join(', ')}.\n` +
        '  Remove them from the entry (or, for a name kept for releases built before, list it under its reason in the package.json "unusedExportsAllowed").',
    );
  }
  process.exit(findings.length > 0 ? 1 : 0);
}
