/**
 * A least-recently-used cache bounded by entry count and total size; a Map keeps insertion
 * order, so re-inserting on a hit moves the entry to the young end.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(value);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
