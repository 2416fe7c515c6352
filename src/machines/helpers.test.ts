import { describe, expect, it } from 'vitest';
import { mulberry32, seededRandom, shuffle, unprovided, wrap } from './helpers.ts';

describe('machine helpers', () => {
  it('wrap brings an index past either end round to the other, and is 0 with nothing to show', () => {
    expect(wrap(3, 3)).toBe(0);
    expect(wrap(-1, 3)).toBe(2);
    expect(wrap(7, 3)).toBe(1);
    expect(wrap(5, 0)).toBe(0);
  });

  it('shuffles the same way for the same seed and keeps every item', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = shuffle(items, seededRandom('seed'));
    expect(shuffle(items, seededRandom('seed'))).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    expect(mulberry32(1)()).toBe(mulberry32(1)());
  });

  it('unprovided names the machine and the action it stands for', () => {
    expect(unprovided('cartMachine', 'navigate')).toThrow('cartMachine: action "navigate" not provided');
  });
});
