import { describe, expect, it } from 'vitest';
import { localeOf, parseCookies } from './renderer.ts';

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
