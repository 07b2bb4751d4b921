// The shared-package changes a remote team makes on its own cadence, as real commits in a
// temporary copy (`pnpm test:skew-matrix`, `pnpm autonomy --kit`; decision 0053): a kit function
// added, a contract core schema added (compatible bumps), a breaking change to the contract's
// identity entry (a major under `^`), and the remote's page using what was added.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../deployed-copy';
import { type Bump, nextVersion } from '../release/next-version';

/**
 * Raises `folder`'s package version: `addition` is the next version `^` still accepts (a minor from
 * 1.0.0 on, a patch under 0.x, where the caret reads the minor as breaking), `breaking` the next
 * major under `^`. The contract's CONTRACT_VERSION moves with its package (a test holds them equal).
 */
function bumpPackage(copy: string, folder: string, change: 'addition' | 'breaking'): string {
  const file = path.join(copy, folder, 'package.json');
  const manifest: { version: string } = JSON.parse(readFileSync(file, 'utf8'));
  const [major = 0, minor = 0] = manifest.version.split('.').map(Number);
  const bump: Bump =
    change === 'addition'
      ? major > 0
        ? 'minor'
        : 'patch'
      : major > 0 || minor === 0
        ? 'major'
        : 'minor';
  const version = nextVersion(manifest.version, { bump });
  writeFileSync(file, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  const contractVersion = path.join(copy, folder, 'src', 'version.ts');
  if (folder === 'shared-contracts') {
    const code = readFileSync(contractVersion, 'utf8');
    writeFileSync(
      contractVersion,
      code.replace(/CONTRACT_VERSION = '[^']+'/, `CONTRACT_VERSION = '${version}'`),
    );
  }
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

/** `skewProbe()` in the kit's main entry, returning `marker`; the kit's version goes up compatibly. */
export function addKitFunction(copy: string, marker: string): string {
  addExport(
    copy,
    'shared-ui',
    'skew-probe',
    `export function skewProbe(): string {\n  return ${JSON.stringify(marker)};\n}\n`,
    'skewProbe',
  );
  const version = bumpPackage(copy, 'shared-ui', 'addition');
  commit(copy, `shared-ui ${version}: skewProbe()`);
  return version;
}

/** `skewProbeSchema` in the contract's core, accepting only `marker`; a compatible contract bump. */
export function addContractSchema(copy: string, marker: string): string {
  addExport(
    copy,
    'shared-contracts',
    'skew-probe',
    `import { z } from 'zod/mini';\n\nexport const skewProbeSchema = z.object({ probe: z.literal(${JSON.stringify(marker)}) });\n`,
    'skewProbeSchema',
  );
  const version = bumpPackage(copy, 'shared-contracts', 'addition');
  commit(copy, `shared-contracts ${version}: skewProbeSchema`);
  return version;
}

/** A breaking change to the contract's identity entry: its major (under `^`) goes up. */
export function breakContractSingleton(copy: string): string {
  const version = bumpPackage(copy, 'shared-contracts', 'breaking');
  commit(copy, `shared-contracts ${version}: breaking change to the host services`);
  return version;
}

/**
 * The search page renders `expression` above the search in an element marked `probe` (imports
 * added first), so the page works only if the code it was built against is what runs. Cumulative:
 * each call adds one element.
 */
export function useInSearchPage(
  copy: string,
  probe: string,
  imports: string,
  expression: string,
): void {
  const file = path.join(copy, 'remote-search', 'src', 'pages', 'search-page.tsx');
  const view = '<SearchView key={platform} platform={platform} />';
  const code = readFileSync(file, 'utf8').replace(`return ${view};`, `return (<>${view}</>);`);
  if (!code.includes(`<>${view}`) && !code.includes(`</p>${view}`)) {
    throw new Error(`${file}: the search page no longer renders ${view}`);
  }
  const element = `<p data-skew-probe=${JSON.stringify(probe)}>{${expression}}</p>`;
  writeFileSync(file, `${imports}\n${code.replace(view, `${element}${view}`)}`);
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
