import { describe, expect, it } from 'vitest';
import { valuesDiffer, visibleRows } from './compareRows.ts';

describe('comparison rows (part 1 §2.8 "only rows whose values differ")', () => {
  it('tells differing values from equal ones', () => {
    expect(valuesDiffer(['41 мм', '40 мм'])).toBe(true);
    expect(valuesDiffer(['Сталь', 'Сталь', 'Сталь'])).toBe(false);
    expect(valuesDiffer(['Сталь', null])).toBe(true);
  });

  it('does not count spacing, case or an empty value against a missing one as a difference', () => {
    expect(valuesDiffer([' 42  мм', '42 мм'])).toBe(false);
    expect(valuesDiffer(['Да', 'да'])).toBe(false);
    expect(valuesDiffer([null, '', undefined])).toBe(false);
  });

  it('a single column has nothing to differ from', () => {
    expect(valuesDiffer(['Сталь'])).toBe(false);
    expect(valuesDiffer([])).toBe(false);
  });

  it('keeps every row, or with the checkbox only the differing ones, in their order', () => {
    const rows = [
      { name: 'Диаметр', values: ['41 мм', '40 мм'] },
      { name: 'Материал', values: ['Сталь', 'Сталь'] },
      { name: 'Год', values: ['2021', '2019'] },
    ];
    expect(visibleRows(rows, false)).toEqual(rows);
    expect(visibleRows(rows, true).map((row) => row.name)).toEqual(['Диаметр', 'Год']);
  });
});
