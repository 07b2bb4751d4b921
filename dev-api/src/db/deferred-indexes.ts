import type { Queryable } from './database';

/** Memory for one index build; the trigram GIN index of a large seed is built far faster with it. */
const BUILD_MEMORY = '256MB';

/**
 * Runs `work` (a bulk load) with the secondary indexes of `tables` dropped, then builds them again
 * from their own definitions, so the schema ends as the migrations made it. Indexes that back a
 * constraint (primary keys, UNIQUE) stay: foreign keys of the load check against them.
 */
export async function withIndexesDeferred(
  db: Queryable,
  tables: readonly string[],
  work: () => Promise<void>,
): Promise<void> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT quote_ident(ic.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class ic ON ic.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY ic.relname`,
    [tables],
  );
  if (indexes.length > 0)
    await db.exec(indexes.map((index) => `DROP INDEX ${index.name};`).join('\n'));
  await work();
  if (indexes.length === 0) return;
  // One script, so the memory setting holds for every build on a pooled connection too.
  await db.exec(
    [
      `SET maintenance_work_mem = '${BUILD_MEMORY}';`,
      ...indexes.map((index) => `${index.definition};`),
      'RESET maintenance_work_mem;',
    ].join('\n'),
  );
}
