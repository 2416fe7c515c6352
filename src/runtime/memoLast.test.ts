import { describe, expect, it, vi } from 'vitest';
import { memoLast } from './memoLast.ts';

describe('memoLast', () => {
  it('returns the same value while the arguments are the same objects, and recomputes when one changes', () => {
    const compute = vi.fn((items: readonly number[], factor: number) => items.map((n) => n * factor));
    const doubled = memoLast(compute);
    const items = [1, 2];
    const first = doubled(items, 2);
    expect(doubled(items, 2)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(doubled([1, 2], 2)).not.toBe(first);
    expect(doubled(items, 3)).toEqual([3, 6]);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
