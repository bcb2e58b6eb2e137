/**
 * The single row a query must yield (an INSERT/UPDATE … RETURNING of one row, a row just selected by key).
 * An empty result here is a bug, not a user error: it throws, and the errors plugin answers 500.
 */
export function theRow<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`expected one ${what} row, got none`);
  return row;
}

/** The rows of a raw `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite's drizzle driver the same shape or an array. */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
