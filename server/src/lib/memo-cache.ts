import { LRUCache } from 'lru-cache';

/**
 * A bounded cache (least recently used entries go first) that makes a missing value on demand:
 * the `lru-cache` package with the one method our features need.
 */
export class MemoCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<K, V>;

  constructor(max: number) {
    this.cache = new LRUCache<K, V>({ max });
  }

  getOrSet(key: K, make: () => V): V {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.cache.set(key, value);
    return value;
  }

  get size(): number {
    return this.cache.size;
  }

  clear(): void {
    this.cache.clear();
  }
}
