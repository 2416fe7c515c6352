import { describe, expect, it } from 'vitest';
import { formatUsd, isPriceOnRequest, reductionPercent, parseUsd } from './price.ts';

/** Intl puts (narrow) no-break spaces in Russian numbers; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('parseUsd', () => {
  it('reads numbers and decimal strings', () => {
    expect(parseUsd(12500)).toBe(12500);
    expect(parseUsd('12500.00')).toBe(12500);
    expect(parseUsd(' 990.5 ')).toBe(990.5);
  });

  it('treats missing, zero, negative and unreadable prices as no price', () => {
    for (const value of [null, undefined, '', '   ', 0, '0', '0.00', -5, 'abc', '12 500', Number.NaN, Infinity]) {
      expect(parseUsd(value)).toBeNull();
    }
  });
});

describe('isPriceOnRequest', () => {
  it('is true when the flag is set, even with a price', () => {
    expect(isPriceOnRequest('12500.00', true)).toBe(true);
  });

  it('is true when the price is zero, missing or not numeric', () => {
    expect(isPriceOnRequest(0)).toBe(true);
    expect(isPriceOnRequest('0.00', false)).toBe(true);
    expect(isPriceOnRequest(null)).toBe(true);
    expect(isPriceOnRequest(undefined, null)).toBe(true);
    expect(isPriceOnRequest('n/a')).toBe(true);
  });

  it('is false for a positive price without the flag', () => {
    expect(isPriceOnRequest('12500.00', false)).toBe(false);
    expect(isPriceOnRequest(1)).toBe(false);
  });
});

describe('formatUsd', () => {
  it('formats US dollars without decimals in English', () => {
    expect(formatUsd(12500, 'en')).toBe('$12,500');
    expect(formatUsd('1234567.00', 'en')).toBe('$1,234,567');
  });

  it('formats US dollars without decimals in Russian', () => {
    expect(plain(formatUsd(12500, 'ru'))).toBe('12 500 $');
    expect(plain(formatUsd('990', 'ru'))).toBe('990 $');
  });

  it('rounds to whole dollars', () => {
    expect(formatUsd(12500.4, 'en')).toBe('$12,500');
    expect(formatUsd('12500.5', 'en')).toBe('$12,501');
  });

  it('formats zero (a cart total)', () => {
    expect(formatUsd(0, 'en')).toBe('$0');
  });

  it('refuses something that is not an amount', () => {
    expect(() => formatUsd('abc', 'en')).toThrow(RangeError);
    expect(() => formatUsd('', 'en')).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN, 'ru')).toThrow(RangeError);
  });
});

describe('reductionPercent (issue 10 item 13)', () => {
  it('is the whole-percent reduction from the previous price', () => {
    expect(reductionPercent(14500, '16100.00')).toBe(10);
    expect(reductionPercent(8500, 10000)).toBe(15);
  });

  it('is null without a previous price above the price', () => {
    expect(reductionPercent(14500, null)).toBeNull();
    expect(reductionPercent(14500, undefined)).toBeNull();
    expect(reductionPercent(14500, '14500.00')).toBeNull();
    expect(reductionPercent(14500, '12000.00')).toBeNull();
    expect(reductionPercent(14500, 'abc')).toBeNull();
  });
});
