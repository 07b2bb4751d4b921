// Command line of `pnpm bench api`.
import { parseArgs } from 'node:util';
import { parseSeedSize } from '@adlens/dev-api';
import type { SeedSize } from '@adlens/dev-api';

export type BenchDatabase = 'pglite' | 'postgres';

export interface BenchOptions {
  databases: BenchDatabase[];
  sizes: SeedSize[];
  concurrency: number[];
  /** Measured requests per cell at concurrency 1; more in flight get proportionally more. */
  requests: number;
  /** Extra search body fields, such as `{"group_variants": true}` (decision 0033). */
  grouping: Record<string, unknown> | null;
  /** First port of the range the bench may use (PostgreSQL, then one per dev-api run). */
  basePort: number | null;
  reseed: boolean;
  explain: boolean;
  markdown: string | null;
}

export const USAGE = `usage: pnpm bench api [--quick] [--postgres] [--no-pglite] [--sizes full,large]
                      [--requests N] [--grouping '{"json":"fields"}'] [--port N] [--reseed]
                      [--explain] [--markdown FILE]
  --quick      20,000 ads only, few requests: a smoke run of the whole bench
  --postgres   also on a PostgreSQL server the bench starts (Debian's postgresql)
  --no-pglite  skip the embedded database (e.g. for the large size only on PostgreSQL)
  --sizes      seed sizes (full = 20,000 ads, large = 500,000); default full,large
  --grouping   body fields that turn variant grouping on; default: the search's default
  --port       first of the ports to use (else free ones); --reseed seeds again even if kept
  --explain    EXPLAIN ANALYZE each query kind on each database and size, after the timings`;

function positive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new RangeError(`${name} must be a positive integer, not "${value}"`);
  return number;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      postgres: { type: 'boolean', default: false },
      'no-pglite': { type: 'boolean', default: false },
      sizes: { type: 'string' },
      requests: { type: 'string' },
      grouping: { type: 'string' },
      port: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      markdown: { type: 'string' },
    },
    strict: true,
  });
  const databases: BenchDatabase[] = [
    ...(values['no-pglite'] ? [] : (['pglite'] as const)),
    ...(values.postgres ? (['postgres'] as const) : []),
  ];
  if (databases.length === 0)
    throw new RangeError('--no-pglite without --postgres leaves nothing to bench');
  const sizes = (values.sizes ?? (values.quick ? 'full' : 'full,large'))
    .split(',')
    .map((size) => parseSeedSize(size.trim()));
  let grouping: Record<string, unknown> | null = null;
  if (values.grouping !== undefined) {
    const parsed: unknown = JSON.parse(values.grouping);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new RangeError('--grouping takes a JSON object of search body fields');
    grouping = parsed as Record<string, unknown>;
  }
  return {
    databases,
    sizes: [...new Set(sizes)],
    concurrency: [1, 8],
    requests: values.requests ? positive('--requests', values.requests) : values.quick ? 24 : 120,
    grouping,
    basePort: values.port ? positive('--port', values.port) : null,
    reseed: values.reseed,
    explain: values.explain,
    markdown: values.markdown ?? null,
  };
}
