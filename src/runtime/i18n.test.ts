// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { getApiLocale } from '../api/client.ts';
import { activateLocale, detectLocale, loadCatalog, storeLocale } from './i18n.ts';

const at = (url: string) => {
  const u = new URL(url);
  return { search: u.search, hash: u.hash, hostname: u.hostname } as Location;
};
const store = (value: string | null) => ({ getItem: () => value });

describe('language start-up (part 2 §4)', () => {
  it('takes the lang query first, then the lang hash, the stored choice, the host ending, else ru', () => {
    expect(detectLocale(at('https://shop.ru/?lang=en#lang=ru'), store('ru'))).toBe('en');
    expect(detectLocale(at('https://shop.ru/#lang=en'), store('ru'))).toBe('en');
    expect(detectLocale(at('https://shop.ru/'), store('en'))).toBe('en');
    expect(detectLocale(at('https://shop.com/'), store(null))).toBe('en');
    expect(detectLocale(at('https://shop.ru/'), store(null))).toBe('ru');
    expect(detectLocale(at('http://localhost:8080/'), store(null))).toBe('ru');
  });

  it('supports only ru and en: anything else falls through to the next source', () => {
    expect(detectLocale(at('https://shop.com/?lang=de'), store('fr'))).toBe('en');
    expect(detectLocale(at('https://shop.ru/?lang=de'), store(null))).toBe('ru');
  });
});

describe('activateLocale', () => {
  it('loads the shell\'s catalog of the language and activates it (the catalogs are found from this folder)', async () => {
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    expect(i18n._(msg`Каталог часов`)).toBe('Watch catalog');
    expect(document.documentElement.lang).toBe('en');
    // Issue 22 item 20: every API call then asks for English (Accept-Language), so the server's messages match.
    expect(getApiLocale()).toBe('en');
    await activateLocale('ru');
    expect(i18n._(msg`Каталог часов`)).toBe('Каталог часов');
    expect(getApiLocale()).toBe('ru');
  });

  it('leaves the screens\' messages to loadCatalog, which merges them into the language without losing the shell\'s', async () => {
    const screenOnly = msg`Введите код в поле «Промокод» на странице оформления заказа и нажмите «Применить» — скидка сразу отразится в итоговой сумме.`;
    await activateLocale('en');
    expect(i18n._(screenOnly)).not.toMatch(/^Enter the code/);
    await loadCatalog('faq');
    expect(i18n._(screenOnly)).toMatch(/^Enter the code/);
    expect(i18n._(msg`Каталог часов`)).toBe('Watch catalog');
    // Activating again (the shell's catalog once more) keeps what the screens brought.
    await activateLocale('en');
    expect(i18n._(screenOnly)).toMatch(/^Enter the code/);
    await activateLocale('ru');
  });
});

describe('storeLocale', () => {
  it('keeps the choice in storage and in a year-long cookie the server reads', () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', { configurable: true, set: (value: string) => written.push(value), get: () => '' });
    try {
      storeLocale('en');
    } finally {
      if (cookie) Object.defineProperty(document, 'cookie', cookie);
      else delete (document as { cookie?: string }).cookie;
    }
    expect(localStorage.getItem('lang')).toBe('en');
    expect(written).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
