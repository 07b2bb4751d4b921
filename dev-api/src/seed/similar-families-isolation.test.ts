import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Decision 0066: the seeded look-alike families are the generator's and the benchmark's alone.
// If the endpoint read them, its precision would be true by construction.
const DEV_API = path.resolve(__dirname, '../..');
const MAY_READ_THE_FAMILIES = new Set([
  'src/seed/seed.ts',
  'src/features/similar/similar-quality.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

test('only the seed generator and the similarity benchmark import the hidden families', () => {
  const importers = [
    ...sourceFiles(path.join(DEV_API, 'src')),
    ...sourceFiles(path.join(DEV_API, 'bench')),
  ]
    .map((file) => path.relative(DEV_API, file).split(path.sep).join('/'))
    .filter((file) => !file.endsWith('.test.ts') && file !== 'src/seed/similar-families.ts')
    .filter((file) => /similar-families'/.test(readFileSync(path.join(DEV_API, file), 'utf8')));
  expect(importers.filter((file) => !MAY_READ_THE_FAMILIES.has(file))).toEqual([]);
  // The rule is live: the generator itself is found.
  expect(importers).toContain('src/seed/seed.ts');
});
