import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { setApiLocale } from '../api/client.ts';
import { DEFAULT_LOCALE, isLocale, LOCALE_KEY, pickLocale, type Locale } from '../../kernel/language.ts';
import { importCatalog, SHELL_CATALOG, type CatalogName } from './catalogs.ts';

// The app's modules take the language type where they take i18n; it is the kernel's (kernel/language.ts).
export type { Locale } from '../../kernel/language.ts';

/**
 * Language start-up by the shop's one rule (kernel/language.ts, the server renders by it too): `lang` query, `lang`
 * hash parameter, the stored choice, the host ending (.com → en, .ru → ru), else ru. The choice is stored on every
 * change.
 */
export function detectLocale(location: Location, storage: Pick<Storage, 'getItem'>): Locale {
  return pickLocale({
    query: new URLSearchParams(location.search).get('lang'),
    hash: new URLSearchParams(location.hash.replace(/^#/, '')).get('lang'),
    stored: storage.getItem(LOCALE_KEY),
    hostname: location.hostname,
  });
}

/**
 * Language start-up: only the shell's catalog is awaited before the first render (issue 16); each lazily loaded
 * screen brings its own with its chunk (`loadCatalog`, src/app/screens.ts).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([loadCatalog(SHELL_CATALOG, locale), import.meta.env.DEV ? loadCatalog('devtools', locale) : undefined]);
  // Activated after the load: `i18n.loadAndActivate` would replace the language's messages (screens loaded before
  // would lose theirs), `load` merges them.
  applyLocale(locale);
}

/**
 * Issue 16 §1: a server-rendered page carries the words of its shell and screen catalogs, so the page hydrates at
 * once — no catalog to await, no moment when the server's markup shows but clicks go nowhere. Those catalogs then
 * count as loaded.
 */
export function adoptCatalogs(locale: Locale, names: readonly CatalogName[], messages: Messages): void {
  i18n.load(locale, messages);
  for (const name of names) catalogsLoaded.set(`${locale}/${name}`, Promise.resolve());
  applyLocale(locale);
}

function applyLocale(locale: Locale): void {
  i18n.activate(locale);
  // The API localises reference names, FAQ and descriptions by Accept-Language.
  setApiLocale(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = 'ltr';
  storeLocale(locale);
}

const catalogsLoaded = new Map<string, Promise<void>>();

/**
 * Merges one catalog into i18n, once per language (later calls share the first load; a failed load is tried again
 * next time). `i18n.load` merges and emits "change", so the I18nProvider re-renders what is on screen. Without a
 * locale, the active one (the source language before any activation, e.g. when the server imports the screens).
 */
export function loadCatalog(name: CatalogName, locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE): Promise<void> {
  const key = `${locale}/${name}`;
  let loading = catalogsLoaded.get(key);
  if (!loading) {
    loading = importCatalog(name, locale).then((messages) => i18n.load(locale, messages));
    loading.catch(() => catalogsLoaded.delete(key));
    catalogsLoaded.set(key, loading);
  }
  return loading;
}

/** Part 2 §4: the choice is stored on every change, in storage and in a cookie the server reads to render the page in it. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Private mode without storage: the language still applies to this page.
  }
  try {
    document.cookie = `${LOCALE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // A sandboxed document without cookies: the server falls back to its own detection.
  }
}

export { i18n };

/** The active language as a Locale (Lingui's own `i18n.locale` is a plain string): one copy of the ru/en rule. */
export function useLocale(): Locale {
  const { i18n: active } = useLingui();
  return isLocale(active.locale) ? active.locale : DEFAULT_LOCALE;
}
