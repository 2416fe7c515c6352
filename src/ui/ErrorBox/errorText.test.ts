import { describe, expect, it } from 'vitest';
import { errorText } from './errorText.ts';

describe('errorText', () => {
  it('prefers the detail', () => {
    expect(errorText({ detail: 'Not found.', message: 'Ignored', errors: { phone: ['Bad'] } })).toBe('Not found.');
  });

  it('falls back to the message', () => {
    expect(errorText({ message: 'Network error. Please check your connection.' })).toBe(
      'Network error. Please check your connection.',
    );
    expect(errorText({ detail: '  ', message: 'Timeout' })).toBe('Timeout');
  });

  it('joins the field errors with "; "', () => {
    expect(
      errorText({ errors: { phone: ['Введите номер телефона'], password: ['Минимум 6 символов', 'Слишком простой'] } }),
    ).toBe('Введите номер телефона; Минимум 6 символов; Слишком простой');
  });

  it('accepts a single string for a field', () => {
    expect(errorText({ errors: { email: 'Неверный адрес' } })).toBe('Неверный адрес');
  });

  it('gives null when there is nothing to show', () => {
    expect(errorText(null)).toBeNull();
    expect(errorText(undefined)).toBeNull();
    expect(errorText({})).toBeNull();
    expect(errorText({ detail: '', message: null, errors: {} })).toBeNull();
    expect(errorText({ errors: { phone: [] } })).toBeNull();
  });
});
