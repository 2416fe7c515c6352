import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneAsTyped, normalizePhone } from './phone.ts';

describe('normalizePhone: one rule for both sides (issue 22 item 4)', () => {
  it.each([
    ['9161234567', '+79161234567'],
    ['8 916 555-12-35', '+79165551235'],
    ['89165551235', '+79165551235'],
    ['916 555-12-35', '+79165551235'],
    ['+7 (916) 555-12-35', '+79165551235'],
    ['79165551235', '+79165551235'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971501234567', '+971501234567'],
    ['+44 (0) 20 7946 0000', '+442079460000'],
  ])('%s → %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it('keeps unknown but plausible numbers as "+" and their digits (existing accounts), refuses too few or too many digits', () => {
    expect(normalizePhone('1234567')).toBe('+1234567');
    expect(normalizePhone('123456')).toBeNull();
    expect(normalizePhone('+1234567890123456')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows Russian numbers the Russian way and others internationally', () => {
    expect(formatPhone('+79165551235')).toBe('+7 916 555-12-35');
    expect(formatPhone('8 916 555 12 35')).toBe('+7 916 555-12-35');
    expect(formatPhone('+971501234567')).toBe('+971 50 123 4567');
    expect(formatPhone('not a phone')).toBe('not a phone');
  });
});

describe('formatPhoneAsTyped: the mask of every phone field', () => {
  it('formats each keystroke of a Russian number typed the domestic way', () => {
    const typed = '89165551235';
    let field = '';
    for (const key of typed) field = formatPhoneAsTyped(field + key);
    expect(field).toBe('+7 916 555-12-35');
  });

  it('formats a bare mobile, an international number, and lets the field be emptied', () => {
    expect(formatPhoneAsTyped('9161234567')).toBe('+7 916 123-45-67');
    expect(formatPhoneAsTyped('+97150123')).toBe('+971 50 123');
    expect(formatPhoneAsTyped('+7 916 ')).toBe('+7 916');
    expect(formatPhoneAsTyped('+')).toBe('+');
    expect(formatPhoneAsTyped('')).toBe('');
  });
});
