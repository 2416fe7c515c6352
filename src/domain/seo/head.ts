import type { Bag, Jewelry, Watch } from '../api/types.ts';
import { BOUTIQUE_CONTACTS } from '../domain/boutiqueContacts.ts';
import type { Locale } from './i18n.ts';
import { boutiqueOf, DUBAI, MOSCOW, type Boutique } from '../domain/maps.ts';

/**
 * What search engines read of a page (issue 16): title and description, canonical and hreflang links, Open Graph,
 * and schema.org JSON-LD. Pure functions over strings: no window or document, so the server's render and the
 * browser share them. Yandex reads the same tags as Google (hreflang, canonical, Open Graph, schema.org).
 *
 * Part 2 §4: Russian is the default language at the bare URL, English is the same path with `?lang=en`; both are
 * indexable versions of one page, so every public page names both (and x-default = the Russian one).
 */

/** The wordmark in each language ("Москва · Дубай"), og:site_name and the titles' suffix. */
export const SITE_NAME: Readonly<Record<Locale, string>> = { ru: 'Москва · Дубай', en: 'Moscow · Dubai' };

const OG_LOCALE: Readonly<Record<Locale, string>> = { ru: 'ru_RU', en: 'en_US' };

/**
 * The indexable routes (the shop's public pages): home, the four catalogue modes, the three detail pages and the
 * information pages. Private routes (/cart, /checkout, /checkout/success/:number, /favorites, /compare, /profile, /purchase-history,
 * /phone-setup, /login, /auth/relay, /menu) and every unknown path are not indexed. server/seo/sitemap.ts keeps its
 * own copy (the server never imports src/); tests/server/seo.test.ts holds the two equal.
 */
export const PUBLIC_PATH_PATTERNS: readonly string[] = [
  '/',
  '/catalog',
  '/jewelry',
  '/bags',
  '/sale',
  '/product/:id',
  '/jewelry/:id',
  '/bag/:id',
  '/about',
  '/contacts',
  '/faq',
  '/support',
  '/privacy-policy',
  '/terms',
  '/services',
  '/service',
  '/authenticity',
  '/video',
  '/watch-buyback',
  '/appointment',
  '/sales-history',
];

/** The catalogue modes: the only pages whose query changes what is listed (see canonicalUrl). */
const CATALOGUE_MODES: readonly string[] = ['/catalog', '/jewelry', '/bags', '/sale'];

// Ids are positive integers (the contract bounds them to int32); `/product/abc` is a not-found page.
const publicMatchers = PUBLIC_PATH_PATTERNS.map((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[1-9]\\d{0,9}')}$`));

/** The path as the router sees it: trailing slashes dropped ("/catalog/" is "/catalog"), "/" kept. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/';
}

/** Whether a path (query ignored) is a public page that search engines may index. */
export function isIndexable(path: string): boolean {
  const clean = normalizePath(path);
  return publicMatchers.some((matcher) => matcher.test(clean));
}

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

const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** A site-relative URL (`/media/…`) made absolute; absolute http(s) URLs are kept. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${trimOrigin(origin)}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A social preview picture (og:image and its og:image:* properties). */
export interface SocialImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The site's own preview, 1200×630 (the Open Graph size), drawn by the server in the page's language
 * (server/media/og.ts).
 */
export function siteImage(locale: Locale): SocialImage {
  return { url: `/media/og/site-${locale}.png`, alt: `${SITE_NAME[locale]} — ${SITE_LINE[locale]}`, width: 1200, height: 630 };
}

const SITE_LINE: Readonly<Record<Locale, string>> = { ru: 'часы, украшения и сумки класса люкс', en: 'luxury watches, jewelry and bags' };

/**
 * A piece's preview: its first picture as the PNG the server draws beside each SVG (`/media/…/{photo}.svg` →
 * `.png`, 1200×1200); a picture from elsewhere is taken as it is. Null when the piece has no picture.
 */
export function productImage(images: readonly string[], alt: string): SocialImage | null {
  const first = images[0];
  if (!first) return null;
  const url = /^\/media\/.+\.svg$/.test(first) ? first.replace(/(\.thumb)?\.svg$/, '.png') : first;
  return { url, alt, width: 1200, height: 1200 };
}

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
  json?: unknown;
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
  jsonLd?: readonly unknown[];
  /** Overrides isIndexable(path), e.g. false for a detail page whose piece was not found. */
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

/**
 * JSON for a <script> block: `<` (so `</script>` or `<!--` in a product's name cannot end the block), `>` and `&`
 * as \u escapes, plus U+2028/U+2029 (line breaks to old JavaScript parsers). JSON readers see the same text.
 */
export function serializeJsonLd(json: unknown): string {
  return JSON.stringify(json)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head as HTML, one element a line, every text and attribute escaped. */
export function renderHead(head: PageHead): string {
  const attrs = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const { tag, attrs: values, json } of head.tags) {
    if (tag === 'script') lines.push(`<script${attrs(values)}>${serializeJsonLd(json ?? null)}</script>`);
    else lines.push(`<${tag}${attrs(values)}>`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// schema.org

/** The product kinds and their catalogue modes (the breadcrumb's middle step). */
export type ProductCategory = 'watch' | 'jewelry' | 'bag';

const CATEGORY_PAGE: Readonly<Record<ProductCategory, { path: string; name: Record<Locale, string> }>> = {
  // A sale watch still belongs to the watches catalogue: a sale ends, the breadcrumb should not change with it.
  watch: { path: '/catalog', name: { ru: 'Каталог часов', en: 'Watch catalog' } },
  jewelry: { path: '/jewelry', name: { ru: 'Украшения', en: 'Jewelry' } },
  bag: { path: '/bags', name: { ru: 'Сумки', en: 'Bags' } },
};

const CATEGORY_NAME: Readonly<Record<ProductCategory, Record<Locale, string>>> = {
  watch: { ru: 'Часы', en: 'Watches' },
  jewelry: { ru: 'Украшения', en: 'Jewelry' },
  bag: { ru: 'Сумки', en: 'Bags' },
};

const HOME_NAME: Readonly<Record<Locale, string>> = { ru: 'Главная', en: 'Home' };

/** What the structured data needs of a piece: the three detail answers map onto it (seoProductOf). */
export interface SeoProduct {
  id: number;
  brand: string;
  model: string;
  /** The maker's reference (sku and mpn). */
  reference: string;
  description: string;
  /** Decimal string in USD as the API gives it; null, "0" or price on request → no Offer. */
  priceUsd: string | null;
  priceOnRequest: boolean;
  /** Where the piece is: "Москва"/"Moscow" or "Дубай"/"Dubai" (boutiqueOf). */
  availabilityCity: string;
  /** Site-relative or absolute image URLs, primary first. */
  images: readonly string[];
  /** The detail answer's condition text ("Новые", "Like new", "Хорошее"…), for itemCondition. */
  condition?: string | null;
  /** Only active pieces are answered by the API, so a piece shown is in stock unless the caller knows better. */
  inStock?: boolean;
}

/**
 * A detail answer as an SeoProduct. Part 1 §9: the availability city of jewelry and bags is Dubai, whatever the
 * record says (the product page shows the same).
 */
export function seoProductOf(category: ProductCategory, item: Watch | Jewelry | Bag): SeoProduct {
  const condition = category === 'watch' ? (item as Watch).condition_description : (item as Jewelry | Bag).condition_text;
  return {
    id: item.id,
    brand: item.brand.name,
    model: item.model_name,
    reference: item.reference,
    description: item.description,
    priceUsd: item.price_usd,
    priceOnRequest: item.price_on_request,
    availabilityCity: category === 'watch' ? item.availability_city_name : 'Dubai',
    images: item.photos.map((photo) => photo.image_url),
    condition,
  };
}

/** "Rolex Submariner Date 126610LN" without repeating a model that already carries its reference. */
export function productTitle(product: Pick<SeoProduct, 'brand' | 'model' | 'reference'>): string {
  const parts = [product.brand, product.model];
  if (product.reference && !product.model.includes(product.reference)) parts.push(product.reference);
  return parts.filter(Boolean).join(' ');
}

/** Part 1 §1: null, zero or an unreadable price reads "price on request". */
function offerPrice(product: SeoProduct): string | null {
  if (product.priceOnRequest || product.priceUsd === null) return null;
  const amount = Number(product.priceUsd);
  return Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : null;
}

/**
 * "Новые"/"New" (and the jewelry's and bags' "Новое, не носилось", "New, never worn") is NewCondition; everything
 * else, "Как новые"/"Like new" included, is a pre-owned piece: UsedCondition.
 */
function itemCondition(condition: string | null | undefined): string | undefined {
  if (!condition?.trim()) return undefined;
  return /^(нов|new\b)/i.test(condition.trim()) ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
}

const COUNTRY: Readonly<Record<Boutique['id'], string>> = { moscow: 'RU', dubai: 'AE' };
const CITY: Readonly<Record<Boutique['id'], Record<Locale, string>>> = {
  moscow: { ru: 'Москва', en: 'Moscow' },
  dubai: { ru: 'Дубай', en: 'Dubai' },
};
/** Street part of maps.ts's addresses (the unit test checks each is contained in them). */
export const BOUTIQUE_STREETS: Readonly<Record<Boutique['id'], Record<Locale, string>>> = {
  moscow: { ru: 'ул. Петровка, 10', en: '10 Petrovka St' },
  dubai: { ru: 'The Dubai Mall', en: 'The Dubai Mall' },
};

function storeJsonLd(origin: string, locale: Locale, boutique: Boutique): Record<string, unknown> {
  return {
    '@type': 'Store',
    '@id': `${trimOrigin(origin)}/#store-${boutique.id}`,
    name: `${SITE_NAME[locale]} — ${CITY[boutique.id][locale]}`,
    url: canonicalUrl(origin, '/contacts', '', locale),
    telephone: BOUTIQUE_CONTACTS.phone,
    email: BOUTIQUE_CONTACTS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BOUTIQUE_STREETS[boutique.id][locale],
      addressLocality: CITY[boutique.id][locale],
      addressCountry: COUNTRY[boutique.id],
    },
    geo: { '@type': 'GeoCoordinates', latitude: boutique.lat, longitude: boutique.lon },
  };
}

export interface ProductJsonLdInput {
  origin: string;
  locale: Locale;
  /** The detail page's path ("/product/12"); the Offer's url is its canonical URL. */
  path: string;
  product: SeoProduct;
  category: ProductCategory;
}

/**
 * schema.org Product with its Offer, and the BreadcrumbList home → catalogue mode → piece, as two JSON-LD
 * documents (one <script> each). Prices are in USD, as the API holds and the page shows them. A piece on request
 * has no Offer (an Offer without a price is an error to Google and Yandex). The Offer names the boutique holding
 * the piece (availableAtOrFrom) and its city (areaServed).
 */
export function productJsonLd({ origin, locale, path, product, category }: ProductJsonLdInput): unknown[] {
  const url = canonicalUrl(origin, path, '', locale);
  const name = productTitle(product);
  const price = offerPrice(product);
  const boutique = boutiqueOf(product.availabilityCity);
  const condition = itemCondition(product.condition);
  const productDoc: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name,
    brand: { '@type': 'Brand', name: product.brand },
    model: product.model,
    sku: product.reference,
    mpn: product.reference,
    category: CATEGORY_NAME[category][locale],
    url,
    ...(product.images.length > 0 ? { image: product.images.map((image) => absoluteUrl(origin, image)) } : {}),
    ...(product.description.trim() ? { description: product.description.trim() } : {}),
    ...(condition ? { itemCondition: condition } : {}),
  };
  if (price !== null) {
    productDoc.offers = {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'USD',
      availability: product.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      ...(condition ? { itemCondition: condition } : {}),
      seller: { '@type': 'Organization', '@id': `${trimOrigin(origin)}/#organization`, name: SITE_NAME[locale] },
      ...(boutique
        ? {
            availableAtOrFrom: storeJsonLd(origin, locale, boutique),
            areaServed: { '@type': 'City', name: CITY[boutique.id][locale] },
          }
        : {}),
    };
  }
  const crumb = CATEGORY_PAGE[category];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: HOME_NAME[locale], item: canonicalUrl(origin, '/', '', locale) },
      { name: crumb.name[locale], item: canonicalUrl(origin, crumb.path, '', locale) },
      { name, item: url },
    ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
  return [productDoc, breadcrumbs];
}

/** The home page's Organization with its two boutiques (Moscow, Dubai) as Stores. */
export function organizationJsonLd(origin: string, locale: Locale): unknown {
  const base = trimOrigin(origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: SITE_NAME[locale],
    alternateName: SITE_NAME[locale === 'ru' ? 'en' : 'ru'],
    url: canonicalUrl(origin, '/', '', locale),
    logo: `${base}/favicon.svg`,
    telephone: BOUTIQUE_CONTACTS.phone,
    email: BOUTIQUE_CONTACTS.email,
    sameAs: [BOUTIQUE_CONTACTS.telegramHref],
    department: [MOSCOW, DUBAI].map((boutique) => storeJsonLd(origin, locale, boutique)),
  };
}
