/**
 * Deterministic randomness for the seed. Never Math.random or the clock: the same build must produce the same
 * boutique byte for byte, on PGlite and PostgreSQL, today and next year (tests compare checksums).
 *
 * Every generated item draws from its own stream, seeded from (SEED, kind, index). Item i therefore does not
 * depend on how many items are generated after it, which is what lets a later run with a larger count append
 * the same watches a fresh run would have produced.
 */

/** Bump to reshuffle the whole demo boutique. */
export const SEED = 20261001;

/** 32-bit FNV-1a over the parts joined with ':'; a well-mixed seed for one item's stream. */
export function hashSeed(...parts: (string | number)[]): number {
  const text = [SEED, ...parts].join(':');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Pick with relative weights (weights ≤ 0 are never picked). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += Math.max(0, weight(item));
    if (total <= 0) throw new Error('Rng.weighted: no positive weight');
    let roll = this.next() * total;
    for (const item of items) {
      roll -= Math.max(0, weight(item));
      if (roll < 0) return item;
    }
    // Floating-point leftovers land on the last positive item.
    for (let i = items.length - 1; i >= 0; i--) if (weight(items[i] as T) > 0) return items[i] as T;
    throw new Error('unreachable');
  }

  /** A key from a table of {key: weight}. */
  weightedKey<K extends string>(table: Readonly<Record<K, number>>): K {
    const keys = Object.keys(table) as K[];
    return this.weighted(keys, (key) => table[key]);
  }
}

/** A deterministic string of `length` characters from `alphabet` (e.g. an 11-character video id). */
export function randomString(rng: Rng, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}
