import type { BreadcrumbList, ListItem, Offer, OfferItemCondition, Organization, Product, Store, WithContext } from 'schema-dts';
import type { Locale } from '../../../kernel/language.ts';
import { BOUTIQUE_CONTACTS } from '../boutiqueContacts.ts';
import { boutiqueOf, DUBAI, MOSCOW, type Boutique } from '../maps.ts';
import { offerPrice, productTitle, type ProductCategory, type SeoProduct } from './product.ts';
import { SITE_NAME } from './site.ts';
import { absoluteUrl, canonicalUrl, trimOrigin } from './urls.ts';

/**
 * schema.org JSON-LD (issue 16), typed by schema-dts: what Google and Yandex read of a piece (Product, its Offer,
 * the breadcrumb) and of the shop (Organization with its two Stores).
 */

/**
 * A breadcrumb step names its page by URL, as Google's breadcrumb markup shows it; schema-dts types `item` as a
 * node only, so this one property is widened to the URL.
 */
type Crumb = Omit<Extract<ListItem, { '@type': 'ListItem' }>, 'item'> & { item: string };
type Breadcrumbs = Omit<BreadcrumbList, 'itemListElement'> & { itemListElement: Crumb[] };

/** A JSON-LD document of a page's head: one <script type="application/ld+json"> each. */
export type JsonLd = WithContext<Product> | WithContext<Breadcrumbs> | WithContext<Organization>;

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

/**
 * "Новые"/"New" (and the jewelry's and bags' "Новое, не носилось", "New, never worn") is NewCondition; everything
 * else, "Как новые"/"Like new" included, is a pre-owned piece: UsedCondition.
 */
function itemCondition(condition: string | null | undefined): OfferItemCondition | undefined {
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

function storeJsonLd(origin: string, locale: Locale, boutique: Boutique): Store {
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
 * The Offer of a piece with a price: in USD, as the API holds and the page shows it. It names the boutique holding
 * the piece (availableAtOrFrom) and its city (areaServed).
 */
function offerJsonLd(origin: string, locale: Locale, url: string, product: SeoProduct, price: string): Offer {
  const boutique = boutiqueOf(product.availabilityCity);
  const condition = itemCondition(product.condition);
  return {
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

/**
 * schema.org Product with its Offer, and the BreadcrumbList home → catalogue mode → piece, as two JSON-LD
 * documents (one <script> each). A piece on request has no Offer (an Offer without a price is an error to Google
 * and Yandex).
 */
export function productJsonLd({ origin, locale, path, product, category }: ProductJsonLdInput): [WithContext<Product>, WithContext<Breadcrumbs>] {
  const url = canonicalUrl(origin, path, '', locale);
  const name = productTitle(product);
  const price = offerPrice(product);
  const condition = itemCondition(product.condition);
  const productDoc: WithContext<Product> = {
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
    ...(price !== null ? { offers: offerJsonLd(origin, locale, url, product, price) } : {}),
  };
  const crumb = CATEGORY_PAGE[category];
  const breadcrumbs: WithContext<Breadcrumbs> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: HOME_NAME[locale], item: canonicalUrl(origin, '/', '', locale) },
      { name: crumb.name[locale], item: canonicalUrl(origin, crumb.path, '', locale) },
      { name, item: url },
    ].map((entry, index): Crumb => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
  return [productDoc, breadcrumbs];
}

/** The home page's Organization with its two boutiques (Moscow, Dubai) as Stores. */
export function organizationJsonLd(origin: string, locale: Locale): WithContext<Organization> {
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
