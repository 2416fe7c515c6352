import { describe, expect, it } from 'vitest';
import type { Bag, Jewelry, Watch } from '../../api/types.ts';
import { DUBAI, MOSCOW } from '../maps.ts';
import { jsonForScript } from '../../../kernel/ssr.ts';
import { pageHead, renderHead } from './head.ts';
import { BOUTIQUE_STREETS, organizationJsonLd, productJsonLd } from './jsonLd.ts';
import { seoProductOf, type SeoProduct } from './product.ts';
import { productImage, siteImage } from './site.ts';
import { canonicalUrl } from './urls.ts';

const origin = 'https://moscow-dubai.ru';

const watch: SeoProduct = {
  id: 12,
  brand: 'Rolex',
  model: 'Submariner Date',
  reference: '126610LN',
  description: 'Дайверские часы.',
  priceUsd: '14500.00',
  priceOnRequest: false,
  availabilityCity: 'Москва',
  images: ['/media/watches/12/40.svg', '/media/watches/12/41.svg'],
  condition: 'Новые',
};

type Doc = Record<string, unknown> & { offers?: Record<string, unknown> };
/** A document as a JSON reader sees it (the schema-dts types are for writing one). */
const readDoc = (doc: unknown) => doc as Doc;

describe('canonicalUrl', () => {
  it('is the bare path in Russian and ?lang=en in English', () => {
    expect(canonicalUrl(origin, '/product/12', '', 'ru')).toBe('https://moscow-dubai.ru/product/12');
    expect(canonicalUrl(origin, '/product/12', '?lang=en', 'en')).toBe('https://moscow-dubai.ru/product/12?lang=en');
    expect(canonicalUrl(`${origin}/`, '/', '', 'en')).toBe('https://moscow-dubai.ru/?lang=en');
  });

  it('drops filters, sort and search; keeps a catalogue page number from 2 on', () => {
    expect(canonicalUrl(origin, '/catalog/', '?brand=Rolex&ordering=price_usd&search=sub', 'ru')).toBe(`${origin}/catalog`);
    expect(canonicalUrl(origin, '/catalog', '?page=3&brand=Rolex&lang=en', 'en')).toBe(`${origin}/catalog?page=3&lang=en`);
    expect(canonicalUrl(origin, '/catalog', 'page=1', 'ru')).toBe(`${origin}/catalog`);
    expect(canonicalUrl(origin, '/catalog', 'page=-2', 'ru')).toBe(`${origin}/catalog`);
    expect(canonicalUrl(origin, '/about', 'page=3', 'ru')).toBe(`${origin}/about`);
  });
});

describe('pageHead and renderHead', () => {
  const attrsOf = (head: ReturnType<typeof pageHead>, key: string, value: string) =>
    head.tags.filter((tag) => tag.attrs[key] === value).map((tag) => tag.attrs);

  it('gives a public page its canonical, hreflang ru/en/x-default and Open Graph', () => {
    const head = pageHead({ origin, path: '/catalog', search: '?lang=en', locale: 'en', title: 'Watch catalog — Moscow · Dubai', description: 'Original watches.' });
    expect(head.title).toBe('Watch catalog — Moscow · Dubai');
    expect(attrsOf(head, 'rel', 'canonical')).toEqual([{ rel: 'canonical', href: `${origin}/catalog?lang=en` }]);
    expect(attrsOf(head, 'rel', 'alternate')).toEqual([
      { rel: 'alternate', hreflang: 'ru', href: `${origin}/catalog` },
      { rel: 'alternate', hreflang: 'en', href: `${origin}/catalog?lang=en` },
      { rel: 'alternate', hreflang: 'x-default', href: `${origin}/catalog` },
    ]);
    const og = Object.fromEntries(head.tags.filter((tag) => tag.attrs.property).map((tag) => [tag.attrs.property, tag.attrs.content]));
    expect(og).toEqual({
      'og:type': 'website',
      'og:site_name': 'Moscow · Dubai',
      'og:title': 'Watch catalog — Moscow · Dubai',
      'og:description': 'Original watches.',
      'og:url': `${origin}/catalog?lang=en`,
      'og:locale': 'en_US',
      'og:locale:alternate': 'ru_RU',
    });
    expect(attrsOf(head, 'name', 'twitter:card')[0]?.content).toBe('summary');
    expect(attrsOf(head, 'name', 'robots')).toEqual([]);
  });

  it('makes og:image absolute and uses the large twitter card with an image', () => {
    const image = productImage(['/media/watches/12/40.svg'], 'Rolex Submariner');
    const head = pageHead({ origin, path: '/product/12', locale: 'ru', title: 't', description: 'd', image: image ?? undefined, type: 'product' });
    expect(attrsOf(head, 'property', 'og:image')[0]?.content).toBe(`${origin}/media/watches/12/40.png`);
    expect(attrsOf(head, 'property', 'og:type')[0]?.content).toBe('product');
    expect(attrsOf(head, 'property', 'og:locale')[0]?.content).toBe('ru_RU');
    expect(attrsOf(head, 'name', 'twitter:card')[0]?.content).toBe('summary_large_image');
  });

  it('issue 22 item 25: og:image is a raster picture with its type, size and text alternative', () => {
    const product = pageHead({ origin, path: '/product/12', locale: 'ru', title: 't', description: 'd', image: productImage(['/media/watches/12/40.thumb.svg'], 'Rolex Submariner') ?? undefined });
    const content = (head: ReturnType<typeof pageHead>, name: string) => attrsOf(head, 'property', name)[0]?.content;
    expect(content(product, 'og:image')).toBe(`${origin}/media/watches/12/40.png`);
    expect([content(product, 'og:image:type'), content(product, 'og:image:width'), content(product, 'og:image:height'), content(product, 'og:image:alt')]).toEqual(['image/png', '1200', '1200', 'Rolex Submariner']);
    expect(attrsOf(product, 'name', 'twitter:image:alt')[0]?.content).toBe('Rolex Submariner');
    const home = pageHead({ origin, path: '/', locale: 'en', title: 't', description: 'd', image: siteImage('en') });
    expect(content(home, 'og:image')).toBe(`${origin}/media/og/site-en.png`);
    expect([content(home, 'og:image:type'), content(home, 'og:image:width'), content(home, 'og:image:height')]).toEqual(['image/png', '1200', '630']);
    expect(content(home, 'og:image:alt')).toMatch(/^Moscow · Dubai — /);
    expect(productImage([], 'x')).toBeNull();
  });

  it('marks private pages noindex, without canonical or alternates', () => {
    for (const path of ['/cart', '/profile', '/auth/relay', '/checkout/success/100001', '/nope']) {
      const head = pageHead({ origin, path, locale: 'ru', title: 'Корзина', description: 'Товары.' });
      expect(attrsOf(head, 'name', 'robots'), path).toEqual([{ name: 'robots', content: 'noindex' }]);
      expect(head.tags.some((tag) => tag.tag === 'link'), path).toBe(false);
    }
    const missing = pageHead({ origin, path: '/product/999', locale: 'ru', title: 'x', description: 'y', indexable: false });
    expect(attrsOf(missing, 'name', 'robots')).toHaveLength(1);
  });

  it('escapes every text and attribute, and a product name cannot close its JSON-LD script', () => {
    const evil = '</script><script>alert("x")</script> & \'quotes\'';
    const html = renderHead(
      pageHead({ origin, path: '/product/12', locale: 'ru', title: evil, description: evil, jsonLd: productJsonLd({ origin, locale: 'ru', path: '/product/12', product: { ...watch, model: evil }, category: 'watch' }) }),
    );
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</title>');
    expect(html).toContain('<meta name="description" content="&lt;/script&gt;');
    // Exactly the two JSON-LD blocks open and close: no injected script survived.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Doc);
    expect(blocks[0]?.name).toBe(`Rolex ${evil} 126610LN`);
    expect(jsonForScript({ text: '<\u2028>&' })).toBe('{"text":"\\u003c\\u2028\\u003e\\u0026"}');
  });

  it('renders one element a line in order: title, description, canonical, alternates, Open Graph', () => {
    const html = renderHead(pageHead({ origin, path: '/', locale: 'ru', title: 'Главная', description: 'Бутик', jsonLd: [organizationJsonLd(origin, 'ru')] }));
    const lines = html.split('\n');
    expect(lines[0]).toBe('<title>Главная</title>');
    expect(lines[1]).toBe('<meta name="description" content="Бутик">');
    expect(lines[2]).toBe(`<link rel="canonical" href="${origin}/">`);
    expect(lines[3]).toBe(`<link rel="alternate" hreflang="ru" href="${origin}/">`);
    expect(lines[4]).toBe(`<link rel="alternate" hreflang="en" href="${origin}/?lang=en">`);
    expect(lines.at(-1)).toMatch(/^<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Organization"/);
  });
});

describe('productJsonLd', () => {
  it('describes a watch with its USD offer at the Moscow boutique and its breadcrumbs', () => {
    const [product, crumbs] = productJsonLd({ origin, locale: 'ru', path: '/product/12', product: watch, category: 'watch' }).map(readDoc) as [Doc, Doc];
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rolex Submariner Date 126610LN',
      brand: { '@type': 'Brand', name: 'Rolex' },
      model: 'Submariner Date',
      sku: '126610LN',
      image: [`${origin}/media/watches/12/40.svg`, `${origin}/media/watches/12/41.svg`],
      description: 'Дайверские часы.',
      itemCondition: 'https://schema.org/NewCondition',
      url: `${origin}/product/12`,
    });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '14500.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${origin}/product/12`,
      areaServed: { '@type': 'City', name: 'Москва' },
      availableAtOrFrom: { '@type': 'Store', address: { addressLocality: 'Москва', addressCountry: 'RU', streetAddress: 'ул. Петровка, 10' } },
    });
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Каталог часов', item: `${origin}/catalog` },
        { '@type': 'ListItem', position: 3, name: 'Rolex Submariner Date 126610LN', item: `${origin}/product/12` },
      ],
    });
  });

  it('speaks English on the English page, with Dubai and the mode of the kind', () => {
    const [product, crumbs] = productJsonLd({ origin, locale: 'en', path: '/bag/4', product: { ...watch, availabilityCity: 'Dubai', condition: 'Very good: light marks' }, category: 'bag' }).map(readDoc) as [Doc, Doc];
    expect(product.url).toBe(`${origin}/bag/4?lang=en`);
    expect(product.category).toBe('Bags');
    expect(product.itemCondition).toBe('https://schema.org/UsedCondition');
    expect(product.offers).toMatchObject({ areaServed: { name: 'Dubai' }, availableAtOrFrom: { address: { addressCountry: 'AE', addressLocality: 'Dubai' } } });
    expect((crumbs.itemListElement as { name: string; item: string }[]).slice(0, 2)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/?lang=en` },
      { '@type': 'ListItem', position: 2, name: 'Bags', item: `${origin}/bags?lang=en` },
    ]);
  });

  it('has no Offer for a price on request, a null or a zero price; OutOfStock when told', () => {
    for (const change of [{ priceOnRequest: true }, { priceUsd: null }, { priceUsd: '0.00' }]) {
      const [product] = productJsonLd({ origin, locale: 'ru', path: '/product/12', product: { ...watch, ...change }, category: 'watch' }).map(readDoc) as [Doc];
      expect(product.offers, JSON.stringify(change)).toBeUndefined();
    }
    const [sold] = productJsonLd({ origin, locale: 'ru', path: '/product/12', product: { ...watch, inStock: false }, category: 'watch' }).map(readDoc) as [Doc];
    expect(sold.offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('maps the three detail answers, jewelry and bags always in Dubai (part 1 §9)', () => {
    const common = { id: 5, brand: { id: 1, name: 'Cartier' }, model_name: 'Love', reference: 'B6067517', price_usd: '7350.00', previous_price_usd: null, price_on_request: false, availability: 'available' as const, available_quantity: 1, on_sale: false, photos: [{ image_url: '/media/jewelry/5/9.svg', thumbnail_url: '/media/jewelry/5/9.thumb.svg', is_primary: true }], description: 'Браслет.', full_set: true, availability_city_name: 'Москва' };
    const jewelry = { ...common, type_name: 'Браслеты', insert_stone: null, metal: null, equipment_text: null, condition_text: 'Новое, не носилось' } satisfies Jewelry;
    expect(seoProductOf('jewelry', jewelry)).toEqual({ id: 5, brand: 'Cartier', model: 'Love', reference: 'B6067517', description: 'Браслет.', priceUsd: '7350.00', priceOnRequest: false, availabilityCity: 'Dubai', images: ['/media/jewelry/5/9.svg'], condition: 'Новое, не носилось', inStock: true });
    const bag = { ...common, color: null, material: null, kit_description: null, condition_text: 'Хорошее' } satisfies Bag;
    expect(seoProductOf('bag', bag).availabilityCity).toBe('Dubai');
    const item = { ...common, collection: null, watch_type_name: 'Дайверские', dial_color: 'Чёрный', case_diameter_mm: 41, case_thickness_mm: null, water_resistance_m: null, production_year: 2023, caliber: null, power_reserve_hours: null, is_limited_edition: false, limited_edition_pieces: null, case_material_name: 'Сталь', glass_type_name: 'Сапфировое', movement_type_name: 'Автоматический', function_description: '', strap_material_name: 'Сталь', condition_description: 'Как новые' } satisfies Watch;
    expect(seoProductOf('watch', item)).toMatchObject({ availabilityCity: 'Москва', condition: 'Как новые' });
    // Issue 26: a reserved or sold piece is not in stock.
    expect(seoProductOf('watch', { ...item, availability: 'sold', available_quantity: 0 }).inStock).toBe(false);
    expect(seoProductOf('bag', { ...bag, availability: 'reserved', available_quantity: 0 }).inStock).toBe(false);
  });
});

describe('organizationJsonLd', () => {
  it('names both boutiques as Stores with their addresses and coordinates', () => {
    const org = readDoc(organizationJsonLd(origin, 'en')) as Doc & { department: Doc[] };
    expect(org).toMatchObject({ '@type': 'Organization', '@id': `${origin}/#organization`, name: 'Moscow · Dubai', url: `${origin}/?lang=en` });
    expect(org.department.map((store) => store.address)).toEqual([
      { '@type': 'PostalAddress', streetAddress: '10 Petrovka St', addressLocality: 'Moscow', addressCountry: 'RU' },
      { '@type': 'PostalAddress', streetAddress: 'The Dubai Mall', addressLocality: 'Dubai', addressCountry: 'AE' },
    ]);
    expect(org.department[0]?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: MOSCOW.lat, longitude: MOSCOW.lon });
  });

  it('keeps its street addresses in step with the maps module', () => {
    for (const boutique of [MOSCOW, DUBAI]) {
      for (const locale of ['ru', 'en'] as const) expect(boutique.address[locale]).toContain(BOUTIQUE_STREETS[boutique.id][locale]);
    }
  });
});
