/**
 * The one row a write with `.returning()` must give back (an insert, an upsert); none is a bug,
 * not an outcome a caller handles.
 *
 * @example return oneRow(await db.insert(websites).values(website).returning());
 */
export function oneRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the statement returned no row');
  return row;
}
