// EXPLAIN ANALYZE of each query kind's bodies, as dev-api runs them (the counted plan with its
// total), for docs/perf/api.md. Runs with dev-api stopped: PGlite has one process per folder.
import { adSearchBodySchema } from '@adlens/shared-contracts';
import { openDatabase, searchStatements } from '@adlens/dev-api';
import { QUERY_KINDS } from './queries';
import type { SeedTarget } from './seeded-database';

export async function explainQueryKinds(target: SeedTarget, label: string): Promise<string> {
  const db = await openDatabase(target);
  const out: string[] = [];
  try {
    for (const kind of QUERY_KINDS)
      for (const raw of kind.bodies) {
        const body = adSearchBodySchema.parse(raw);
        for (const statement of searchStatements(
          { platform: 'meta', body, userId: 1 },
          'counted',
        )) {
          const plan = await db.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${statement.sql}`,
            statement.params,
          );
          out.push(
            `--- ${label}: ${kind.name} ${JSON.stringify(raw)} on meta`,
            ...plan.map((row) => row['QUERY PLAN']),
          );
        }
      }
  } finally {
    await db.close();
  }
  return out.join('\n');
}
