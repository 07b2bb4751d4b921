/**
 * Counts events per key in fixed windows: a window opens at a key's first event and lasts
 * `windowMs`; once `limit` events fall in it, the key is held until the window ends.
 */
export class FailureWindow {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it may now. */
  heldFor(key: string, now: number): number {
    const current = this.live(key, now);
    return current && current.count >= this.limit ? current.start + this.windowMs - now : 0;
  }

  /** Counts one event; answers the count in the current window. */
  record(key: string, now: number): number {
    const current = this.live(key, now);
    if (current) return (current.count += 1);
    if (this.windows.size >= 10_000) this.prune(now);
    this.windows.set(key, { start: now, count: 1 });
    return 1;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private live(key: string, now: number) {
    const current = this.windows.get(key);
    if (current && now - current.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return current;
  }

  /** Keeps memory bounded under a flood of distinct keys. */
  private prune(now: number): void {
    for (const [key, { start }] of this.windows) {
      if (now - start >= this.windowMs) this.windows.delete(key);
    }
  }
}
