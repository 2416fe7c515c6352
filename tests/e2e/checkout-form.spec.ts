import { expect, type APIRequestContext } from '@playwright/test';
import { collectErrors, test } from '../support/e2e.ts';
import { checkoutCalls, digits, form, numberOfToast, orderCard, orderCards, seededCheckout, toast, type Product } from '../support/e2eCheckout.ts';
import { expectCartCount } from '../support/e2eShop.ts';

/**
 * Issue 13 and issue 22 items 7 and 10: the checkout form's errors, its prefill from the profile and the last order,
 * the draft kept across a reload, and one order for a double-clicked submit (part 2 §4, §5 "Checkout").
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

const { signedIn, addToCartViaApi, serverOrders, orderViaApi, openCheckout, atHistoryWithThanks } = checkoutCalls(() => ({ base }));

test('an empty submit: the errors, "Заполните обязательные поля", the first name focused, no order', async ({ page, context, request }) => {
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  await addToCartViaApi(request, account, { watch_id: pieces[0]!.id });

  await openCheckout(page);
  const fields = form(page);
  // Issue 22 item 7: the account's phone arrives prefilled; emptied by the shopper, it stays empty.
  await expect.poll(async () => digits(await fields.phone.inputValue())).toBe(digits(account.phone));
  await fields.phone.fill('');
  // No error before the first attempt (part 2 §4).
  await expect(page.getByText('Укажите имя')).toHaveCount(0);
  await expect(fields.firstName).not.toHaveAttribute('aria-invalid', 'true');

  let orderCalls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/orders/create_from_cart/') orderCalls += 1;
  });
  await fields.submit.click();
  await expect(toast(page, /^Заполните обязательные поля$/)).toBeVisible();
  await expect(fields.firstName).toBeFocused();
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('firstName');
  await expect(fields.firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.firstName).toHaveAccessibleDescription('Укажите имя');
  // Issue 22 item 10: each empty field says what it misses.
  await expect(fields.lastName).toHaveAccessibleDescription('Укажите фамилию');
  await expect(fields.phone).toHaveAccessibleDescription('Укажите телефон');
  await expect(fields.email).toHaveAccessibleDescription('Укажите e-mail');
  await expect(fields.pickupCity).toHaveAccessibleDescription('Выберите город самовывоза');
  await expect(page.getByText('Заполните это поле')).toHaveCount(0);
  await expect(page.getByText('Необходимо согласие с условиями')).toBeVisible();

  // Errors follow the values once shown: a wrong phone and e-mail get their own words, a fixed name loses its error.
  await fields.firstName.fill('Анна');
  await expect(fields.firstName).not.toHaveAttribute('aria-invalid', 'true');
  await fields.phone.fill('12345');
  await expect(fields.phone).toHaveAccessibleDescription('Номер телефона: от 7 до 15 цифр');
  await fields.email.fill('anna@');
  await expect(fields.email).toHaveAccessibleDescription('Проверьте адрес электронной почты');

  // An unknown promo code is refused by the server (400): "Промокод недействителен", no discount.
  await fields.promo.fill('NOSUCHCODE');
  await fields.promo.press('Enter');
  await expect(fields.promo).toHaveAccessibleDescription('Промокод недействителен');
  await expect(fields.summary.getByRole('term').filter({ hasText: /^Скидка/ })).toHaveCount(0);

  // Still invalid: the first invalid field is now the last name.
  await fields.submit.click();
  await expect(fields.lastName).toBeFocused();

  expect(orderCalls).toBe(0);
  expect(await serverOrders(request, account)).toEqual([]);
  await expectCartCount(page, 1);
  // The promo check's 400 is reported by Chromium itself; nothing else.
  expect(errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error))).toEqual([]);
});

test('issue 22 item 7: checkout opens with the profile\'s phone and the last order\'s name and e-mail, and never overwrites what is typed', async ({ page, context, request }) => {
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  // A first order under another phone: the profile's own phone wins, the order fills the name and e-mail it lacks.
  await addToCartViaApi(request, account, { watch_id: pieces[0]!.id });
  await orderViaApi(request, account, { delivery_method: 'pickup', pickup_city_id: dubai.id });
  await addToCartViaApi(request, account, { watch_id: pieces[1]!.id });

  await openCheckout(page);
  const fields = form(page);
  await expect(fields.firstName).toHaveValue('Анна');
  await expect(fields.lastName).toHaveValue('Смирнова');
  await expect(fields.email).toHaveValue('anna@example.com');
  await expect.poll(async () => digits(await fields.phone.inputValue())).toBe(digits(account.phone));

  // What the shopper types is theirs: kept in the draft, and a reload does not bring the profile's back.
  await fields.firstName.fill('Мария');
  await fields.email.fill('maria@example.com');
  await page.reload();
  await expect(fields.firstName).toHaveValue('Мария');
  await expect(fields.email).toHaveValue('maria@example.com');
  await expect(fields.lastName).toHaveValue('Смирнова');
  expect(errors).toEqual([]);
});

test('a reload mid-form keeps the draft; a double-clicked submit then makes one order', async ({ page, context, request }) => {
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const a = pieces[3]!;
  await addToCartViaApi(request, account, { watch_id: a.id });

  await openCheckout(page);
  const fields = form(page);
  await fields.firstName.fill('Анна');
  await fields.lastName.fill('Смирнова');
  await fields.phone.fill('+7 999 123-45-67');
  await fields.pickupCity.selectOption({ label: 'Дубай' });
  await fields.agree.check();

  await page.reload();
  await expect(fields.firstName).toHaveValue('Анна');
  await expect(fields.lastName).toHaveValue('Смирнова');
  await expect(fields.phone).toHaveValue('+7 999 123-45-67');
  await expect(fields.email).toHaveValue('');
  await expect(fields.pickupCity).toHaveValue(String(dubai.id));
  await expect(fields.agree).toBeChecked();

  await fields.email.fill('anna@example.com');
  const keys: string[] = [];
  // The order call is held until the button has been seen busy: "Оформляем…", disabled.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen: () => void = () => {};
  const requested = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/api/orders/create_from_cart/', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    seen();
    await held;
    await route.continue();
  });
  await fields.submit.dblclick();
  // The order call has reached the route (the button turns busy as it is sent; on a busy machine the route sees it
  // a moment later).
  await requested;
  const busy = page.getByRole('main').getByRole('button', { name: 'Оформляем…', exact: true }).filter({ visible: true });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true });
  expect(keys).toHaveLength(1);
  release();
  const number = await numberOfToast(page);
  await atHistoryWithThanks(page, number);
  await expect(orderCard(page, number)).toBeVisible();
  await expect(orderCards(page)).toHaveCount(1);
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/\S/);
  expect(await serverOrders(request, account)).toHaveLength(1);
  await expect(toast(page, /Не удалось|Cart is empty/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
