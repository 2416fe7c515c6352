import { describe, expect, it } from 'vitest';
import { savedScroll, withScroll } from './catalogScroll.ts';

describe('catalogue scroll kept in the history entry (issue 10 item 4)', () => {
  it('adds the position to whatever state the entry holds, and reads it back', () => {
    const state = withScroll({ router: 'keep' }, 1234.6);
    expect(state).toEqual({ router: 'keep', catalogueScrollY: 1235 });
    expect(savedScroll(state)).toBe(1235);
    expect(withScroll(null, -5)).toEqual({ catalogueScrollY: 0 });
  });

  it('has nothing to restore on a fresh entry or a foreign state', () => {
    expect(savedScroll(null)).toBeNull();
    expect(savedScroll('x')).toBeNull();
    expect(savedScroll({ catalogueScrollY: 'far' })).toBeNull();
    expect(savedScroll({ catalogueScrollY: Number.NaN })).toBeNull();
  });
});
