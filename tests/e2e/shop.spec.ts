import { expect } from '@playwright/test';
import { collectErrors, hydrated, isMobile, test } from '../support/e2e.ts';
import { answered, compareRegion, compareToggle, favoriteToggle, nameOf, seededShop, shopCalls, toast, type Product } from '../support/e2eShop.ts';

/**
 * Issue 12 "Done means": favorites and comparison tried as a new shopper would, in Debian's Chromium against the
 * production build and the real server, at 1440 px (desktop); the comparison table (it scrolls sideways on a phone)
 * at 375 px with touch (mobile) too. The cart is in shop-cart.spec.ts, failures in shop-failures.spec.ts, a guest's
 * actions in shop-guest.spec.ts; their helpers in support/e2eShop.ts.
 *
 * Accounts are registered through the API with a code from the development outbox, on the worker's development
 * server (tests/support/e2e.ts `devServer`: NODE_ENV=development, a fresh seeded database); each test signs a fresh
 * account in by putting its token pair in local storage before the app starts (part 1 §3).
 *
 * Part 1 §2.7 (detail actions), §2.8 (screens), §4 "Favorites and comparison", §8 "Storefront" (toasts, verbatim).
 */
let base = '';
/** Chosen from the seeded catalogue (support/e2eShop.ts `seededShop`). */
let watches: Product[] = [];
let bag: Product;

test.beforeAll(async ({ request, devServer }) => {
  ({ base, watches, bag } = await seededShop(request, devServer.base));
});

const { signedIn, serverList, openCatalogue } = shopCalls(() => ({ base, watches }));

test('favorites: two watches from catalogue cards and a bag from its page, /favorites lists them, removal, reload', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b] = [watches[0]!, watches[1]!];

  await openCatalogue(page);
  for (const watch of [a, b]) {
    const toggle = favoriteToggle(page, watch);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const saved = answered(page, 'POST', '/api/favorites/toggle/');
    await toggle.click();
    // Flipped at once (part 1 §4), then the server's word: the §8 success toast.
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).status()).toBe(200);
  }
  await expect(toast(page, 'Добавлено в избранное').first()).toBeVisible();

  await page.goto(`${base}/bag/${bag.id}`);
  await hydrated(page.getByRole('main'));
  const bagToggle = page.getByRole('main').getByRole('button', { name: 'В избранное', exact: true });
  await expect(bagToggle).toHaveAttribute('aria-pressed', 'false');
  const saved = answered(page, 'POST', '/api/favorites/toggle/');
  await bagToggle.click();
  const marked = page.getByRole('main').getByRole('button', { name: 'В избранном', exact: true });
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await saved;
  expect(await serverList(request, account, 'favorites')).toEqual([nameOf(a), nameOf(b), nameOf(bag)].sort());

  await page.goto(`${base}/favorites`);
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(3);
  for (const product of [a, b, bag]) {
    await expect(favoriteToggle(page, product)).toHaveAttribute('aria-pressed', 'true');
  }

  const removed = answered(page, 'DELETE', /^\/api\/favorites\/\d+\/$/);
  await page.getByRole('button', { name: `Удалить ${nameOf(a)}`, exact: true }).click();
  await expect(cards).toHaveCount(2);
  await expect(favoriteToggle(page, a)).toHaveCount(0);
  expect((await removed).ok()).toBe(true);

  await page.reload();
  await expect(cards).toHaveCount(2);
  await expect(favoriteToggle(page, b)).toHaveAttribute('aria-pressed', 'true');
  await expect(favoriteToggle(page, bag)).toHaveAttribute('aria-pressed', 'true');
  await expect(favoriteToggle(page, a)).toHaveCount(0);

  // The catalogue agrees: the removed watch's heart is empty again, the other still filled.
  await openCatalogue(page);
  await expect(favoriteToggle(page, a)).toHaveAttribute('aria-pressed', 'false');
  await expect(favoriteToggle(page, b)).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('comparison: a card and a detail page, two columns, "Только различия" remembered, clear all behind a confirmation @responsive', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b] = [watches[0]!, watches[1]!];

  await openCatalogue(page);
  const toggle = compareToggle(page, a);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const saved = answered(page, 'POST', '/api/comparison/toggle/');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Добавлено к сравнению')).toBeVisible();

  await page.goto(`${base}/product/${b.id}`);
  await hydrated(page.getByRole('main'));
  const compareButton = page.getByRole('main').getByRole('button', { name: 'Сравнить', exact: true });
  await expect(compareButton).toHaveAttribute('aria-pressed', 'false');
  const savedToo = answered(page, 'POST', '/api/comparison/toggle/');
  await compareButton.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'В сравнении', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await savedToo;
  expect(await serverList(request, account, 'comparison')).toEqual([nameOf(a), nameOf(b)].sort());

  await page.goto(`${base}/compare`);
  await expect(page.getByRole('heading', { level: 1, name: 'Сравнение' })).toBeVisible();
  const region = compareRegion(page, 'Часы', 2);
  const table = region.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  for (const watch of [a, b]) await expect(table.getByRole('link', { name: nameOf(watch), exact: true })).toBeVisible();
  // One row per specification, then the description.
  const rows = table.locator('tbody tr');
  await expect(table.getByRole('rowheader', { name: 'Описание', exact: true })).toBeVisible();
  const allRows = await rows.count();
  expect(allRows).toBeGreaterThan(3);

  const onlyDifferences = page.getByRole('checkbox', { name: 'Только различия' });
  await expect(onlyDifferences).not.toBeChecked();
  await onlyDifferences.check();
  await expect.poll(() => rows.count()).toBeLessThan(allRows);
  const differingRows = await rows.count();
  expect(differingRows).toBeGreaterThan(0);
  await page.reload();
  await expect(onlyDifferences).toBeChecked();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(rows).toHaveCount(differingRows);

  if (isMobile()) {
    // 375 px: the table scrolls sideways inside its region, the page does not, and the row names stay in view.
    const sizes = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const rowName = table.getByRole('rowheader').first();
    const before = (await rowName.boundingBox())!;
    await region.evaluate((element) => element.scrollBy({ left: 200 }));
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const after = (await rowName.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  }

  // Clear all asks first: cancel keeps both, confirm empties.
  const clearAll = page.getByRole('button', { name: 'Очистить всё' });
  await clearAll.click();
  const dialog = page.getByRole('dialog', { name: 'Очистить сравнение?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('columnheader')).toHaveCount(2);

  await clearAll.click();
  await expect(dialog).toBeVisible();
  const cleared = answered(page, 'DELETE', '/api/comparison/clear/');
  await dialog.getByRole('button', { name: 'Очистить', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Сравнивать пока нечего')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  expect((await cleared).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Сравнивать пока нечего')).toBeVisible();
  expect(await serverList(request, account, 'comparison')).toEqual([]);
  expect(errors).toEqual([]);
});
