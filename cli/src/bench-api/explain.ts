// EXPLAIN ANALYZE of each query kind's first body, as dev-api runs it (the counted plan with its
// total), for docs/perf/api.md. Runs with dev-api stopped: PGlite has one process per folder.
import { adSearchBodySchema } from '@adlens/shared-contracts';
import { openDatabase, searchStatements } from '@adlens/dev-api';
import { QUERY_KINDS } from './queries';
import type { SeedTarget } from './seeded-database';

export async function explainQueryKinds(target: SeedTarget, label: string): Promise<string> {
  const db = await openDatabase(target);
  const out: string[] = [];
  try {
    for (const kind of QUERY_KINDS) {
      const body = adSearchBodySchema.parse(kind.bodies[0] ?? {});
      for (const statement of searchStatements({ platform: 'meta', body, userId: 1 }, 'counted')) {
        const plan = await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${statement.sql}`,
          statement.params,
        );
        out.push(
          `--- ${label}: ${kind.name} ${JSON.stringify(kind.bodies[0])} on meta`,
          ...plan.map((row) => row['QUERY PLAN']),
        );
      }
    }
  } finally {
    await db.close();
  }
  return out.join('\n');
}
