import type { Messages } from '@lingui/core';
import { CATALOG_NAMES, type CatalogName } from './catalogEntries.ts';

export { CATALOG_ENTRIES, CATALOG_NAMES, SHELL_CATALOG, type CatalogName } from './catalogEntries.ts';

type CatalogLocale = 'ru' | 'en';
type CatalogModule = { messages: Messages };

/** Every compiled catalog (the Lingui vite plugin turns each `.po` into a module), each its own lazily loaded chunk. */
const CATALOG_FILES = import.meta.glob<CatalogModule>('../locales/*/*.po');

/** One catalog's compiled messages in one language: fetches its chunk, touches no i18n instance. */
export async function importCatalog(name: CatalogName, locale: CatalogLocale): Promise<Messages> {
  const load = CATALOG_FILES[`../locales/${locale}/${name}.po`];
  if (!load) throw new Error(`No Lingui catalog ${locale}/${name}.po: run npm run i18n:extract`);
  return (await load()).messages;
}

/**
 * Every catalog of a language merged, for whoever must find any screen's words without loading the screen first:
 * server rendering (no window needed; give the result to the request's own i18n instance), Storybook and tests.
 */
export async function loadAllMessages(locale: CatalogLocale): Promise<Messages> {
  const all = await Promise.all(CATALOG_NAMES.map((name) => importCatalog(name, locale)));
  return Object.assign({}, ...all) as Messages;
}
