import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signedInAccount } from './e2e.ts';
import type { E2eAccount } from './e2eServer.ts';
import { auth } from './e2eShop.ts';

/**
 * What the checkout journeys share (tests/e2e/checkout.spec.ts, checkout-form.spec.ts, purchase-history.spec.ts):
 * priced watches, Dubai and France from the worker's seeded database, orders made through the API, and the checkout
 * form and the purchase history by their accessible names (part 2 §2, §4, §5, §8 toasts verbatim).
 */
export type Product = { id: number; model_name: string; brand: { name: string }; price_usd: string | null; price_on_request: boolean; availability?: string };

export const nameOf = (product: Product) => `${product.brand.name} ${product.model_name}`;
export const priceOf = (product: Product) => Number(product.price_usd);

/** Priced seeded watches whose names no other piece shares, the Dubai pickup city and France. */
export async function seededCheckout(request: APIRequestContext, base: string) {
  const ru = { 'Accept-Language': 'ru' };

  const answer = await request.get(`${base}/api/watches/?page_size=100`, { headers: ru });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Product[] };
  const names = new Map<string, number>();
  for (const watch of results) names.set(nameOf(watch), (names.get(nameOf(watch)) ?? 0) + 1);
  // Issue 26: a watch is one piece, and the worker's earlier journeys may hold some in their orders.
  const watches = results.filter((watch) => names.get(nameOf(watch)) === 1 && !watch.price_on_request && priceOf(watch) > 0 && watch.availability === 'available');
  expect(watches.length).toBeGreaterThanOrEqual(4);

  const cities = await request.get(`${base}/api/cities/?page_size=1000`, { headers: ru });
  expect(cities.ok()).toBe(true);
  const city = ((await cities.json()) as { results: { id: number; name: string }[] }).results.find((candidate) => candidate.name === 'Дубай');
  if (!city) throw new Error('the seeded cities have no Дубай');

  const countries = await request.get(`${base}/api/countries/?page_size=1000`, { headers: ru });
  expect(countries.ok()).toBe(true);
  const country = ((await countries.json()) as { results: { code: string; name: string }[] }).results.find((candidate) => candidate.code === 'FR');
  if (!country) throw new Error('the seeded countries have no FR');
  expect(country.name).toBe('Франция');
  return { base, watches, dubai: city, france: country };
}

export type ServerOrder = {
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

/** The calls that need the worker's server (read when called: it is set in beforeAll). */
export function checkoutCalls(current: () => { base: string }) {
  const signedIn = (context: BrowserContext, request: APIRequestContext): Promise<E2eAccount> => signedInAccount(context, request, current().base);

  async function addToCartViaApi(request: APIRequestContext, account: E2eAccount, data: Record<string, number>) {
    expect((await request.post(`${current().base}/api/cart/`, { headers: auth(account), data })).status()).toBe(201);
  }

  async function serverOrders(request: APIRequestContext, account: E2eAccount): Promise<ServerOrder[]> {
    const answer = await request.get(`${current().base}/api/orders/?page_size=100`, { headers: auth(account) });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { results: ServerOrder[] }).results;
  }

  /** An order made through the API (part 2 §7 "Create order"), from whatever the cart holds. */
  async function orderViaApi(request: APIRequestContext, account: E2eAccount, body: Record<string, unknown>): Promise<ServerOrder> {
    const answer = await request.post(`${current().base}/api/orders/create_from_cart/`, {
      headers: auth(account),
      data: { mode: 'reserve', first_name: 'Анна', last_name: 'Смирнова', phone: '+7 999 123-45-67', email: 'anna@example.com', consent: true, ...body },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()) as ServerOrder;
  }

  async function openCheckout(page: Page) {
    await page.goto(`${current().base}/checkout`);
    await expect(form(page).firstName).toBeVisible();
    await expect(form(page).pickupCity.locator('option', { hasText: 'Дубай' })).toHaveCount(1);
  }

  /**
   * Spec part 2 §4: after «Зарезервировать» the user goes to exactly /purchase-history (no query); the order's number
   * rides in history.state, and the purchase history shows its thank-you panel (issue 22 item 12).
   */
  async function atHistoryWithThanks(page: Page, number: string) {
    await expect(page).toHaveURL(`${current().base}/purchase-history`);
    expect(page.url()).toBe(`${current().base}/purchase-history`);
    const panel = thanksPanel(page, number);
    await expect(panel.getByRole('heading', { level: 2, name: `Заказ №${number} оформлен` })).toBeVisible();
    return panel;
  }
  return { signedIn, addToCartViaApi, serverOrders, orderViaApi, openCheckout, atHistoryWithThanks };
}

/** The notification with this text (a success is a status, an error an alert). */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: 'Уведомления' })
    .locator('[role="alert"], [role="status"]')
    .filter({ hasText: text });

export const digits = (text: string) => text.replace(/\D/g, '');

/** The whole-dollar figure a money text shows ("172 400 $" → 172400). */
export const dollars = async (locator: Locator): Promise<number> => Number((await locator.textContent())?.replace(/\D/g, ''));

/** The form's fields, by the labels CheckoutPage draws (required ones carry "(обязательное поле)"). */
export const form = (page: Page) => {
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

export async function fillContact(page: Page) {
  const fields = form(page);
  await fields.firstName.fill('Анна');
  await fields.lastName.fill('Смирнова');
  await fields.phone.fill('+7 999 123-45-67');
  await fields.email.fill('anna@example.com');
}

/** Applies a code with the button, or with Enter in the field (part 2 §5 "Promo"). */
export async function applyPromo(page: Page, code: string, { enter = false } = {}) {
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
export const numberOfToast = async (page: Page): Promise<string> => {
  const created = toast(page, /^Заказ №\S+ создан\. Менеджер свяжется с вами для подтверждения\.$/);
  await expect(created).toBeVisible();
  return /№(\S+) создан/.exec((await created.textContent()) ?? '')![1]!;
};

/** Issue 22 item 12: the thank-you panel above the purchase history's list, for the order just placed. */
export const thanksPanel = (page: Page, number: string) => page.getByRole('main').getByRole('region', { name: `Заказ №${number} оформлен`, exact: true });

export const orderCard = (page: Page, number: string) => page.getByRole('article', { name: `Заказ №${number}`, exact: true });
export const orderCards = (page: Page) => page.getByRole('list', { name: 'Заказы' }).getByRole('article');
export const cardTotal = (card: Locator) => card.getByRole('definition').last();
