import type { Queryable } from './database';

const CHUNK_ROWS = 2_500;

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON parameter and
 * `json_populate_recordset` turns them into typed records (plain PostgreSQL, no COPY needed).
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  rows: readonly object[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    await db.query(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(chunk)],
    );
  }
}
