import { describe, expect, it } from 'vitest';
import { sanitizeFirebaseCode, sanitizeVerificationCode, validatePasswordLogin, validateRegistration, without } from './validation.ts';

describe('validation (part 1 §5)', () => {
  it('password login: phone of 7 to 15 digits, non-empty password', () => {
    expect(validatePasswordLogin({ phone: '', password: '' })).toEqual({ phone: 'phone-required', password: 'password-required' });
    expect(validatePasswordLogin({ phone: '+7 12-34', password: 'x' })).toEqual({ phone: 'phone-digits' });
    expect(validatePasswordLogin({ phone: '1234567', password: 'x' })).toEqual({});
    expect(validatePasswordLogin({ phone: '1'.repeat(15), password: 'x' })).toEqual({});
    expect(validatePasswordLogin({ phone: '1'.repeat(16), password: 'x' })).toEqual({ phone: 'phone-digits' });
  });
  it('registration: password of at least 6, confirmation equal', () => {
    expect(validateRegistration({ phone: '+7 916 123-45-67', password: '12345', confirm: '12345' })).toEqual({ password: 'password-short' });
    expect(validateRegistration({ phone: '+7 916 123-45-67', password: '123456', confirm: '123457' })).toEqual({ confirm: 'password-mismatch' });
    expect(validateRegistration({ phone: '+7 916 123-45-67', password: '123456', confirm: '123456' })).toEqual({});
  });
  it('verification: digits only, at most 4; provider code: at most 6', () => {
    expect(sanitizeVerificationCode('1a2 3-45')).toBe('1234');
    expect(sanitizeFirebaseCode(' 1234567 ')).toBe('123456');
  });
  it("editing a field takes only that field's error away", () => {
    expect(without({ phone: 'phone-digits', password: 'password-short' }, 'phone')).toEqual({ password: 'password-short' });
    expect(without({ password: 'password-short' }, 'confirm')).toEqual({ password: 'password-short' });
  });
});
