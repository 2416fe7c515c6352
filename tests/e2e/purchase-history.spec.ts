import { expect, type APIRequestContext } from '@playwright/test';
import { collectErrors, isMobile, test } from '../support/e2e.ts';
import { cardTotal, checkoutCalls, dollars, orderCard, orderCards, priceOf, seededCheckout, thanksPanel, toast, type Product } from '../support/e2eCheckout.ts';
import { registeredAccount } from '../support/e2eServer.ts';

/**
 * Issue 13 "Done means": the confirmation page and the purchase history (part 2 §2 "Purchase history", §5 "Purchase
 * history search", §8), at 1440 px and, for the history (a page that must fit), at 375 px with touch.
 *
 * Like the shop journeys, the tests use the worker's development server (tests/support/e2e.ts `devServer`: fresh
 * seeded database, the SMS outbox); each registers and signs in a fresh account; carts are filled through the API.
 */
let base = '';
let dubai: { id: number; name: string };

test.beforeAll(async ({ request, devServer }) => {
  ({ base, dubai } = await seededCheckout(request, devServer.base));
});

/** Priced seeded watches whose names no other piece shares and that are still free (support/e2eCheckout.ts). */
const freeWatches = async (request: APIRequestContext): Promise<Product[]> => (await seededCheckout(request, base)).watches;

const { signedIn, addToCartViaApi, serverOrders, orderViaApi } = checkoutCalls(() => ({ base }));

test("the confirmation page /checkout/success/{number} shows one's own order; another customer's number is not found", async ({ page, context, request }) => {
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const owner = await registeredAccount(request, base);
  await addToCartViaApi(request, owner, { watch_id: pieces[3]!.id });
  const theirs = await orderViaApi(request, owner, { delivery_method: 'pickup', pickup_city_id: dubai.id });
  const account = await signedIn(context, request);
  await addToCartViaApi(request, account, { watch_id: pieces[2]!.id });
  const mine = await orderViaApi(request, account, { delivery_method: 'pickup', pickup_city_id: dubai.id });
  // Issue 22 item 12: the page stays, reachable by its address (checkout itself goes to /purchase-history).
  await page.goto(`${base}/checkout/success/${mine.order_number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${mine.order_number} оформлен` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Самовывоз из бутика' }).getByText('Бутик в городе Дубай')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Перейти в историю покупок' }).click();
  await expect(page).toHaveURL(`${base}/purchase-history`);
  await expect(orderCard(page, mine.order_number)).toBeVisible();
  // Reached by a link, not by checkout: no thank-you panel there.
  await expect(thanksPanel(page, mine.order_number)).toHaveCount(0);

  await page.goto(`${base}/checkout/success/${theirs.order_number}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
  await expect(page.getByText(`Среди ваших заказов нет заказа №${theirs.order_number}`, { exact: false })).toBeVisible();
  await expect(page.getByText('Анна')).toHaveCount(0);
  // The order's own page answers 404 to the browser too; nothing else is logged.
  expect(errors.filter((error) => !/status of 404 \(Not Found\)/.test(error))).toEqual([]);
});

// ---- purchase history -------------------------------------------------------------------------------------------

test('purchase history: two orders, search by "№" + number, cancel one with confirmation, filter by status @responsive', async ({ page, context, request }) => {
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b] = [pieces[0]!, pieces[1]!];
  await addToCartViaApi(request, account, { watch_id: a.id });
  const first = await orderViaApi(request, account, { delivery_method: 'pickup', pickup_city_id: dubai.id });
  await addToCartViaApi(request, account, { watch_id: b.id });
  const second = await orderViaApi(request, account, {
    delivery_method: 'delivery',
    country: 'FR',
    address_city: 'Париж',
    postal_code: '75008',
    address_line1: '12 rue du Faubourg Saint-Honoré',
    promo_code: 'FIX50',
  });
  expect(Number(second.total_price)).toBe(priceOf(b));

  await page.goto(`${base}/purchase-history`);
  await expect(page.getByRole('heading', { level: 1, name: 'История покупок' })).toBeVisible();
  await expect(orderCards(page)).toHaveCount(2);
  // Newest first.
  await expect(orderCards(page).first()).toHaveAccessibleName(`Заказ №${second.order_number}`);
  expect(await dollars(cardTotal(orderCard(page, first.order_number)))).toBe(Math.round(priceOf(a)));
  expect(await dollars(cardTotal(orderCard(page, second.order_number)))).toBe(Math.round(priceOf(b)));

  // Search: "№" and the number of the first one → only that order, from the server.
  const search = page.getByRole('search', { name: 'Поиск заказов' });
  const searchBox = search.getByRole('searchbox', { name: 'Номер заказа или товар' });
  const searched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders/' && new URL(response.url()).searchParams.get('search') === `№${first.order_number}`);
  await searchBox.fill(`№${first.order_number}`);
  expect((await searched).status()).toBe(200);
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, first.order_number)).toBeVisible();
  // A product's name finds the other one.
  await searchBox.fill(b.model_name);
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, second.order_number)).toBeVisible();
  await searchBox.fill('');
  await expect(orderCards(page)).toHaveCount(2);

  // Cancel the first: asked first, "Не отменять" keeps it, "Отменить заказ" cancels.
  const card = orderCard(page, first.order_number);
  await card.getByRole('button', { name: `Отменить заказ №${first.order_number}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Отменить заказ №${first.order_number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Не отменять' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Ожидает подтверждения')).toBeVisible();

  await card.getByRole('button', { name: `Отменить заказ №${first.order_number}`, exact: true }).click();
  await expect(dialog).toBeVisible();
  const cancelled = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/orders/${first.id}/`);
  await dialog.getByRole('button', { name: 'Отменить заказ', exact: true }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, `Заказ №${first.order_number} отменён`)).toBeVisible();
  await expect(card.getByText('Отменён', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Отменить заказ/ })).toHaveCount(0);

  // Status filter: cancelled → the first only; pending → the second only.
  const status = search.getByRole('combobox', { name: 'Статус' });
  await status.selectOption({ label: 'Отменён' });
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, first.order_number)).toBeVisible();
  await status.selectOption({ label: 'Ожидает подтверждения' });
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, second.order_number)).toBeVisible();
  // Issue 22 item 18: the filters are in the URL; Back restores the previous one, a reload (a shared link) keeps it.
  await expect(page).toHaveURL(`${base}/purchase-history?status=pending`);
  await page.goBack();
  await expect(page).toHaveURL(`${base}/purchase-history?status=cancelled`);
  await expect(status).toHaveValue('cancelled');
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, first.order_number)).toBeVisible();
  await page.reload();
  await expect(search.getByRole('combobox', { name: 'Статус' })).toHaveValue('cancelled');
  await expect(orderCards(page)).toHaveCount(1);
  await expect(orderCard(page, first.order_number)).toBeVisible();
  await status.selectOption({ label: 'Доставлен' });
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(orderCards(page)).toHaveCount(2);

  const statuses = Object.fromEntries((await serverOrders(request, account)).map((order) => [order.order_number, order.status]));
  expect(statuses).toEqual({ [first.order_number]: 'cancelled', [second.order_number]: 'pending' });
  await page.reload();
  await expect(orderCard(page, first.order_number).getByText('Отменён', { exact: true })).toBeVisible();
  if (isMobile()) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});
