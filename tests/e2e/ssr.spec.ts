import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, countFetches, networkSettled, test } from '../support/e2e.ts';

/**
 * Issue 16 §1 "Done means": the server-rendered HTML of each public route carries its heading and first products
 * before any script runs (a browser with JavaScript off, as a crawler without a renderer sees it), and the hydrated
 * page works without fetching the same data a second time.
 */

interface Piece {
  id: number;
  model_name: string;
}

async function first(request: APIRequestContext, list: string): Promise<Piece> {
  const response = await request.get(`/api/${list}/?page_size=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: Piece[] };
  const piece = body.results[0];
  if (!piece) throw new Error(`the demo boutique has no ${list}`);
  return piece;
}

/** Every public route with the words its server HTML must carry: the h1 and, for lists, product links. */
async function publicRoutes(request: APIRequestContext): Promise<{ path: string; h1: RegExp | string; products?: string }[]> {
  const watch = await first(request, 'watches');
  const jewelry = await first(request, 'jewelry');
  const bag = await first(request, 'bags');
  return [
    { path: '/', h1: /Москва · Дубай/, products: 'a[href^="/product/"]' },
    { path: '/catalog', h1: 'Каталог часов', products: 'a[href^="/product/"]' },
    { path: '/jewelry', h1: 'Украшения', products: 'a[href^="/jewelry/"]' },
    { path: '/bags', h1: 'Сумки', products: 'a[href^="/bag/"]' },
    { path: '/sale', h1: 'Распродажа' },
    { path: `/product/${watch.id}`, h1: new RegExp(watch.model_name.trim()) },
    { path: `/jewelry/${jewelry.id}`, h1: new RegExp(jewelry.model_name.trim()) },
    { path: `/bag/${bag.id}`, h1: new RegExp(bag.model_name.trim()) },
    { path: '/about', h1: 'О нас' },
    { path: '/contacts', h1: 'Контакты' },
    { path: '/faq', h1: 'Вопросы и ответы' },
    { path: '/support', h1: 'Поддержка' },
    { path: '/privacy-policy', h1: 'Политика конфиденциальности' },
    { path: '/terms', h1: 'Условия продажи' },
    { path: '/appointment', h1: 'Запись на встречу' },
    { path: '/services', h1: 'Оценка часов' },
    { path: '/service', h1: 'Сервисное обслуживание' },
    { path: '/authenticity', h1: 'Проверка подлинности' },
    { path: '/video', h1: 'Видео' },
    { path: '/watch-buyback', h1: 'Выкуп часов' },
  ];
}

test.describe('before any script runs (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  test('every public route: its heading, first products and head come in the HTML', async ({ page, request }) => {
    test.setTimeout(90_000);
    for (const route of await publicRoutes(request)) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      if (typeof route.h1 === 'string') await expect(h1, route.path).toHaveText(route.h1);
      else await expect(h1, route.path).toHaveText(route.h1);
      if (route.products) expect(await page.locator(route.products).count(), route.path).toBeGreaterThan(0);
      // Not a spinner standing in for the content.
      await expect(page.getByText('Загрузка…'), route.path).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]'), route.path).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), route.path).toHaveCount(1);
    }
  });

  test('English: the route rendered in English for ?lang=en and for the stored choice (cookie)', async ({ page, context }) => {
    await page.goto('/catalog?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watch catalog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  });

  test('the page is styled by its HTML alone: no stylesheet is fetched before it paints', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    for (const path of ['/', '/catalog', '/about']) {
      await page.goto(path);
      expect(stylesheets, path).toEqual([]);
      expect(await page.locator('style[data-href]').count(), path).toBeGreaterThan(0);
      // Styled: the heading is in the display face, the visually hidden h1 of the home page aside.
      const heading = page.locator('h2, h1').filter({ visible: true }).first();
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily), path).toContain('Cormorant Garamond');
    }
  });

  test('a private route is left to the browser: no server markup', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** The list and detail calls the page makes, by path and query. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

test('/catalog hydrates from the server snapshot: no second list call, and the page works', async ({ page }) => {
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[ssr]')) warnings.push(message.text());
  });
  const calls = apiCalls(page);
  await page.addInitScript(countFetches);
  await page.goto('/catalog');
  const cards = page.locator('a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  // goto returns hydrated; the screen's actors have started and whatever they asked for has come back.
  await expect.poll(() => networkSettled(page)).toBe(true);
  expect(calls.filter((call) => call.startsWith('GET /api/watches/?'))).toEqual([]);
  // The page works: paging on asks for page 2 and shows it.
  await page.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => calls.some((call) => /GET \/api\/watches\/\?.*page=2/.test(call))).toBe(true);
  expect(warnings).toEqual([]);
  expect(errors).toEqual([]);
});

test('/ and a detail page hydrate without asking for their data again', async ({ page, request }) => {
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[ssr]')) warnings.push(message.text());
  });
  const calls = apiCalls(page);
  await page.addInitScript(countFetches);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => networkSettled(page)).toBe(true);
  expect(calls.filter((call) => /^GET \/api\/(watches|brands|banners|faqs|popular)\//.test(call))).toEqual([]);

  const watch = await first(request, 'watches');
  calls.length = 0;
  await page.goto(`/product/${watch.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(watch.model_name.trim());
  await expect.poll(() => networkSettled(page)).toBe(true);
  expect(calls.filter((call) => call.startsWith(`GET /api/watches/${watch.id}/`))).toEqual([]);
  // The gallery answers: hydrated.
  expect(warnings).toEqual([]);
  expect(errors).toEqual([]);
});

test('hydration keeps the server markup (no loading page in between) and the page reports its largest paint: the main picture', async ({ page, request }) => {
  await page.addInitScript(countFetches);
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: string[]; serverScreen: Element | null };
    w.lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) w.lcp.push(entry.element?.tagName ?? '?');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Parsed, and no module script run yet: the screen as the server rendered it.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') w.serverScreen = document.querySelector('main > :first-child');
    });
  });
  const watch = await first(request, 'watches');
  for (const path of ['/', `/product/${watch.id}`]) {
    await page.goto(path);
    // Every picture in the first screen has loaded (the lazy ones below it never start) and no request is in
    // flight: Chrome has reported the largest paint by then.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight).every((image) => image.complete),
        ),
      )
      .toBe(true);
    await expect.poll(() => networkSettled(page)).toBe(true);
    const kept = await page.evaluate(() => {
      const w = window as unknown as { serverScreen: Element | null };
      return w.serverScreen !== null && w.serverScreen === document.querySelector('main > :first-child');
    });
    // The same element: React adopted the server's nodes rather than replacing them (a screen still loading at
    // hydration would be thrown away for the loading page on the first store update).
    expect(kept, path).toBe(true);
    // Chrome reports the largest paint, and it is the page's picture (a carousel that snapped by its padding while
    // loading used to end the measurement before anything was reported). The observer hears of it asynchronously,
    // after the paint: on a busy machine once, the images had loaded and the network settled before it had.
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1)), { message: path }).toBe('IMG');
  }
});

test('a product that does not exist is a real 404: its page says so, noindex, and the shop around it works', async ({ page, request }) => {
  const answer = await request.get('/product/987654321');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  expect(html).not.toMatch(/rel="canonical"/);
  const response = await page.goto('/product/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Товар не найден' })).toBeVisible();
  // A real product beside it is still 200.
  const watch = await first(request, 'watches');
  expect((await request.get(`/product/${watch.id}`)).status()).toBe(200);
});

test('a detail page carries Product, Offer and BreadcrumbList structured data', async ({ request }) => {
  const watch = await first(request, 'watches');
  const html = await (await request.get(`/product/${watch.id}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as unknown);
  const types = JSON.stringify(blocks);
  expect(types).toContain('"Product"');
  expect(types).toContain('"Offer"');
  expect(types).toContain('"BreadcrumbList"');
  expect(html).toMatch(/<meta property="og:title"/);
});

test('issue 25: the first tap on a part that hydrates on its own is answered (the header menu, a filter of the catalogue)', async ({ page }) => {
  const errors = collectErrors(page);
  // `goto` returns as soon as React holds the page's shell; the header and the screen hydrate as boundaries of their
  // own after it, and a tap on one that has not hydrated yet makes React hydrate it first and then replay the tap.
  await page.goto('/catalog');
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/catalog');
  await page.getByRole('checkbox', { name: /Audemars Piguet/ }).first().check();
  await expect(page).toHaveURL(/brand_ids=/);
  expect(errors).toEqual([]);
});
