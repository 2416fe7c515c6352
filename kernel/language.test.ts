import { describe, expect, it } from 'vitest';
import { pickLocale } from './language.ts';

describe('the page-language rule (part 2 §4)', () => {
  const none = { query: null, stored: undefined, hostname: 'shop.ru' };

  it('takes the lang query first, then the lang hash, the stored choice, the host ending, else ru', () => {
    expect(pickLocale({ ...none, query: 'en', hash: 'ru', stored: 'ru' })).toBe('en');
    expect(pickLocale({ ...none, hash: 'en', stored: 'ru' })).toBe('en');
    expect(pickLocale({ ...none, stored: 'en' })).toBe('en');
    expect(pickLocale({ ...none, hostname: 'moscow-dubai.com' })).toBe('en');
    expect(pickLocale(none)).toBe('ru');
    expect(pickLocale({ ...none, hostname: undefined })).toBe('ru');
  });

  it('knows only ru and en: anything else falls through to the next hint', () => {
    expect(pickLocale({ query: 'de', hash: 'xx', stored: 'fr', hostname: 'shop.com' })).toBe('en');
    expect(pickLocale({ query: 'de', stored: null, hostname: 'shop.ru' })).toBe('ru');
    expect(pickLocale({ query: '', stored: 'EN', hostname: 'shop.ru' })).toBe('ru');
  });
});
