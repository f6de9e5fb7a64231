/** The first row a query answers (a `.limit(1)` look-up), or null when it finds none. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}
