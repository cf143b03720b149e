/** The first row of a query that must return one (inserts with returning, lookups by key). */
export function one<T>(rows: readonly T[], what = 'row'): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected one ${what}, got none.`);
  return row;
}
