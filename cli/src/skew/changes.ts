// The shared-package changes a remote team makes on its own cadence, as real commits in a
// temporary copy (`pnpm test:skew-matrix`, `pnpm autonomy --kit`; decision 0053): a kit function
// added (kit minor), a contract core schema added (contract minor), a breaking change to the
// contract's identity entry (contract major), and the remote's page using what was added.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../deployed-copy';
import { type Bump, nextVersion } from '../release/next-version';

/** Raises `folder`'s package version by `bump`; returns the new version. */
function bumpPackage(copy: string, folder: string, bump: Bump): string {
  const file = path.join(copy, folder, 'package.json');
  const manifest: { version: string } = JSON.parse(readFileSync(file, 'utf8'));
  const version = nextVersion(manifest.version, { bump });
  writeFileSync(file, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  return version;
}

function commit(copy: string, message: string): void {
  run(copy, 'git', ['add', '-A']);
  run(copy, 'git', ['commit', '--quiet', '--no-verify', '-m', message]);
}

/** A new module exported from a package's main barrel, as a team would add one. */
function addExport(copy: string, folder: string, module: string, code: string, names: string) {
  writeFileSync(path.join(copy, folder, 'src', `${module}.ts`), code);
  const barrel = path.join(copy, folder, 'src', 'index.ts');
  writeFileSync(barrel, `${readFileSync(barrel, 'utf8')}export { ${names} } from './${module}';\n`);
}

/** `skewProbe()` in the kit's main entry, returning `marker`; the kit's minor goes up. */
export function addKitFunction(copy: string, marker: string): string {
  addExport(
    copy,
    'shared-ui',
    'skew-probe',
    `export function skewProbe(): string {\n  return ${JSON.stringify(marker)};\n}\n`,
    'skewProbe',
  );
  const version = bumpPackage(copy, 'shared-ui', 'minor');
  commit(copy, `shared-ui ${version}: skewProbe()`);
  return version;
}

/** `skewProbeSchema` in the contract's core, accepting only `marker`; the contract's minor goes up. */
export function addContractSchema(copy: string, marker: string): string {
  addExport(
    copy,
    'shared-contracts',
    'skew-probe',
    `import { z } from 'zod/mini';\n\nexport const skewProbeSchema = z.object({ probe: z.literal(${JSON.stringify(marker)}) });\n`,
    'skewProbeSchema',
  );
  const version = bumpPackage(copy, 'shared-contracts', 'minor');
  commit(copy, `shared-contracts ${version}: skewProbeSchema`);
  return version;
}

/** A breaking change to the contract's identity entry: its major goes up. */
export function breakContractSingleton(copy: string): string {
  const version = bumpPackage(copy, 'shared-contracts', 'major');
  commit(copy, `shared-contracts ${version}: breaking change to the host services`);
  return version;
}

/**
 * The search page renders `expression` above the search (imports added first), so the page works
 * only if the code it was built against is what runs.
 */
export function useInSearchPage(copy: string, imports: string, expression: string): void {
  const file = path.join(copy, 'remote-search', 'src', 'pages', 'search-page.tsx');
  const code = readFileSync(file, 'utf8');
  const view = /return (<SearchView key=\{platform\} platform=\{platform\} \/>);/;
  if (!view.test(code)) throw new Error(`${file}: the search page no longer renders <SearchView>`);
  writeFileSync(
    file,
    `${imports}\n${code.replace(view, `return (<><p data-skew-probe="">{${expression}}</p>$1</>);`)}`,
  );
  commit(copy, `remote-search: the search page shows ${expression}`);
}

/** A remote's first page with a plain `<h1>` shows `expression` in it; returns the file changed. */
export function useInHeading(copy: string, folder: string, imports: string, expression: string) {
  const pages = path.join(copy, folder, 'src', 'pages');
  const heading = /(<h1[^>]*>)([^<{]+)</;
  const file = run(copy, 'git', ['ls-files', path.relative(copy, pages)])
    .split('\n')
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => path.join(copy, name))
    .find((candidate) => heading.test(readFileSync(candidate, 'utf8')));
  if (!file) throw new Error(`no page of ${folder} has a plain <h1> to change`);
  const code = readFileSync(file, 'utf8').replace(heading, `$1$2 {${expression}}<`);
  writeFileSync(file, `${imports}\n${code}`);
  commit(copy, `${folder}: a page heading shows ${expression}`);
  return path.relative(copy, file);
}
