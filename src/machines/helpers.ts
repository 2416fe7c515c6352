/**
 * Small rules several machines share, one copy each: seeded shuffles, index wrapping for carousels and galleries,
 * the phone mask (src/domain/phoneMask.ts), and the "effect not provided" thrower every machine's UI actions start as.
 */
import { formatPhoneAsTyped } from '../domain/phoneMask.ts';

// Seeded shuffles (part 1 §2.2 "fetch 20, shuffle, show 9", §4 "without a sort choice the page's results are
// shuffled"): the same seed gives the same order, so tests can pin it and a session can keep it.

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random source made from a text (xmur3 hash, then mulberry32): the same text gives the same numbers. */
export function seededRandom(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return mulberry32((h ^ (h >>> 16)) >>> 0);
}

/** Fisher–Yates on a copy, driven by a random source. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** An index moved past either end comes round to the other (carousels, galleries); 0 when there is nothing. */
export const wrap = (index: number, count: number): number => (count <= 0 ? 0 : ((index % count) + count) % count);

/**
 * Issue 22 item 4: every phone field is masked as typed by the shop's one rule (kernel/phone.ts): "8916" shows as
 * "+7 916", "9161234567" as "+7 916 123-45-67". The other fields keep what was typed.
 */
export const typedValue = (field: string, value: string): string => (field === 'phone' ? formatPhoneAsTyped(value) : value);

/** The digits of a typed phone, in order (the phone rule's own, kernel/phoneMask.ts). */
export { digitsOf } from '../../kernel/phoneMask.ts';

/**
 * A UI effect (navigate, toast, focus, reload) a machine names but the feature supplies with `.provide()`. Until
 * then it throws, so a missing wiring fails the first test instead of silently doing nothing.
 */
export const unprovided =
  (machine: string, action: string) =>
  (): never => {
    throw new Error(`${machine}: action "${action}" not provided`);
  };
