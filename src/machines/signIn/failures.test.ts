import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { firebaseCodeToast, googleFailureToast, isRefusedCode, isUserNotFound } from './failures.ts';

const notFound = new ApiError({ code: 'not-found', status: 404, detail: 'User not found', message: 'User not found' });
const refused = new ApiError({ code: 'validation', status: 400, detail: 'Неверный код подтверждения', message: 'Неверный код подтверждения' });
const network = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });

describe('provider error mapping (part 1 §4, §8)', () => {
  it('knows "User not found" and the Google popup failures', () => {
    expect(isUserNotFound(notFound)).toBe(true);
    expect(isUserNotFound(network)).toBe(false);
    expect(googleFailureToast({ code: 'auth/popup-closed-by-user' })).toBe('popup-closed');
    expect(googleFailureToast({ code: 'auth/popup-blocked' })).toBe('popup-blocked');
    expect(googleFailureToast({ code: 'auth/cancelled-popup-request' })).toBe('google-cancelled');
    expect(googleFailureToast(new Error('x'))).toBe('google-failed');
  });
  it('a wrong or expired code, or a code our server refuses, is "wrong"; anything else failed to verify', () => {
    expect(isRefusedCode(refused)).toBe(true);
    expect(isRefusedCode(network)).toBe(false);
    expect(firebaseCodeToast({ code: 'auth/invalid-verification-code' })).toBe('wrong-code');
    expect(firebaseCodeToast({ code: 'auth/code-expired' })).toBe('wrong-code');
    expect(firebaseCodeToast(refused)).toBe('wrong-code');
    expect(firebaseCodeToast(network)).toBe('verify-failed');
    expect(firebaseCodeToast('boom')).toBe('verify-failed');
  });
});
