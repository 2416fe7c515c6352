import { createRequire } from 'node:module';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/e2e.ts';

/**
 * Issue 22 items 22–25, as a crawler and a validator see the server-rendered pages (no script runs): every link
 * leads somewhere real (never `#`, never a 404, an anchor only to an id its page has), `/appointment` is a rendered
 * page of its own in each language, no input carries a role its type forbids, and the social preview is a PNG with
 * its text alternative. Then axe in the browser over the home page and the terms.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hrefs of a page's <a> elements, as written. */
const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href = '']) => unescape(href));

/** The element ids of a page. */
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id = '']) => unescape(id)));

const metaOf = (html: string, property: string) => unescape(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '');

async function htmlOf(request: APIRequestContext, url: string): Promise<{ status: number; html: string }> {
  const response = await request.get(url);
  return { status: response.status(), html: await response.text() };
}

/** The sitemap's pages without the products, and the first piece of each kind: every kind of page the shop has. */
async function pagesToCrawl(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(unescape(loc)));
  const pages = locs.filter((url) => !/^\/(product|jewelry|bag)\/\d+$/.test(url.pathname));
  const pieces = ['/product/', '/jewelry/', '/bag/'].map((prefix) => locs.find((url) => url.pathname.startsWith(prefix) && !url.search));
  return [...pages, ...pieces.filter((url): url is URL => url !== undefined)].map((url) => `${url.pathname}${url.search}`);
}

test('every link of every server-rendered page goes somewhere real: no "#", no 404, anchors to ids that exist @desktop', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = await pagesToCrawl(request);
  expect(pages).toContain('/terms');
  expect(pages).toContain('/appointment?lang=en');
  const html = new Map<string, string>();
  const targets = new Map<string, string>();
  for (const page of pages) {
    const { status, html: text } = await htmlOf(request, page);
    expect(status, page).toBe(200);
    html.set(page, text);
    const ids = idsOf(text);
    for (const href of hrefsOf(text)) {
      expect(href, `a link to nowhere on ${page}`).not.toMatch(/^#?$/);
      if (href.startsWith('#')) {
        expect(ids.has(href.slice(1)), `${page}: ${href} names no element of the page`).toBe(true);
      } else if (href.startsWith('/') && !href.startsWith('//')) {
        targets.set(href, page);
      }
    }
  }
  // Each internal address once: it answers (no 404), and an anchor names an element of the page it leads to.
  const checked = new Map<string, { status: number; html: string }>();
  for (const [href, from] of targets) {
    const url = new URL(href, 'http://crawl.local');
    const address = `${url.pathname}${url.search}`;
    let answer = checked.get(address);
    if (!answer) {
      answer = await htmlOf(request, address);
      checked.set(address, answer);
    }
    expect(answer.status, `${href} (linked from ${from})`).toBeLessThan(400);
    if (url.hash) expect(idsOf(answer.html).has(url.hash.slice(1)), `${href} (linked from ${from}): no such anchor`).toBe(true);
  }
  expect(checked.size).toBeGreaterThan(30);

  // The footer's and the home page's information links go where their words say.
  const home = html.get('/') ?? '';
  expect(home).toMatch(/<a[^>]+href="\/terms#delivery"[^>]*>Условия доставки<\/a>/);
  expect(home).toMatch(/<a[^>]+href="\/terms#returns"[^>]*>Политика возврата<\/a>/);
  expect(home).toMatch(/<a[^>]+href="\/services"[^>]*>Оценка часов<\/a>/);

  // Issue 22 item 24: no input is a combobox of type search (the Nu checker's error on every page).
  for (const [page, text] of html) {
    for (const [input] of text.matchAll(/<input\b[^>]*>/g)) {
      expect(/role="combobox"/.test(input) && /type="search"/.test(input), `${page}: ${input}`).toBe(false);
    }
  }
});

test('/appointment is rendered on the server in each language: its title, canonical, hreflang and lang @desktop', async ({ request }) => {
  const ru = await htmlOf(request, '/appointment');
  expect(ru.html).toContain('<html lang="ru"');
  expect(ru.html).toMatch(/<title>Запись на встречу — Москва · Дубай<\/title>/);
  expect(ru.html).toMatch(/<link rel="canonical" href="[^"]+\/appointment">/);
  expect(ru.html).toMatch(/<h1[^>]*>Запись на встречу<\/h1>/);
  const en = await htmlOf(request, '/appointment?lang=en');
  expect(en.html).toContain('<html lang="en"');
  expect(en.html).toMatch(/<title>Book an appointment — Moscow · Dubai<\/title>/);
  expect(en.html).toMatch(/<link rel="canonical" href="[^"]+\/appointment\?lang=en">/);
  expect(en.html).toMatch(/<link rel="alternate" hreflang="ru" href="[^"]+\/appointment">/);
  expect(en.html).toMatch(/<h1[^>]*>Book an appointment<\/h1>/);
});

test('the social preview of the home page and of a piece is a PNG with its type, size and alternative text @desktop', async ({ request }) => {
  const piece = ((await (await request.get('/api/watches/?page_size=1')).json()) as { results: { id: number }[] }).results[0];
  for (const [page, size] of [['/', ['1200', '630']], [`/product/${piece?.id}`, ['1200', '1200']], ['/terms?lang=en', ['1200', '630']]] as const) {
    const { html } = await htmlOf(request, page);
    const image = metaOf(html, 'og:image');
    expect(image, page).toMatch(/^http:\/\/.+\.png$/);
    expect([metaOf(html, 'og:image:type'), metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')], page).toEqual(['image/png', ...size]);
    expect(metaOf(html, 'og:image:alt'), page).not.toBe('');
    const picture = await request.get(image);
    expect(picture.status(), image).toBe(200);
    expect(picture.headers()['content-type'], image).toBe('image/png');
    expect((await picture.body()).subarray(0, 8).equals(PNG_SIGNATURE), image).toBe(true);
  }
});

test.describe('axe in the browser', () => {
  // axe is added to the page by the test, which the page's own CSP would refuse.
  test.use({ bypassCSP: true });

  test('the home page, the terms and the appointment page have no axe violation (landmarks, roles, contrast…) @desktop', async ({ page }) => {
    const axe = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
    for (const path of ['/', '/terms', '/appointment']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.addScriptTag({ path: axe });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run(document);
        return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
      });
      expect(violations, path).toEqual([]);
    }
  });
});
