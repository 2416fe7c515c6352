import type { Locale } from '../../../kernel/language.ts';
import { isIndexable } from '../../../kernel/siteMap.ts';
import { jsonForScript } from '../../../kernel/ssr.ts';
import type { JsonLd } from './jsonLd.ts';
import { SITE_NAME, type SocialImage } from './site.ts';
import { absoluteUrl, canonicalUrl } from './urls.ts';

/**
 * What search engines read of a page (issue 16): title and description, canonical and hreflang links, Open Graph,
 * and the schema.org JSON-LD documents (jsonLd.ts). Pure functions over strings: no window or document, so the
 * server's render and the browser share them. Yandex reads the same tags as Google (hreflang, canonical, Open Graph,
 * schema.org).
 */

const OG_LOCALE: Readonly<Record<Locale, string>> = { ru: 'ru_RU', en: 'en_US' };

/** The image's MIME type by its name, for og:image:type. */
function imageType(url: string): string | null {
  const extension = /\.(png|jpe?g|webp|gif)(?:\?|$)/i.exec(url)?.[1]?.toLowerCase();
  if (!extension) return null;
  return extension === 'jpg' ? 'image/jpeg' : `image/${extension}`;
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** A script's JSON-LD document (serialised by renderHead, `<` escaped). */
  json?: JsonLd;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

export interface PageHeadInput {
  /** Scheme and host of the public site, no trailing slash: "https://moscow-dubai.ru". */
  origin: string;
  /** The request's path ("/product/12"). */
  path: string;
  /** The request's query with or without "?" (only a catalogue mode's `page` reaches the canonical URL). */
  search?: string;
  locale: Locale;
  /** The page's full title, already in `locale` ("Rolex Submariner — Москва · Дубай"). */
  title: string;
  description: string;
  /**
   * The social preview: site-relative or absolute (og:image is always absolute), a raster picture (issue 22 item 25:
   * no messenger shows an SVG), with its text alternative and size.
   */
  image?: SocialImage;
  /** og:type: "product" on detail pages. */
  type?: 'website' | 'product' | 'article';
  /** JSON-LD documents, one <script> each (productJsonLd, organizationJsonLd). */
  jsonLd?: readonly JsonLd[];
  /** Overrides the site map's isIndexable(path), e.g. false for a detail page whose piece was not found. */
  indexable?: boolean;
}

/**
 * The <head> of a page as data: title, description, and for a public page canonical, hreflang ru/en/x-default,
 * Open Graph, Twitter card and JSON-LD. A page that is not indexable gets `robots: noindex` and no canonical or
 * alternates (a canonical on a noindex page sends search engines contradicting signals).
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, path, search = '', locale, title, description, image, type = 'website', jsonLd = [] } = input;
  const indexable = input.indexable ?? isIndexable(path);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (!indexable) {
    tags.push(meta('name', 'robots', 'noindex'));
    return { title, tags };
  }
  const other: Locale = locale === 'ru' ? 'en' : 'ru';
  const url = canonicalUrl(origin, path, search, locale);
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  for (const lang of ['ru', 'en'] as const) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: lang, href: canonicalUrl(origin, path, search, lang) } });
  }
  tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: canonicalUrl(origin, path, search, 'ru') } });
  tags.push(
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', SITE_NAME[locale]),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
  );
  if (image) {
    const type = imageType(image.url);
    tags.push(
      meta('property', 'og:image', absoluteUrl(origin, image.url)),
      ...(type ? [meta('property', 'og:image:type', type)] : []),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
    );
  }
  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  if (image) tags.push(meta('name', 'twitter:image:alt', image.alt));
  for (const json of jsonLd) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, json });
  return { title, tags };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value made safe for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The head as HTML, one element a line, every text and attribute escaped. */
export function renderHead(head: PageHead): string {
  const attrs = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const { tag, attrs: values, json } of head.tags) {
    if (tag === 'script') lines.push(`<script${attrs(values)}>${jsonForScript(json ?? null)}</script>`);
    else lines.push(`<${tag}${attrs(values)}>`);
  }
  return lines.join('\n');
}
