/**
 * The page-language rule of part 2 §4, once: the browser starts in it (src/runtime/i18n.ts `detectLocale`) and the
 * server renders a page in the language the browser will then choose (server/ssr/renderer.ts `localeOf`), so the
 * hydrated page never switches language under the shopper.
 */

/** The shop's languages; ru is the default (the bare URL), en the other one (`?lang=en`). */
export type Locale = 'ru' | 'en';
export const LOCALES: readonly Locale[] = ['ru', 'en'];
export const DEFAULT_LOCALE: Locale = 'ru';

/**
 * Where the choice is kept: local storage under this key and a cookie of this name (the cookie is what the server
 * sees of it).
 */
export const LOCALE_KEY = 'lang';

export const isLocale = (value: string | null | undefined): value is Locale => value === 'ru' || value === 'en';

/** What a side knows of the request; a value that is not a language counts as absent. */
export interface LanguageHints {
  /** The `lang` query parameter. */
  query: string | null | undefined;
  /** The `lang` parameter of the URL's hash (`#lang=en`): only the browser sees it. */
  hash?: string | null | undefined;
  /** The stored choice: local storage in the browser, the `lang` cookie on the server. */
  stored: string | null | undefined;
  /** The host name without its port. */
  hostname: string | undefined;
}

/** Part 2 §4 in its order: the `lang` query, the `lang` hash, the stored choice, the host's ending (.com → en), else ru. */
export function pickLocale({ query, hash, stored, hostname }: LanguageHints): Locale {
  for (const hint of [query, hash, stored]) if (isLocale(hint)) return hint;
  return (hostname ?? '').endsWith('.com') ? 'en' : DEFAULT_LOCALE;
}
