import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { checkDraft, decimalOf, draftOf, serverProblems } from './productsDraft.ts';
import { product } from './productsMachine.testing.ts';

describe('the products inline edit, checked as the server checks it', () => {
  it('reads amounts as the contract writes them', () => {
    expect(decimalOf('14500')).toBe('14500.00');
    expect(decimalOf(' 14 500,5 ')).toBe('14500.50');
    expect(decimalOf('007.25')).toBe('7.25');
    expect(decimalOf('')).toBeNull();
    expect(decimalOf('12.345')).toBeUndefined();
    expect(decimalOf('-5')).toBeUndefined();
    expect(decimalOf('1e3')).toBeUndefined();
  });

  it('sends only what changed', () => {
    const row = product(12);
    expect(checkDraft(draftOf(row), row)).toEqual({ errors: {}, change: {} });
    expect(checkDraft({ ...draftOf(row), price: '13900', previous: '14500', stock: '3' }, row)).toEqual({
      errors: {},
      change: { price_usd: '13900.00', previous_price_usd: '14500.00', stock: 3 },
    });
    expect(checkDraft({ ...draftOf(row), price: '' }, row).change).toEqual({ price_usd: null });
  });

  it('names every problem: not an amount, a previous price not above, a stock below the reserved', () => {
    const row = product(12, { reserved: 2 });
    expect(checkDraft({ ...draftOf(row), price: 'abc', previous: '1.234', stock: '1.5' }, row).errors).toEqual({
      price: { code: 'decimal' },
      previous: { code: 'decimal' },
      stock: { code: 'wholeNumber' },
    });
    expect(checkDraft({ ...draftOf(row), previous: '14500', stock: '1' }, row).errors).toEqual({
      previous: { code: 'previousNotAbove' },
      stock: { code: 'belowReserved', reserved: 2 },
    });
    expect(checkDraft({ ...draftOf(row), stock: '10001' }, row).errors).toEqual({ stock: { code: 'wholeNumber' } });
  });

  it('puts the server field errors on the fields', () => {
    const failure = new ApiError({ code: 'validation', message: 'x', errors: { previous_price_usd: ['Must be above the price'], other: ['?'] } }).failure;
    expect(serverProblems(failure)).toEqual({ previous: { code: 'server', message: 'Must be above the price' } });
  });
});
