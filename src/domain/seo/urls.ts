import type { Locale } from '../../../kernel/language.ts';
import { normalizePath } from '../../../kernel/siteMap.ts';

/**
 * The addresses search engines are given. Part 2 §4: Russian is the default language at the bare URL, English is the
 * same path with `?lang=en`; both are indexable versions of one page, so every public page names both (and
 * x-default = the Russian one). Which pages are indexable at all is the site map's (kernel/siteMap.ts `isIndexable`).
 */

/** The catalogue modes: the only pages whose query changes what is listed (see canonicalUrl). */
const CATALOGUE_MODES: readonly string[] = ['/catalog', '/jewelry', '/bags', '/sale'];

/**
 * The canonical URL of a page in one language. Russian is `${origin}${path}`, English `${origin}${path}?lang=en`.
 * The query is dropped except a catalogue mode's `page` (2 and up): filters, sort, page size and the search box
 * make endless near-copies of one list under the mode's own title, while each page of the unfiltered list holds
 * different pieces (Google advises against pointing page 2 at page 1). Every product is in the sitemap anyway.
 */
export function canonicalUrl(origin: string, path: string, search: string, locale: Locale): string {
  const clean = normalizePath(path);
  const params = new URLSearchParams();
  if (CATALOGUE_MODES.includes(clean)) {
    const page = new URLSearchParams(search).get('page');
    if (page && /^[1-9]\d{0,5}$/.test(page) && page !== '1') params.set('page', page);
  }
  if (locale === 'en') params.set('lang', 'en');
  const query = params.toString();
  return `${trimOrigin(origin)}${clean}${query ? `?${query}` : ''}`;
}

/** The origin without a trailing slash, so paths join it with one. */
export const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** A site-relative URL (`/media/…`) made absolute; absolute http(s) URLs are kept. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${trimOrigin(origin)}${url.startsWith('/') ? '' : '/'}${url}`;
}
