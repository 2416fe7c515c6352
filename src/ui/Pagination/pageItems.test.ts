import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems.ts';

describe('pageItems', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, neighbours of the current page and last, with ellipses, above 7', () => {
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageItems(50, 100)).toEqual([1, 'ellipsis', 49, 50, 51, 'ellipsis', 100]);
  });

  it('leaves out the leading ellipsis near the start', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 'ellipsis', 8]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });

  it('leaves out the trailing ellipsis near the end', () => {
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('marks a skipped single page with an ellipsis too', () => {
    expect(pageItems(4, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 10]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(0, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('gives nothing for no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, -3)).toEqual([]);
    expect(pageItems(1, Number.NaN)).toEqual([]);
  });
});
