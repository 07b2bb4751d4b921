import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Decision 0061: the simulated world's truth is the generator's and the simulated source's alone.
// If anything else read it, an alert could again be true by construction.
const SRC = path.resolve(__dirname, '..');
const MAY_READ_THE_WORLD = new Set([
  'crawl/world-store.ts',
  'crawl/world-landing-store.ts',
  'ingest/ingest-day.ts',
  'db/migrations.ts',
  'crawl/world-isolation.test.ts',
  // Scores the crawl's landing versions against the world's labels; it serves nothing.
  'features/landing/landing-history.test.ts',
  // Checks each stop the crawls prove against the world's truth; it serves nothing.
  'features/follows/evidence.test.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

test('only the generator and the simulated source name the world tables', () => {
  const readers = sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) =>
      /\bworld_(ads|landing_revisions)\b/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
  expect(readers.filter((file) => !MAY_READ_THE_WORLD.has(file))).toEqual([]);
  // The rule is live: the stores themselves are found.
  expect(readers).toContain('crawl/world-store.ts');
  expect(readers).toContain('crawl/world-landing-store.ts');
});

// Decision 0064: the landing versioner decides material or cosmetic from what it extracted; the
// world's revision labels are for scoring it, so nothing the app serves may import them.
test('the landing versioner never sees the world revision labels', () => {
  const importers = sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('crawl/') && file !== 'ingest/ingest-day.ts')
    .filter((file) =>
      /from '[./]*\/?crawl\/(landing-world|world-landing-store)'/.test(
        readFileSync(path.join(SRC, file), 'utf8'),
      ),
    );
  expect(importers).toEqual([]);
  const versioner = sourceFiles(path.join(SRC, 'features', 'landing')).filter((file) =>
    /from '[^']*crawl\//.test(readFileSync(file, 'utf8')),
  );
  expect(versioner).toEqual([]);
});

test('the app reaches the world only through the crawl', () => {
  const importers = sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('crawl/') && file !== 'ingest/ingest-day.ts')
    .filter((file) =>
      /from '[./]*\/?crawl\/world-store'/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
  expect(importers).toEqual([]);
});
