/** Deterministic pseudo-random numbers (mulberry32) so that every seed run yields the same data. */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  some<T>(items: readonly T[], min: number, max: number): T[];
  chance(probability: number): boolean;
  /** Long-tailed integer in [0, max]: most values small, a few near max. */
  longTail(max: number, skew?: number): number;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
  return {
    next,
    int,
    pick,
    some(items, min, max) {
      const count = Math.min(items.length, int(min, max));
      const pool = [...items];
      const chosen: (typeof pool)[number][] = [];
      while (chosen.length < count) {
        const index = Math.floor(next() * pool.length);
        chosen.push(...pool.splice(index, 1));
      }
      return chosen;
    },
    chance(probability) {
      return next() < probability;
    },
    longTail(max, skew = 5) {
      return Math.floor(max * Math.pow(next(), skew));
    },
  };
}

/** Stable 32-bit hash of a string, to derive per-item randomness at read time. */
export function hashString(value: string): number {
  let hash = 2166136261;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}
