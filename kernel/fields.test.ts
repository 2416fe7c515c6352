import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, PHONE_TEXT_MAX, hasAtLeast, isBlank, isEmail, isPhoneNumber, lengthOf } from './fields.ts';

describe('the field rules both sides apply (kernel/fields.ts)', () => {
  it('a required field is blank when only spaces are left', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' Мария ')).toBe(false);
  });

  it('lengths count characters, not UTF-16 units, after trimming for a minimum', () => {
    expect(lengthOf('Ёж')).toBe(2);
    expect(lengthOf('👍')).toBe(1);
    expect(hasAtLeast(' С ', 2)).toBe(false);
    expect(hasAtLeast('Сергей', 2)).toBe(true);
  });

  it('a phone has 7 to 15 digits, an optional leading +, and only spaces, brackets, dots or hyphens between', () => {
    expect(isPhoneNumber('123-45-67')).toBe(true);
    expect(isPhoneNumber('+7 (916) 123-45-67')).toBe(true);
    expect(isPhoneNumber('+1 234 567 890 123 45')).toBe(true);
    expect(isPhoneNumber('12-34-56')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
    expect(isPhoneNumber('+7 916 123 45 67 ext')).toBe(false);
    expect(isPhoneNumber('7+9161234567')).toBe(false);
    expect(isPhoneNumber('')).toBe(false);
    expect(isPhoneNumber('123-45-6')).toBe(false);
    expect(isPhoneNumber('123 45 67')).toBe(true);
    expect(isPhoneNumber('1'.repeat(15))).toBe(true);
    expect(isPhoneNumber('1'.repeat(16))).toBe(false);
  });

  it('a phone as typed is at most 32 characters', () => {
    const spaced = `+${'1 '.repeat(15)}`.padEnd(PHONE_TEXT_MAX + 1, ' ');
    expect(spaced.length).toBe(PHONE_TEXT_MAX + 1);
    expect(isPhoneNumber(spaced)).toBe(false);
    expect(isPhoneNumber(spaced.slice(0, PHONE_TEXT_MAX))).toBe(true);
  });

  it('an e-mail is something@something.tld without spaces, at most 254 characters', () => {
    expect(isEmail('alexey@yandex.ru')).toBe(true);
    expect(isEmail('m@x.ae')).toBe(true);
    expect(isEmail('nope')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
    expect(isEmail('')).toBe(false);
    const long = `${'a'.repeat(EMAIL_MAX - '@x.ru'.length)}@x.ru`;
    expect(isEmail(long)).toBe(true);
    expect(isEmail(`a${long}`)).toBe(false);
  });
});
