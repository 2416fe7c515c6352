import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every message has a translation in both catalogs (ru is the source language, en must be complete). */
function entries(locale: 'ru' | 'en'): Map<string, string> {
  const text = readFileSync(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const map = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (match[1]) map.set(match[1], match[2] ?? '');
  }
  return map;
}

describe('Lingui catalogs', () => {
  it('en and ru hold the same messages and en translates every one of them', () => {
    const ru = entries('ru');
    const en = entries('en');
    expect(ru.size).toBeGreaterThan(0);
    expect([...en.keys()].sort()).toEqual([...ru.keys()].sort());
    const untranslated = [...en].filter(([, translation]) => translation === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});
