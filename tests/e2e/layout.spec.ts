import { expect, type Page, type Route } from '@playwright/test';
import { hydrated, openInApp, test } from '../support/e2e.ts';

/**
 * Issue 10 items 8 and 9: the page does not jump while it loads (skeletons of the final size, the footer below the
 * fold) and the display face shows lining figures in balanced lines. CLS itself is measured by `npm run bench:cls`
 * (a figure, not a timed assertion); these tests pin what keeps it near zero. The layout ones at 1440 px and 375 px
 * (@responsive), the type one at 1440 px.
 */

/** Holds every API answer until `release()`: the page shows its loading state for as long as the test needs. */
async function holdApi(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route: Route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return () => release();
}

const height = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Math.round(element.getBoundingClientRect().height));

test('the home carousel\'s skeleton has the size of the loaded carousel, so nothing below it moves @responsive', async ({ page }) => {
  const release = await holdApi(page);
  // A link followed inside the app: the screen loads its data in the browser (a page load arrives server-rendered).
  await openInApp(page, '/');
  const hero = page.getByRole('region', { name: 'Новинки' });
  await expect(hero).toHaveAttribute('aria-busy', 'true');
  const loading = await hero.evaluate((element) => Math.round(element.getBoundingClientRect().height));
  const brandsTop = await hero.evaluate((element) => Math.round((element.nextElementSibling as HTMLElement).getBoundingClientRect().top));
  release();
  await expect(hero).not.toHaveAttribute('aria-busy', 'true');
  await expect(hero.getByRole('group', { name: /^1 из/ })).toBeVisible();
  expect(await hero.evaluate((element) => Math.round(element.getBoundingClientRect().height))).toBe(loading);
  expect(await hero.evaluate((element) => Math.round((element.nextElementSibling as HTMLElement).getBoundingClientRect().top))).toBe(brandsTop);
});

test('while a page loads, the footer stays below the fold @responsive', async ({ page }) => {
  const release = await holdApi(page);
  const viewport = page.viewportSize()?.height ?? 0;
  const footerTop = () => page.getByRole('contentinfo').evaluate((element) => element.getBoundingClientRect().top);
  for (const path of ['/product/1', '/catalog']) {
    // A page load arrives server-rendered; once hydrated (the route's chunk has run), nothing it shows can change
    // while every API answer is held.
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await hydrated(page.getByRole('main'));
    expect(await footerTop(), `${path} (page load)`).toBeGreaterThanOrEqual(viewport);
    // A link followed inside the app: the screen's chunk has arrived and shows its loading state (aria-busy).
    await openInApp(page, path);
    await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
    expect(await footerTop(), `${path} (loading in the app)`).toBeGreaterThanOrEqual(viewport);
  }
  release();
});

test('the catalogue\'s skeleton cards are the shape of product cards (a square picture) @responsive', async ({ page }) => {
  const release = await holdApi(page);
  await openInApp(page, '/catalog');
  const skeleton = page.getByRole('region', { name: 'Товары' }).locator('li').first();
  await expect(skeleton).toBeVisible();
  const picture = await skeleton.locator('> *').first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { width: Math.round(rect.width), height: Math.round(rect.height) };
  });
  expect(Math.abs(picture.height - picture.width)).toBeLessThanOrEqual(1);
  expect(await height(page, 'main [aria-busy="true"] li')).toBeGreaterThan(picture.height + 150);
  release();
});

test('the display face sets lining figures in balanced lines (no "Ho8", no lone "41")', async ({ page }) => {
  await page.goto('/');
  const model = page.getByRole('region', { name: 'Новинки' }).getByRole('heading', { level: 2 }).locator('span').last();
  await expect(model).toBeVisible();
  const style = await model.evaluate((element) => ({ numeric: getComputedStyle(element).fontVariantNumeric, wrap: getComputedStyle(element).textWrap }));
  expect(style.numeric).toContain('lining-nums');
  expect(style.wrap).toContain('balance');

  await page.goto('/catalog');
  const card = page.getByRole('region', { name: 'Товары' }).getByRole('article').first().getByRole('heading');
  await expect(card).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toContain('lining-nums');
  const title = page.getByRole('heading', { level: 1 });
  expect(await title.evaluate((element) => getComputedStyle(element).textWrap)).toContain('balance');
});
