import { describe, expect, it } from 'vitest';
import { inlineStylesheets, localeOf, parseCookies } from './renderer.ts';

describe('the server render reads the request as the browser will (issue 16 §1, part 2 §4)', () => {
  it('parses cookies, decoding values and ignoring malformed ones', () => {
    expect(parseCookies('lang=en; catalogue_seed=ab%20c; broken=%E0%A4%A; =x; flag')).toEqual({ lang: 'en', catalogue_seed: 'ab c' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('chooses the language: lang query, then the stored choice (cookie), then the host, else ru', () => {
    const none = new URLSearchParams();
    expect(localeOf(new URLSearchParams('lang=en'), { lang: 'ru' }, 'shop.ru')).toBe('en');
    expect(localeOf(new URLSearchParams('lang=xx'), { lang: 'en' }, 'shop.ru')).toBe('en');
    expect(localeOf(none, {}, 'moscow-dubai.com:8080')).toBe('en');
    expect(localeOf(none, { lang: 'de' }, 'moscow-dubai.ru')).toBe('ru');
    expect(localeOf(none, {}, undefined)).toBe('ru');
  });
});

describe('the page carries its styles (issue 16 §1: nothing render-blocking before the first paint)', () => {
  const files: Record<string, string> = { 'assets/a-1.css': '.a{color:red}', 'assets/b-2.css': '.b::after{content:"</style><script>"}' };
  const read = (file: string) => files[file] ?? null;

  it('inlines each stylesheet link in order, leaving a disabled link the browser does not fetch', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/a-1.css">\n<link rel="stylesheet" crossorigin href="/assets/b-2.css"></head>';
    const out = inlineStylesheets(html, read);
    expect(out).toBe(
      '<head><style data-href="/assets/a-1.css">.a{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a-1.css" disabled>\n' +
        '<style data-href="/assets/b-2.css">.b::after{content:"<\\/style><script>"}</style><link rel="stylesheet" crossorigin href="/assets/b-2.css" disabled></head>',
    );
    // The CSS cannot close its style element early.
    expect(out.match(/<\/style>/g)).toHaveLength(2);
  });

  it('keeps the plain link of a file it cannot read, and leaves every other tag alone', () => {
    const html = '<link rel="stylesheet" crossorigin href="/assets/missing.css"><link rel="modulepreload" crossorigin href="/assets/x.js">';
    expect(inlineStylesheets(html, read)).toBe(html);
  });
});
