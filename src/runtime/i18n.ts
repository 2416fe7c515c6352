import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { setApiLocale } from '../api/client.ts';

export type Locale = 'ru' | 'en';
export const LOCALES: readonly Locale[] = ['ru', 'en'];

const isLocale = (value: string | null | undefined): value is Locale => value === 'ru' || value === 'en';

/**
 * Language start-up of part 2 §4 in its order: `lang` query, `lang` hash parameter, the stored choice, the host
 * ending (.com → en, .ru → ru), else ru. The choice is stored on every change.
 */
export function detectLocale(location: Location, storage: Pick<Storage, 'getItem'>): Locale {
  const query = new URLSearchParams(location.search).get('lang');
  if (isLocale(query)) return query;
  const hash = new URLSearchParams(location.hash.replace(/^#/, '')).get('lang');
  if (isLocale(hash)) return hash;
  const stored = storage.getItem('lang');
  if (isLocale(stored)) return stored;
  if (location.hostname.endsWith('.com')) return 'en';
  return 'ru';
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale, messages });
  // The API localises reference names, FAQ and descriptions by Accept-Language.
  setApiLocale(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = 'ltr';
  storeLocale(locale);
}

/** Part 2 §4: the choice is stored on every change. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem('lang', locale);
  } catch {
    // Private mode without storage: the language still applies to this page.
  }
}

export { i18n };

/** The active language as a Locale (Lingui's own `i18n.locale` is a plain string): one copy of the ru/en rule. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : 'ru';
}
