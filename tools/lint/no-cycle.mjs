// `adlens/no-cycle`: import-x/no-cycle skips type-only imports (`import type`, `export type`) and has
// no option to count them, yet a type cycle still ties two folders together (decision 0004). This
// rule follows every import of a package's own files, type-only and dynamic ones included, and
// reports a package importing itself by its own name (decision 0051).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// typescript is CommonJS without a declared default export: required, not imported.
const ts = createRequire(import.meta.url)('typescript');

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const CANDIDATE_SUFFIXES = ['', ...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)];

/** Parsed imports by file, kept while the file's modification time and size stay the same. */
/** @type {Map<string, { stamp: string, imports: string[] }>} */
const importsCache = new Map();

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative specifier names, or null. Packages (`@adlens/...`, npm) are left out: the
 * direction between packages is the boundary zones' job, and a package never imports itself.
 */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of CANDIDATE_SUFFIXES) {
    if (isFile(base + suffix)) return base + suffix;
  }
  // `./x.js` written for a `./x.ts` source.
  const withoutJs = base.replace(/\.[mc]?jsx?$/, '');
  if (withoutJs !== base) {
    for (const ext of ['.ts', '.tsx', '.mts', '.cts']) {
      if (isFile(withoutJs + ext)) return withoutJs + ext;
    }
  }
  return null;
}

/** Resolved relative imports of a file on disk: static, type-only, re-exports and dynamic. */
function importsOf(file) {
  let stamp;
  try {
    const stats = statSync(file);
    stamp = `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.stamp === stamp) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(
      importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter(Boolean),
    ),
  ];
  importsCache.set(file, { stamp, imports });
  return imports;
}

/** The shortest import route from `start` back to `target`, as files, or null. */
function routeBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const route = [];
        for (let step = file; step !== null; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Name of the package that owns `file` (its nearest package.json), cached by folder. */
const packageNames = new Map();
function packageNameOf(file) {
  const dir = path.dirname(file);
  if (packageNames.has(dir)) return packageNames.get(dir);
  let name = null;
  const manifest = path.join(dir, 'package.json');
  if (isFile(manifest)) name = JSON.parse(readFileSync(manifest, 'utf8')).name ?? null;
  else if (path.dirname(dir) !== dir) name = packageNameOf(dir);
  packageNames.set(dir, name);
  return name;
}

/**
 * Whether `specifier` names the package that owns `file` (itself or one of its subpath entries).
 * Such an import goes out through the package's exports and back in: the whole barrel comes along
 * and a cycle through it is invisible to the relative walk above.
 */
function isSelfImport(file, specifier) {
  const name = packageNameOf(file);
  return Boolean(name) && (specifier === name || specifier.startsWith(`${name}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: {
      cycle:
        'Dependency cycle (type imports count): {{route}}. Move what both sides need to a module both import.',
      selfImport:
        "'{{specifier}}' is this package's own name: import its module by relative path (a package never imports itself through its exports).",
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const root = context.cwd;

    function check(node, source, { dynamic = false } = {}) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      // A dynamic import of another entry of the same package (`import('@adlens/shared-ui/overlays')`
      // in the kit's lazy wrappers) loads that entry's one shared copy on demand (decision 0039);
      // any static import, and a dynamic one of the package's own main entry, is reported.
      const packageName = packageNameOf(filename);
      const otherEntry = dynamic && source.value.startsWith(`${packageName}/`);
      if (isSelfImport(filename, source.value) && !otherEntry) {
        context.report({ node, messageId: 'selfImport', data: { specifier: source.value } });
        return;
      }
      const target = resolveRelative(filename, source.value);
      if (!target || target === filename) return;
      const route = routeBack(target, filename);
      if (!route) return;
      const shown = [filename, ...route, filename].map((file) => path.relative(root, file));
      context.report({ node, messageId: 'cycle', data: { route: shown.join(' -> ') } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source, { dynamic: true }),
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node, node.moduleReference.expression),
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
