import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { classify, comparePackage, renderReport } from './api-report.mjs';

type Surface = Map<string, { kind: string; signature: string }>;
const surface = (entries: [string, string][]): Surface =>
  new Map(entries.map(([name, signature]) => [name, { kind: 'const', signature }]));

const BEFORE = surface([
  ['formatDate', '(date: Date) => string'],
  ['Spinner', '() => JSX.Element'],
]);

describe('the bump a surface change needs', () => {
  it('is none when nothing changed', () => {
    assert.equal(classify(BEFORE, new Map(BEFORE)).bump, 'none');
  });
  it('is minor for an added export', () => {
    const after = new Map(BEFORE).set('skewProbe', { kind: 'function', signature: '() => void' });
    assert.deepEqual(classify(BEFORE, after), {
      removed: [],
      added: ['skewProbe'],
      widened: [],
      changed: [],
      bump: 'minor',
    });
  });
  it('is major for a removed export', () => {
    const after = new Map(BEFORE);
    after.delete('Spinner');
    assert.equal(classify(BEFORE, after).bump, 'major');
  });
  it('is major for a changed type, even with an addition', () => {
    const after = new Map(BEFORE)
      .set('formatDate', { kind: 'const', signature: '(date: Date, pattern: string) => string' })
      .set('skewProbe', { kind: 'function', signature: '() => void' });
    const change = classify(BEFORE, after);
    assert.deepEqual([change.changed, change.bump], [['formatDate'], 'major']);
  });
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A package at `version` whose committed report was written at 1.2.0 with BEFORE. */
function kit(version: string, changelog: string): string {
  dir = mkdtempSync(path.join(tmpdir(), 'api-report-'));
  const packageDir = path.join(dir, 'shared-ui');
  mkdirSync(path.join(packageDir, 'api'), { recursive: true });
  writeFileSync(
    path.join(packageDir, 'package.json'),
    JSON.stringify({ name: '@adlens/shared-ui', version, exports: { '.': './src/index.ts' } }),
  );
  writeFileSync(path.join(packageDir, 'CHANGELOG.md'), changelog);
  writeFileSync(
    path.join(packageDir, 'api', 'index.api.md'),
    renderReport('@adlens/shared-ui', '1.2.0', BEFORE),
  );
  return packageDir;
}

const ADDED = new Map([
  [
    '@adlens/shared-ui',
    new Map(BEFORE).set('skewProbe', { kind: 'function', signature: '() => void' }),
  ],
]);

describe('the check and the update', () => {
  it('pass an unchanged surface', () => {
    const packageDir = kit('1.2.0', '- 1.2.0: the date range picker\n');
    const { problems } = comparePackage(packageDir, {
      surfaces: new Map([['@adlens/shared-ui', BEFORE]]),
    });
    assert.deepEqual(problems, []);
  });

  it('refuse an added export without a minor bump, naming the entry and the bump', () => {
    const packageDir = kit('1.2.0', '- 1.2.0: the date range picker\n');
    const { problems } = comparePackage(packageDir, { surfaces: ADDED, forUpdate: true });
    assert.equal(problems.length, 1);
    assert.match(
      problems[0]!,
      /@adlens\/shared-ui \(shared-ui\/api\/index\.api\.md\): needs a minor bump/,
    );
    assert.match(problems[0]!, /added: skewProbe/);
    assert.match(problems[0]!, /package\.json says 1\.2\.0: a minor bump from 1\.2\.0 is required/);
  });

  it('refuse a bumped version without its changelog line', () => {
    const packageDir = kit('1.3.0', '- 1.2.0: the date range picker\n');
    const { problems } = comparePackage(packageDir, { surfaces: ADDED, forUpdate: true });
    assert.deepEqual(problems, [
      'shared-ui: CHANGELOG.md has no line for 1.3.0: add "- 1.3.0: <why this version>".',
    ]);
  });

  it('let the update write once bumped and explained, while the check still asks for the reports', () => {
    const packageDir = kit('1.3.0', '- 1.3.0: skewProbe for the search page\n');
    assert.deepEqual(comparePackage(packageDir, { surfaces: ADDED, forUpdate: true }).problems, []);
    const { problems } = comparePackage(packageDir, { surfaces: ADDED });
    assert.match(problems[0]!, /The version \(1\.3\.0\) is bumped: run pnpm api:report/);
  });

  it("read a const typed as the package's version as moving with the bump, not as a change", () => {
    const packageDir = kit('1.3.0', '- 1.3.0: skewProbe for the search page\n');
    writeFileSync(
      path.join(packageDir, 'api', 'index.api.md'),
      renderReport(
        '@adlens/shared-ui',
        '1.2.0',
        new Map(BEFORE).set('VERSION', { kind: 'const', signature: "'1.2.0'" }),
      ),
    );
    const after = new Map(ADDED.get('@adlens/shared-ui')).set('VERSION', {
      kind: 'const',
      signature: "'1.3.0'",
    });
    const surfaces = new Map([['@adlens/shared-ui', after]]);
    assert.deepEqual(comparePackage(packageDir, { surfaces, forUpdate: true }).problems, []);
  });

  it('refuse a removed export with only a minor bump', () => {
    const packageDir = kit('1.3.0', '- 1.3.0: Spinner moved\n');
    const removed = new Map(BEFORE);
    removed.delete('Spinner');
    const { problems } = comparePackage(packageDir, {
      surfaces: new Map([['@adlens/shared-ui', removed]]),
    });
    assert.match(problems[0]!, /removed: Spinner/);
    assert.match(problems[0]!, /a major bump from 1\.2\.0 is required/);
  });
});
