import { describe, expect, it } from 'vitest';
import { isBuyable, leftToShow } from './availability.ts';

describe('availability (issue 26)', () => {
  it('lets only an available piece (or one that does not say) into a cart', () => {
    expect(isBuyable('available')).toBe(true);
    expect(isBuyable(undefined)).toBe(true);
    expect(isBuyable(null)).toBe(true);
    expect(isBuyable('reserved')).toBe(false);
    expect(isBuyable('sold')).toBe(false);
  });

  it('says how many are left only when more than one available piece is', () => {
    expect(leftToShow('available', 3)).toBe(3);
    expect(leftToShow('available', 1)).toBeNull();
    expect(leftToShow('available', 0)).toBeNull();
    expect(leftToShow('available', null)).toBeNull();
    expect(leftToShow('available', 2.5)).toBeNull();
    expect(leftToShow('reserved', 3)).toBeNull();
    expect(leftToShow('sold', 2)).toBeNull();
  });
});
