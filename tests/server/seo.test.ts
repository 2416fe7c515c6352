import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIndexable, PRODUCT_PAGES, SITEMAP_PAGES, type ProductTable } from '../../kernel/siteMap.ts';
import { loadPublicOrigin } from '../../server/config.ts';
import { errorHandler } from '../../server/http/errors.ts';
import { seo } from '../../server/plugins/seo.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * A strict well-formedness check (no XML parser is a dependency of the project): one root, every tag closed in
 * order, attributes quoted, `&` only in the five predefined entities or a character reference, no `<` in text or
 * attribute values. Throws with the offending spot.
 */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const token = /<\/?([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    const match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 80)}`);
    const [whole, name, attrs = '', selfClosing, text] = match;
    const checked = text ?? attrs;
    const bad = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.exec(checked);
    if (bad) throw new Error(`bare & at ${at}: ${checked.slice(Math.max(0, bad.index - 20), bad.index + 20)}`);
    if (text !== undefined) {
      if (open.length === 0 && text.trim()) throw new Error(`text outside the root at ${at}`);
    } else if (whole.startsWith('</')) {
      if (open.pop() !== name) throw new Error(`</${name}> closes the wrong element at ${at}`);
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name ?? '');
    } else if (open.length === 0) roots += 1;
    at += whole.length;
  }
  expect(open, 'unclosed elements').toEqual([]);
  expect(roots, 'one root element').toBe(1);
}

type Url = { loc: string; lastmod: string | null; alternates: Record<string, string> };

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner = '']) => ({
    loc: unescape(/<loc>(.*?)<\/loc>/.exec(inner)?.[1] ?? ''),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(inner)?.[1] ?? null,
    alternates: Object.fromEntries([...inner.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang = '', href = '']) => [lang, unescape(href)])),
  }));
}

describe('SEO lists', () => {
  it('PUBLIC_ORIGIN is an http(s) origin only', () => {
    expect(loadPublicOrigin(undefined)).toBeUndefined();
    expect(loadPublicOrigin('')).toBeUndefined();
    expect(loadPublicOrigin('https://Moscow-Dubai.ru/')).toBe('https://moscow-dubai.ru');
    expect(loadPublicOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const bad of ['moscow-dubai.ru', 'ftp://x.ru', 'https://x.ru/shop', 'https://x.ru/?a=1', 'https://u:p@x.ru']) {
      expect(() => loadPublicOrigin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe.each(targets)('robots.txt and sitemap.xml on $name', (target) => {
  let server: TestServer;
  /** Active product ids per table, read straight from the database. */
  let active: Record<ProductTable, number[]>;
  beforeAll(async () => {
    server = await startTestServer(target);
    const ids = async (table: ProductTable) =>
      (await server.database.db.selectFrom(`${table} as p` as 'watches as p').select('p.id').where('p.is_active', '=', true).orderBy('p.id').execute()).map((row) => row.id);
    active = { watches: await ids('watches'), jewelry: await ids('jewelry'), bags: await ids('bags') };
    // One withdrawn watch must not be listed.
    const withdrawn = active.watches.pop() as number;
    await server.database.db.updateTable('watches').set({ is_active: false }).where('id', '=', withdrawn).execute();
  });
  afterAll(async () => server?.close());

  const expectedLocs = (origin: string) => {
    const paths = [...SITEMAP_PAGES, ...(Object.keys(PRODUCT_PAGES) as ProductTable[]).flatMap((table) => active[table].map((id) => `${PRODUCT_PAGES[table]}${id}`))];
    return paths.flatMap((path) => [`${origin}${path}`, `${origin}${path}?lang=en`]);
  };

  it('robots.txt allows the shop, disallows the private pages and the API, and points to the sitemap', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.test:8443' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/storybook/', '/cart', '/checkout', '/favorites', '/compare', '/profile', '/purchase-history', '/phone-setup', '/login', '/auth/', '/menu']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://shop.test:8443/sitemap.xml');
    expect(response.body).not.toMatch(/^(Host|Clean-param):/im);
    expect(lines.filter((line) => line.startsWith('Disallow: /') && ['/', '/catalog', '/product', '/media', '/assets'].some((p) => line === `Disallow: ${p}`))).toEqual([]);
  });

  it('a forged Host header is refused rather than written into the answer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil"><x' } });
    expect(response.statusCode).toBe(400);
  });

  it('sitemap.xml is valid XML listing every public page and active product in both languages with hreflang alternates', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    assertWellFormedXml(response.body);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = urlsOf(response.body);
    const origin = 'http://shop.test';
    expect(urls.map((url) => url.loc).sort()).toEqual(expectedLocs(origin).sort());
    for (const url of urls) {
      const ru = url.loc.replace(/\?lang=en$/, '');
      expect(url.alternates, url.loc).toEqual({ ru, en: `${ru}?lang=en`, 'x-default': ru });
      expect(isIndexable(ru.slice(origin.length)), url.loc).toBe(true);
    }
    const watch = urls.find((url) => url.loc === `${origin}/product/${active.watches[0]}`);
    expect(watch?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(urls.find((url) => url.loc === `${origin}/about`)?.lastmod).toBeNull();
    for (const path of ['/cart', '/checkout', '/favorites', '/compare', '/profile', '/login', '/menu', '/auth/relay', '/api/']) {
      expect(response.body, path).not.toContain(`${origin}${path}<`);
      expect(response.body, path).not.toContain(`${origin}${path}?`);
    }
    // Not split: there are no numbered files.
    expect((await server.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('sitemap.xml is compressed for clients that accept it', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test' } });
    const response = await server.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.test', 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(plain.body);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  describe('over the URL limit', () => {
    let small: FastifyInstance;
    const origin = 'https://moscow-dubai.example';
    beforeAll(async () => {
      small = Fastify({ logger: false });
      small.setErrorHandler(errorHandler);
      await small.register(seo, { db: server.database.db, publicOrigin: origin, maxUrlsPerSitemap: 100, cacheMs: 0 });
      await small.ready();
    });
    afterAll(async () => small?.close());

    it('serves a sitemap index of files of at most the limit, together listing every page once', async () => {
      const index = await small.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'ignored.test' } });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      assertWellFormedXml(index.body);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.body.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, loc = '']) => loc);
      const pages = SITEMAP_PAGES.length + active.watches.length + active.jewelry.length + active.bags.length;
      expect(files).toEqual(Array.from({ length: Math.ceil(pages / 50) }, (_, i) => `${origin}/sitemap-${i + 1}.xml`));
      const locs: string[] = [];
      for (const file of files) {
        const response = await small.inject({ method: 'GET', url: file.slice(origin.length) });
        expect(response.statusCode, file).toBe(200);
        assertWellFormedXml(response.body);
        const urls = urlsOf(response.body);
        expect(urls.length, file).toBeLessThanOrEqual(100);
        expect(urls.length, file).toBeGreaterThan(0);
        locs.push(...urls.map((url) => url.loc));
      }
      expect(locs).toEqual(expectedLocs(origin));
      expect(new Set(locs).size).toBe(locs.length);
    });

    it('answers 404 for a file past the end, file 0, and a malformed number; PUBLIC_ORIGIN wins over Host', async () => {
      const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
      const last = [...index.body.matchAll(/sitemap-(\d+)\.xml/g)].length;
      for (const url of [`/sitemap-${last + 1}.xml`, '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-1.xml.gz']) {
        expect((await small.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      const robots = await small.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.test' } });
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robots.body).not.toContain('evil.test');
    });
  });
});
