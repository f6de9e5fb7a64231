/**
 * Loads a lazy chunk, retrying a failed download up to 3 times with growing delays. A phone that
 * drops signal for a moment still gets its map.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = [500, 1000, 2000],
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}
