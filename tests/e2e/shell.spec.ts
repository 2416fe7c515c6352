import { expect } from '@playwright/test';
import { SITE_ROUTES } from '../../kernel/siteMap.ts';
import { collectErrors, countFetches, hydrated, networkSettled, test } from '../support/e2e.ts';

/**
 * Issue 3 §5: the shell in a real browser (Debian's Chromium) against the production build and the real server.
 * Every route of the site map (kernel/siteMap.ts) renders without console errors in both languages, at 1440 px and
 * 375 px (@responsive); the other tests run at 1440 px, the menu's at both.
 */

/** Each route's concrete path: ids of the demo catalogue, and any order number (a guest signs in first). */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = { id: '1', number: '100001' };
const ROUTES = SITE_ROUTES.map((route) =>
  route.path.replace(/:([a-z]+)/g, (_, name: string) => {
    const value = SAMPLE_PARAMS[name];
    if (!value) throw new Error(`no sample value for :${name} (${route.path})`);
    return value;
  }),
);

// One page per language and width visits every route, a step each (the layout differs, so both widths run it).
for (const lang of ['ru', 'en'] as const) {
  test(`every route renders its page without console errors (${lang}) @responsive`, async ({ page }) => {
    test.slow();
    await page.addInitScript(countFetches);
    const errors = collectErrors(page);
    for (const route of ROUTES) {
      await test.step(route, async () => {
        errors.length = 0;
        await page.goto(`${route}?lang=${lang}`);
        const h1 = page.locator('h1').first();
        await expect(h1, route).toBeVisible();
        await expect(page.locator('html'), route).toHaveAttribute('lang', lang);
        await expect(page.locator('html'), route).toHaveAttribute('dir', 'ltr');
        expect(await page.title(), route).not.toBe('');
        // Let the screen's first requests settle, so a failure they log is caught too: the heading is React's
        // (hydrated or rendered), then no fetch is left in flight.
        await hydrated(h1);
        await expect.poll(() => networkSettled(page), { message: `${route}: requests still in flight` }).toBe(true);
        expect(errors, route).toEqual([]);
      });
    }
  });
}

test('/menu is a page titled "Меню"', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
  await expect(page).toHaveTitle(/^Меню/);
});

test('redirects: /search?q= → /catalog?search=, /watches and /product-detail → /catalog', async ({ page }) => {
  await page.goto('/search?q=Rolex%20Daytona');
  await expect(page).toHaveURL(/\/catalog\?search=Rolex\+Daytona$/);
  await page.goto('/watches');
  await expect(page).toHaveURL(/\/catalog$/);
  await page.goto('/product-detail');
  await expect(page).toHaveURL(/\/catalog$/);
});

test('the language toggle stores the choice and reloads in the other language', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page).toHaveTitle(/Каталог часов/);
  await page.getByRole('button', { name: /EN/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/Watch catalog/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a rendering error shows the fallback of part 1 §2.10, and Refresh Page reloads', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/?lang=en');
  await page.evaluate(() => localStorage.setItem('boutique:e2e-throw', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/appointment');
  expect(errors.some((e) => e.includes('Render failure'))).toBe(true);
  await page.evaluate(() => localStorage.removeItem('boutique:e2e-throw'));
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
});

test('a server-rendered page whose screen chunk cannot load (a page from before a deploy) still starts: the fallback, and Refresh Page recovers', async ({ page }) => {
  const chunk = /\/assets\/HomeScreen-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort());
  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Next slide', exact: true })).toBeEnabled();
});

test('keyboard: the menu overlay opens, keeps focus inside, closes on Escape and gives focus back @responsive', async ({ page }) => {
  await page.goto('/catalog');
  const trigger = page.getByRole('button', { name: 'Меню', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Меню' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('a menu link navigates and closes the overlay @responsive', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Сумки' }).first().click();
  await expect(page).toHaveURL(/\/bags$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Сумки/);
});

test('the production build carries no development tooling (issue 3 §6: the dev panel is dev-only)', async ({ page }) => {
  await page.goto('/?inspect');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-devtools]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Акторы/ })).toHaveCount(0);
});
