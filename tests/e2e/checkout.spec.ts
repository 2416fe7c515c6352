import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { collectErrors, isMobile, signedInAccount, test } from '../support/e2e.ts';
import { registeredAccount, type E2eAccount } from '../support/e2eServer.ts';

/**
 * Issue 13 "Done means": checkout and the purchase history tried as a new shopper would, in Debian's Chromium against
 * the production build and the real server, at 1440 px (desktop); the first order and the purchase history (the
 * bottom bar, a page that must fit) at 375 px with touch (mobile) too.
 *
 * Like shop.spec.ts, the tests use the worker's development server (tests/support/e2e.ts `devServer`: fresh seeded
 * database, the SMS outbox); each registers and signs in a fresh account; carts are filled through the API.
 *
 * Part 2 §2 "Checkout screen" and "Purchase history", §4 "Checkout", §5 "Checkout" and "Purchase history search",
 * §8 (toasts, verbatim), §9 (delivery fee, promo, totals). The manager CLI is not run here: it opens the same
 * embedded database as the server, one process at a time (its own server test covers it).
 */
let base = '';

type Product = { id: number; model_name: string; brand: { name: string }; price_usd: string | null; price_on_request: boolean };

/** Priced seeded watches whose names no other piece shares. */
let watches: Product[] = [];
let dubai: { id: number; name: string };
let france: { code: string; name: string };

const nameOf = (product: Product) => `${product.brand.name} ${product.model_name}`;
const priceOf = (product: Product) => Number(product.price_usd);

test.beforeAll(async ({ request, devServer }) => {
  base = devServer.base;
  const ru = { 'Accept-Language': 'ru' };

  const answer = await request.get(`${base}/api/watches/?page_size=100`, { headers: ru });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Product[] };
  const names = new Map<string, number>();
  for (const watch of results) names.set(nameOf(watch), (names.get(nameOf(watch)) ?? 0) + 1);
  watches = results.filter((watch) => names.get(nameOf(watch)) === 1 && !watch.price_on_request && priceOf(watch) > 0);
  expect(watches.length).toBeGreaterThanOrEqual(4);

  const cities = await request.get(`${base}/api/cities/?page_size=1000`, { headers: ru });
  expect(cities.ok()).toBe(true);
  const city = ((await cities.json()) as { results: { id: number; name: string }[] }).results.find((candidate) => candidate.name === 'Дубай');
  if (!city) throw new Error('the seeded cities have no Дубай');
  dubai = city;

  const countries = await request.get(`${base}/api/countries/?page_size=1000`, { headers: ru });
  expect(countries.ok()).toBe(true);
  const country = ((await countries.json()) as { results: { code: string; name: string }[] }).results.find((candidate) => candidate.code === 'FR');
  if (!country) throw new Error('the seeded countries have no FR');
  expect(country.name).toBe('Франция');
  france = country;
});

// ---- helpers ----------------------------------------------------------------------------------------------------

const signedIn = (context: BrowserContext, request: APIRequestContext): Promise<E2eAccount> => signedInAccount(context, request, base);

const auth = (account: E2eAccount) => ({ Authorization: `Bearer ${account.access}` });

async function addToCartViaApi(request: APIRequestContext, account: E2eAccount, data: Record<string, number>) {
  expect((await request.post(`${base}/api/cart/`, { headers: auth(account), data })).status()).toBe(201);
}

type ServerOrder = {
  id: number;
  order_number: string;
  status: string;
  subtotal: string;
  discount: string;
  delivery_cost: string;
  total_price: string;
  promo_code: string | null;
  delivery_method: 'pickup' | 'delivery';
  pickup_city: { id: number; name: string } | null;
  address: string | null;
  items: { quantity: number; price: string; watch?: Product | null }[];
};

async function serverOrders(request: APIRequestContext, account: E2eAccount): Promise<ServerOrder[]> {
  const answer = await request.get(`${base}/api/orders/?page_size=100`, { headers: auth(account) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: ServerOrder[] }).results;
}

/** An order made through the API (part 2 §7 "Create order"), from whatever the cart holds. */
async function orderViaApi(request: APIRequestContext, account: E2eAccount, body: Record<string, unknown>): Promise<ServerOrder> {
  const answer = await request.post(`${base}/api/orders/create_from_cart/`, {
    headers: auth(account),
    data: { mode: 'reserve', first_name: 'Анна', last_name: 'Смирнова', phone: '+7 999 123-45-67', email: 'anna@example.com', consent: true, ...body },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as ServerOrder;
}

/** The header's cart button: "Корзина", with the count appended while the badge shows. */
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Корзина( \d+\+?)?$/ });
const expectCartCount = (page: Page, count: number) => expect(cartButton(page)).toHaveAccessibleName(count > 0 ? `Корзина ${count}` : 'Корзина');

/** The notification with this text (a success is a status, an error an alert). */
const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: 'Уведомления' })
    .locator('[role="alert"], [role="status"]')
    .filter({ hasText: text });

const digits = (text: string) => text.replace(/\D/g, '');

/** The whole-dollar figure a money text shows ("172 400 $" → 172400). */
const dollars = async (locator: Locator): Promise<number> => Number((await locator.textContent())?.replace(/\D/g, ''));

/** The form's fields, by the labels CheckoutPage draws (required ones carry "(обязательное поле)"). */
const form = (page: Page) => {
  const main = page.getByRole('main');
  return {
    firstName: main.getByRole('textbox', { name: /^Имя/ }),
    lastName: main.getByRole('textbox', { name: /^Фамилия/ }),
    phone: main.getByRole('textbox', { name: /^Телефон/ }),
    email: main.getByRole('textbox', { name: /^E-mail/ }),
    pickupCity: main.getByRole('combobox', { name: /^Город самовывоза/ }),
    /** The receipt toggle: visually hidden radios, each inside the segment a shopper taps. */
    deliveryRadio: main.getByRole('radio', { name: 'Доставка', exact: true }),
    deliverySegment: main.getByRole('group', { name: 'Способ получения' }).getByText('Доставка', { exact: true }),
    country: main.getByRole('combobox', { name: /^Страна/ }),
    city: main.getByRole('textbox', { name: /^Город/ }),
    postalCode: main.getByRole('textbox', { name: /^Почтовый индекс/ }),
    addressLine1: main.getByRole('textbox', { name: /^Адрес\s*(\(|$)/ }),
    saveAddress: main.getByRole('checkbox', { name: 'Сохранить этот адрес' }),
    agree: main.getByRole('checkbox', { name: /^Я соглашаюсь с условиями продажи и политикой конфиденциальности/ }),
    promo: main.getByRole('textbox', { name: 'Промокод', exact: true }),
    applyPromo: main.getByRole('button', { name: 'Применить', exact: true }),
    summary: main.getByRole('complementary', { name: 'Ваш заказ' }),
    /** The submit button in view: the summary's at 1440 px, the fixed bottom bar's at 375 px. */
    submit: main.getByRole('button', { name: 'Зарезервировать', exact: true }).filter({ visible: true }),
  };
};

async function openCheckout(page: Page) {
  await page.goto(`${base}/checkout`);
  await expect(form(page).firstName).toBeVisible();
  await expect(form(page).pickupCity.locator('option', { hasText: 'Дубай' })).toHaveCount(1);
}

async function fillContact(page: Page) {
  const fields = form(page);
  await fields.firstName.fill('Анна');
  await fields.lastName.fill('Смирнова');
  await fields.phone.fill('+7 999 123-45-67');
  await fields.email.fill('anna@example.com');
}

/** Applies a code with the button, or with Enter in the field (part 2 §5 "Promo"). */
async function applyPromo(page: Page, code: string, { enter = false } = {}) {
  const fields = form(page);
  await fields.promo.fill(code);
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders/validate_promo/');
  if (enter) await fields.promo.press('Enter');
  else await fields.applyPromo.click();
  expect((await checked).status()).toBe(200);
  // The server's canonical code is the one shown (a case-sensitive match: "save10" is applied as SAVE10).
  await expect(fields.summary.getByRole('status').filter({ hasText: new RegExp(`^Промокод ${code.toUpperCase()} применён`) })).toBeVisible();
  // Issue 22 item 11: the field stays, emptied, beside the applied code.
  await expect(fields.promo).toHaveValue('');
}

/** "Заказ №100001 создан. …" → "100001". */
const numberOfToast = async (page: Page): Promise<string> => {
  const created = toast(page, /^Заказ №\S+ создан\. Менеджер свяжется с вами для подтверждения\.$/);
  await expect(created).toBeVisible();
  return /№(\S+) создан/.exec((await created.textContent()) ?? '')![1]!;
};

/** Issue 22 item 12: the thank-you panel above the purchase history's list, for the order just placed. */
const thanksPanel = (page: Page, number: string) => page.getByRole('main').getByRole('region', { name: `Заказ №${number} оформлен`, exact: true });

/**
 * Spec part 2 §4: after «Зарезервировать» the user goes to exactly /purchase-history (no query); the order's number
 * rides in history.state, and the purchase history shows its thank-you panel (issue 22 item 12).
 */
async function atHistoryWithThanks(page: Page, number: string) {
  await expect(page).toHaveURL(`${base}/purchase-history`);
  expect(page.url()).toBe(`${base}/purchase-history`);
  const panel = thanksPanel(page, number);
  await expect(panel.getByRole('heading', { level: 2, name: `Заказ №${number} оформлен` })).toBeVisible();
  return panel;
}

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: `Заказ №${number}`, exact: true });
const orderCards = (page: Page) => page.getByRole('list', { name: 'Заказы' }).getByRole('article');
const cardTotal = (card: Locator) => card.getByRole('definition').last();

// ---- checkout journeys ------------------------------------------------------------------------------------------

test('pickup in Dubai with SAVE10: reserve, the toast, the purchase history, an empty cart, the server agrees @responsive', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b] = [watches[0]!, watches[1]!];
  await addToCartViaApi(request, account, { watch_id: a.id });
  await addToCartViaApi(request, account, { watch_id: b.id, quantity: 2 });
  const subtotal = priceOf(a) + 2 * priceOf(b);
  const discount = Math.round(subtotal / 10);

  await openCheckout(page);
  await expectCartCount(page, 3);
  const fields = form(page);
  await expect(fields.summary.getByRole('listitem')).toHaveCount(2);
  await expect(fields.summary.getByRole('term').filter({ hasText: '3 товара' })).toBeVisible();
  await fillContact(page);
  await fields.pickupCity.selectOption({ label: 'Дубай' });
  await expect(fields.pickupCity).toHaveValue(String(dubai.id));

  const row = (term: string | RegExp) => fields.summary.locator('div').filter({ has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition');
  expect(await dollars(row('3 товара'))).toBe(Math.round(subtotal));
  await expect(row(/^Доставка$/)).toHaveText('Бесплатно');
  await expect(row(/^Скидка/)).toHaveCount(0);

  await applyPromo(page, 'save10');
  await expect(row('Скидка по промокоду SAVE10')).toBeVisible();
  // Issue 22 item 11 / part 2 §5: the same code again is an info toast, without asking the server.
  let promoChecks = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/orders/validate_promo/') promoChecks += 1;
  });
  await fields.promo.fill('SAVE10');
  await fields.applyPromo.click();
  await expect(toast(page, 'Этот промокод уже применён')).toBeVisible();
  expect(promoChecks).toBe(0);
  await expect.poll(() => dollars(row('Скидка по промокоду SAVE10'))).toBe(discount);
  await expect.poll(() => dollars(row(/^Итого$/))).toBe(Math.round(subtotal - discount));
  if (isMobile()) {
    // 375 px: the fixed bottom bar carries the total and the submit button.
    const bar = page.getByTestId('checkout-bottom-bar');
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect.poll(() => dollars(bar.locator('p'))).toBe(Math.round(subtotal - discount));
    await expect(fields.summary.getByRole('button', { name: 'Зарезервировать' })).toBeHidden();
  } else {
    await expect(page.getByTestId('checkout-bottom-bar')).toBeHidden();
  }

  await fields.agree.check();
  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders/create_from_cart/');
  await fields.submit.click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['idempotency-key']).toBeTruthy();
  const number = await numberOfToast(page);
  // Spec part 2 §4: exactly /purchase-history; issue 22 item 12: the thank-you panel above the list — the number,
  // what happens next, the Dubai boutique and its contacts.
  const thanks = await atHistoryWithThanks(page, number);
  await expect(page.getByRole('heading', { level: 1, name: 'История покупок' })).toBeVisible();
  await expectCartCount(page, 0);
  await expect(thanks.getByText(/Анна, мы зарезервировали для вас 3 изделия/)).toBeVisible();
  const next = thanks.getByRole('region', { name: 'Что дальше' });
  await expect(next.getByText(/Менеджер бутика позвонит вам по номеру \+7 999 123-45-67/)).toBeVisible();
  await expect(next.getByText(/удерживаются за вами три рабочих дня/)).toBeVisible();
  const boutique = thanks.getByRole('region', { name: 'Самовывоз из бутика' });
  await expect(boutique.getByText('Бутик в городе Дубай')).toBeVisible();
  await expect(boutique.getByText('Дубай, The Dubai Mall')).toBeVisible();
  await expect(boutique.getByRole('list', { name: 'Контакты бутика' }).getByRole('link').first()).toHaveAttribute('href', /^tel:\+\d+$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(isMobile() ? 375 : 1440);
  // The panel sits above the list of orders.
  const card = orderCard(page, number);
  await expect(card).toBeVisible();
  expect((await thanks.boundingBox())!.y).toBeLessThan((await card.boundingBox())!.y);
  // history.state survives a reload: the panel shows again (its order read from the API), the URL still bare.
  await page.reload();
  await atHistoryWithThanks(page, number);
  // Issue 22 item 18: a filter written to the URL keeps the panel, a reload of the filtered URL too.
  const status = page.getByRole('search').getByRole('combobox', { name: 'Статус' });
  await status.selectOption({ label: 'Ожидает подтверждения' });
  await expect(page).toHaveURL(`${base}/purchase-history?status=pending`);
  await expect(thanks).toBeVisible();
  await page.reload();
  await expect(thanks).toBeVisible();
  await status.selectOption({ label: 'Все статусы' });
  await expect(page).toHaveURL(`${base}/purchase-history`);
  // Closed, it is gone, and a reload does not bring it back.
  await thanks.getByRole('button', { name: 'Закрыть уведомление о заказе' }).click();
  await expect(thanks).toHaveCount(0);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(thanks).toHaveCount(0);
  await expect(orderCards(page)).toHaveCount(1);
  await expect(card.getByText('Самовывоз: Дубай')).toBeVisible();
  await expect(card.getByText('Ожидает подтверждения')).toBeVisible();
  expect(await dollars(cardTotal(card))).toBe(Math.round(subtotal - discount));

  const [order, ...others] = await serverOrders(request, account);
  expect(others).toEqual([]);
  expect(order!.order_number).toBe(number);
  expect(order!.status).toBe('pending');
  expect(order!.delivery_method).toBe('pickup');
  expect(order!.pickup_city?.id).toBe(dubai.id);
  expect(order!.promo_code).toBe('SAVE10');
  expect(Number(order!.subtotal)).toBe(subtotal);
  expect(Number(order!.discount)).toBe(discount);
  expect(Number(order!.delivery_cost)).toBe(0);
  expect(Number(order!.total_price)).toBe(subtotal - discount);
  const cart = await request.get(`${base}/api/cart/0/`, { headers: auth(account) });
  expect(((await cart.json()) as { items: unknown[] }).items).toEqual([]);
  // The draft went with the order: the checkout now shows the empty state.
  expect(await page.evaluate(() => sessionStorage.getItem('boutique:checkout-draft'))).toBeNull();
  expect(errors).toEqual([]);
});

test('delivery to France with FIX50, saving the address: fee 50, "Адрес сохранён", the address book has it', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const a = watches[2]!;
  await addToCartViaApi(request, account, { watch_id: a.id });
  const subtotal = priceOf(a);

  await openCheckout(page);
  const fields = form(page);
  const row = (term: string | RegExp) => fields.summary.locator('div').filter({ has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition');
  await fillContact(page);
  await fields.deliverySegment.click();
  await expect(fields.deliveryRadio).toBeChecked();
  await expect(fields.pickupCity).toHaveCount(0);
  await fields.country.selectOption({ label: france.name });
  await expect(fields.country).toHaveValue('FR');
  await fields.city.fill('Париж');
  await fields.postalCode.fill('75008');
  await fields.addressLine1.fill('12 rue du Faubourg Saint-Honoré');
  await fields.saveAddress.check();
  await expect.poll(() => dollars(row(/^Доставка$/))).toBe(50);

  await applyPromo(page, 'FIX50', { enter: true });
  await expect.poll(() => dollars(row('Скидка по промокоду FIX50'))).toBe(50);
  await expect.poll(() => dollars(row(/^Итого$/))).toBe(Math.round(subtotal - 50 + 50));

  await fields.agree.check();
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/addresses/');
  await fields.submit.click();
  expect((await saved).status()).toBe(201);
  await expect(toast(page, /^Адрес сохранён$/)).toBeVisible();
  const number = await numberOfToast(page);
  // The thank-you panel of a delivery shows the address the order goes to.
  const thanks = await atHistoryWithThanks(page, number);
  await expect(thanks.getByRole('region', { name: 'Доставка' }).getByText(/12 rue du Faubourg Saint-Honoré/)).toBeVisible();
  await expectCartCount(page, 0);

  const card = orderCard(page, number);
  await expect(card).toBeVisible();
  await expect(card.getByText(/12 rue du Faubourg Saint-Honoré/)).toBeVisible();
  expect(await dollars(cardTotal(card))).toBe(Math.round(subtotal));

  const [order] = await serverOrders(request, account);
  expect(order!.order_number).toBe(number);
  expect(order!.delivery_method).toBe('delivery');
  expect(order!.promo_code).toBe('FIX50');
  expect(Number(order!.discount)).toBe(50);
  expect(Number(order!.delivery_cost)).toBe(50);
  expect(Number(order!.total_price)).toBe(subtotal);

  const addresses = await request.get(`${base}/api/addresses/`, { headers: auth(account) });
  expect(addresses.status()).toBe(200);
  const { results } = (await addresses.json()) as { results: Record<string, unknown>[] };
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({
    country: 'FR',
    city: null,
    city_text: 'Париж',
    postal_code: '75008',
    address_line1: '12 rue du Faubourg Saint-Honoré',
    address_line2: null,
    state: null,
    comment: null,
  });
  expect(errors).toEqual([]);
});

test('an empty submit: the errors, "Заполните обязательные поля", the first name focused, no order', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  await addToCartViaApi(request, account, { watch_id: watches[0]!.id });

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
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  // A first order under another phone: the profile's own phone wins, the order fills the name and e-mail it lacks.
  await addToCartViaApi(request, account, { watch_id: watches[0]!.id });
  await orderViaApi(request, account, { delivery_method: 'pickup', pickup_city_id: dubai.id });
  await addToCartViaApi(request, account, { watch_id: watches[1]!.id });

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
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const a = watches[3]!;
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

test("the confirmation page /checkout/success/{number} shows one's own order; another customer's number is not found", async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const owner = await registeredAccount(request, base);
  await addToCartViaApi(request, owner, { watch_id: watches[3]!.id });
  const theirs = await orderViaApi(request, owner, { delivery_method: 'pickup', pickup_city_id: dubai.id });
  const account = await signedIn(context, request);
  await addToCartViaApi(request, account, { watch_id: watches[2]!.id });
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
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const [a, b] = [watches[0]!, watches[1]!];
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

// ---- empty and signed out ---------------------------------------------------------------------------------------

test('signed out, /checkout asks to sign in first; an empty cart shows the empty state with a link to /catalog', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  // Signed out (no token pair yet): the route's gate sends the visitor to sign in, back here after.
  await page.goto(`${base}/checkout`);
  await expect(page).toHaveURL(`${base}/login?next=%2Fcheckout`);
  await page.goto(`${base}/purchase-history`);
  await expect(page).toHaveURL(`${base}/login?next=%2Fpurchase-history`);

  // Signed in with nothing in the cart.
  await signedIn(context, request);
  await page.goto(`${base}/checkout`);
  await expect(page.getByText('Оформлять пока нечего')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  await expect(form(page).firstName).toHaveCount(0);
  await expect(form(page).submit).toHaveCount(0);
  expect(errors).toEqual([]);
});
