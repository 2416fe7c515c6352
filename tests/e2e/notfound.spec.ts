import { expect, type Response } from '@playwright/test';
import { test } from '../support/e2e.ts';

/**
 * Issue 10 item 3: a path outside the route table is answered with HTTP 404 and a real "page not found" — a title,
 * a search that leads to the catalogue and links to the main sections — in Russian and in English. Known routes
 * keep their 200, and a missing script is a plain 404, never the SPA.
 */
const COPY = {
  ru: { title: 'Страница не найдена', search: 'Поиск по каталогу', button: 'Найти', links: ['Главная', 'Каталог часов', 'Украшения', 'Сумки', 'Контакты', 'Записаться на встречу'] },
  en: { title: 'Page not found', search: 'Search the catalog', button: 'Search', links: ['Home', 'Watch catalog', 'Jewelry', 'Bags', 'Contacts', 'Book an appointment'] },
} as const;

for (const lang of ['ru', 'en'] as const) {
  test(`an unknown path answers 404 with the "page not found" page in ${lang}`, async ({ page }) => {
    const copy = COPY[lang];
    const response = await page.goto(`/no-such-page/at-all?lang=${lang}`);
    expect(response?.status()).toBe(404);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${copy.title} — `));
    await expect(main.getByText('Скоро открытие')).toHaveCount(0);
    const nav = main.getByRole('navigation');
    for (const label of copy.links) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

    await main.getByRole('searchbox', { name: copy.search }).fill('Nautilus');
    await main.getByRole('button', { name: copy.button, exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\?search=Nautilus$/);
  });
}

test('known routes answer 200, a missing asset 404 without the page, hashed assets are cached and compressed', async ({ page, request }) => {
  for (const path of ['/', '/catalog', '/product/1', '/contacts']) expect((await request.get(path)).status(), path).toBe(200);
  const missing = await request.get('/assets/does-not-exist.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('id="root"');

  const pending: Promise<{ url: string; size: number; encoding?: string; cache?: string }>[] = [];
  const listen = (response: Response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    pending.push(
      (async () => ({
        url: response.url(),
        size: (await response.body()).length,
        encoding: (await response.headerValue('content-encoding')) ?? undefined,
        cache: (await response.headerValue('cache-control')) ?? undefined,
      }))(),
    );
  };
  page.on('response', listen);
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('main')).toBeVisible();
  page.off('response', listen);
  // Files under 256 bytes are not worth a compressed copy (scripts/precompress.ts): look at the real ones.
  const scripts = (await Promise.all(pending)).filter((script) => script.size > 1024);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(['br', 'gzip'], script.url).toContain(script.encoding);
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
  }
});
