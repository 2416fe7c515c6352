import { describe, expect, it } from 'vitest';
import { below, breakpoints, from } from './breakpoints.ts';

describe('breakpoints', () => {
  it('writes the media queries the .css.ts files used to spell out', () => {
    expect(below.desktop).toBe('screen and (max-width: 1023.98px)');
    expect(from.desktop).toBe('screen and (min-width: 1024px)');
    expect(below.tablet).toBe('screen and (max-width: 719.98px)');
    expect(below.largePhone).toBe('screen and (max-width: 639.98px)');
    expect(below.phone).toBe('screen and (max-width: 479.98px)');
    expect(from.phone).toBe('screen and (min-width: 480px)');
    expect(below.smallPhone).toBe('screen and (max-width: 419.98px)');
    expect(from.wide).toBe('screen and (min-width: 1200px)');
    expect(from.wider).toBe('screen and (min-width: 1400px)');
  });

  it('ends every "below" range 0.02 px short of its "from" range, without float noise', () => {
    for (const [name, width] of Object.entries(breakpoints)) {
      const key = name as keyof typeof breakpoints;
      expect(from[key]).toBe(`screen and (min-width: ${width}px)`);
      expect(below[key]).toMatch(new RegExp(`^screen and \\(max-width: ${width - 1}\\.98px\\)$`));
    }
  });
});
