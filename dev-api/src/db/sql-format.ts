/** SQL text of a timestamptz as an ISO date-time in UTC (`2026-11-01T00:00:00.000Z`). */
export function isoSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
