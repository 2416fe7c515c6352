import { expect, type Page, type Request } from '@playwright/test';
import { collectErrors, test } from '../support/e2e.ts';
import { addToCartOnCard, auth, cartLines, compareRegion, compareToggle, expectCartCount, expectToast, favoriteToggle, inCartOnCard, nameOf, pageLines, seededShop, shopCalls, stepper, toast, type Product } from '../support/e2eShop.ts';

/**
 * Issue 12 "Done means", part 1 §4: every optimistic change of the cart, favorites and comparison rolls back with its
 * toast (§8, verbatim) when the server refuses it; the server's answer is held until the test has seen the change.
 *
 * Accounts are registered through the API with a code from the development outbox, on the worker's development
 * server (tests/support/e2e.ts `devServer`: NODE_ENV=development, a fresh seeded database); each test signs a fresh
 * account in by putting its token pair in local storage before the app starts (part 1 §3).
 */
let base = '';
/** Chosen from the seeded catalogue (support/e2eShop.ts `seededShop`). */
let watches: Product[] = [];
let bag: Product;
/** A bag the boutique has three of (issue 26: a watch is one piece, so its quantity cannot be raised). */
let bagOfThree: Product;

test.beforeAll(async ({ request, devServer }) => {
  ({ base, watches, bag, bagOfThree } = await seededShop(request, devServer.base));
});

const { signedIn, serverLines, addToCartViaApi, compareViaApi, serverList, openCatalogue } = shopCalls(() => ({ base, watches }));

/**
 * Holds the page's next call that `matches` until `fail()` is called, then answers it 500 in the error shape; every
 * other call goes through. Holding it lets the test see the optimistic state before the rollback.
 */
async function failNext(page: Page, matches: (request: Request) => boolean) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let seen: () => void = () => {};
  const requested = new Promise<void>((resolve) => (seen = resolve));
  const url = (address: URL) => address.pathname.startsWith('/api/');
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (!matches(route.request())) return route.fallback();
    seen();
    await gate;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ detail: 'Internal server error' }) });
  };
  await page.route(url, handler);
  return {
    requested,
    fail: async () => {
      release();
    },
    done: () => page.unroute(url, handler),
  };
}

const call = (method: string, path: RegExp) => (request: Request) => request.method() === method && path.test(new URL(request.url()).pathname);

/** A 500 answer is reported by Chromium as a console error: expected here, anything else is not. */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 500/.test(error));

test('cart failures roll back with their toast: add, quantity change, removal', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b, c] = [bagOfThree, watches[1]!, watches[2]!];
  await addToCartViaApi(request, account, { bag_id: a.id });
  await addToCartViaApi(request, account, { watch_id: b.id });

  // Add: the badge goes up at once, then back down with "Не удалось добавить в корзину".
  await openCatalogue(page);
  await expectCartCount(page, 2);
  let failure = await failNext(page, call('POST', /^\/api\/cart\/$/));
  await addToCartOnCard(page, c).click();
  await failure.requested;
  await expectCartCount(page, 3);
  await expect(inCartOnCard(page, c)).toBeVisible();
  await failure.fail();
  await expect(toast(page, 'Не удалось добавить в корзину')).toBeVisible();
  await expectCartCount(page, 2);
  await expect(addToCartOnCard(page, c)).toBeVisible();
  await failure.done();

  // Quantity: the new figure at once, the old one back on failure.
  await page.goto(`${base}/cart`);
  await expect(cartLines(page)).toHaveCount(2);
  failure = await failNext(page, call('PATCH', /^\/api\/cart\/\d+\/$/));
  await stepper(page, a).getByRole('button', { name: 'Увеличить количество' }).click();
  await failure.requested;
  await expect(stepper(page, a).locator('output')).toHaveText('2');
  await expectCartCount(page, 3);
  await failure.fail();
  await expect(toast(page, 'Не удалось изменить количество')).toBeVisible();
  await expect(stepper(page, a).locator('output')).toHaveText('1');
  await expectCartCount(page, 2);
  await expect(stepper(page, a).getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
  await failure.done();

  // Removal: the line goes at once and comes back on failure (no "removed" toast).
  failure = await failNext(page, call('DELETE', /^\/api\/cart\/\d+\/$/));
  await page.getByRole('button', { name: `Удалить ${nameOf(b)}`, exact: true }).click();
  await failure.requested;
  await expect(cartLines(page)).toHaveCount(1);
  await expectCartCount(page, 1);
  await failure.fail();
  await expect(toast(page, 'Не удалось удалить из корзины')).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);
  expect(await pageLines(page)).toEqual([`${nameOf(a)} × 1`, `${nameOf(b)} × 1`]);
  await expectCartCount(page, 2);
  await expect(toast(page, 'Товар удалён из корзины')).toHaveCount(0);
  await failure.done();

  // Nothing changed on the server, and a reload shows just that.
  expect(await serverLines(request, account)).toEqual([`${nameOf(a)} × 1`, `${nameOf(b)} × 1`]);
  await page.reload();
  await expect(cartLines(page)).toHaveCount(2);
  expect(await pageLines(page)).toEqual([`${nameOf(a)} × 1`, `${nameOf(b)} × 1`]);
  expect(unexpected(errors)).toEqual([]);
});

test('favorites and comparison failures roll back with their toast: toggles, removal, clear all', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b] = [watches[0]!, watches[1]!];
  expect((await request.post(`${base}/api/favorites/`, { headers: auth(account), data: { watch_id: b.id } })).ok()).toBe(true);
  await compareViaApi(request, account, { watch_id: b.id });
  await compareViaApi(request, account, { bag_id: bag.id });

  // Favorite toggle: filled at once, empty again with "Не удалось изменить избранное".
  await openCatalogue(page);
  await expect(favoriteToggle(page, b)).toHaveAttribute('aria-pressed', 'true');
  let failure = await failNext(page, call('POST', /^\/api\/favorites\/toggle\/$/));
  const heart = favoriteToggle(page, a);
  await heart.click();
  await failure.requested;
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await failure.fail();
  await expectToast(page, 'Не удалось изменить избранное');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await failure.done();

  // Compare toggle, adding and taking off: each flips back with "Не удалось изменить сравнение".
  for (const [watch, before] of [
    [a, 'false'],
    [b, 'true'],
  ] as const) {
    const toggle = compareToggle(page, watch);
    await expect(toggle).toHaveAttribute('aria-pressed', before);
    failure = await failNext(page, call('POST', /^\/api\/comparison\/toggle\/$/));
    await toggle.click();
    await failure.requested;
    await expect(toggle).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await failure.fail();
    await expectToast(page, 'Не удалось изменить сравнение');
    await expect(toggle).toHaveAttribute('aria-pressed', before);
    await failure.done();
  }

  // /favorites: a removal takes the card off at once (the empty state shows) and puts it back.
  await page.goto(`${base}/favorites`);
  const card = favoriteToggle(page, b);
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  failure = await failNext(page, call('DELETE', /^\/api\/favorites\/\d+\/$/));
  await page.getByRole('button', { name: `Удалить ${nameOf(b)}`, exact: true }).click();
  await failure.requested;
  await expect(card).toHaveCount(0);
  await expect(page.getByText('В избранном пока ничего нет')).toBeVisible();
  await failure.fail();
  await expectToast(page, 'Не удалось изменить избранное');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await failure.done();

  // /compare: a watch section and a bag section; removing a column and clearing all both come back.
  await page.goto(`${base}/compare`);
  await expect(compareRegion(page, 'Часы', 1)).toBeVisible();
  await expect(compareRegion(page, 'Сумки', 1)).toBeVisible();
  failure = await failNext(page, call('DELETE', /^\/api\/comparison\/\d+\/$/));
  await page.getByRole('button', { name: `Убрать из сравнения: ${nameOf(b)}`, exact: true }).click();
  await failure.requested;
  await expect(compareRegion(page, 'Часы', 1)).toHaveCount(0);
  await failure.fail();
  await expectToast(page, 'Не удалось изменить сравнение');
  await expect(compareRegion(page, 'Часы', 1)).toBeVisible();
  await failure.done();

  failure = await failNext(page, call('DELETE', /^\/api\/comparison\/clear\/$/));
  await page.getByRole('button', { name: 'Очистить всё' }).click();
  await page.getByRole('dialog', { name: 'Очистить сравнение?' }).getByRole('button', { name: 'Очистить', exact: true }).click();
  await failure.requested;
  await expect(page.getByText('Сравнивать пока нечего')).toBeVisible();
  await failure.fail();
  await expectToast(page, 'Не удалось изменить сравнение');
  await expect(compareRegion(page, 'Часы', 1)).toBeVisible();
  await expect(compareRegion(page, 'Сумки', 1)).toBeVisible();
  await failure.done();

  // The server never changed: a reload shows the same marks.
  expect(await serverList(request, account, 'favorites')).toEqual([nameOf(b)]);
  expect(await serverList(request, account, 'comparison')).toEqual([nameOf(b), nameOf(bag)].sort());
  await openCatalogue(page);
  await expect(favoriteToggle(page, a)).toHaveAttribute('aria-pressed', 'false');
  await expect(favoriteToggle(page, b)).toHaveAttribute('aria-pressed', 'true');
  await expect(compareToggle(page, a)).toHaveAttribute('aria-pressed', 'false');
  await expect(compareToggle(page, b)).toHaveAttribute('aria-pressed', 'true');
  expect(unexpected(errors)).toEqual([]);
});
