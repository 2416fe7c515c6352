import { expect, type APIRequestContext } from '@playwright/test';
import { collectErrors, isMobile, test } from '../support/e2e.ts';
import { applyPromo, cardTotal, checkoutCalls, dollars, fillContact, form, numberOfToast, orderCard, orderCards, priceOf, seededCheckout, toast, type Product } from '../support/e2eCheckout.ts';
import { auth, expectCartCount } from '../support/e2eShop.ts';

/**
 * Issue 13 "Done means": checkout tried as a new shopper would, in Debian's Chromium against the production build and
 * the real server, at 1440 px (desktop); the first order (the bottom bar, a page that must fit) at 375 px with touch
 * (mobile) too. The form's errors, prefill and draft are in checkout-form.spec.ts; the confirmation page and the
 * purchase history in purchase-history.spec.ts; their helpers in support/e2eCheckout.ts.
 *
 * Like the shop journeys, the tests use the worker's development server (tests/support/e2e.ts `devServer`: fresh
 * seeded database, the SMS outbox); each registers and signs in a fresh account; carts are filled through the API.
 *
 * Part 2 §2 "Checkout screen", §4 "Checkout", §5 "Checkout", §8 (toasts, verbatim), §9 (delivery fee, promo, totals).
 * The manager CLI is not run here: it opens the same embedded database as the server, one process at a time (its
 * own server test covers it).
 */
let base = '';
let dubai: { id: number; name: string };
let france: { code: string; name: string };

test.beforeAll(async ({ request, devServer }) => {
  ({ base, dubai, france } = await seededCheckout(request, devServer.base));
});

/** Priced seeded watches whose names no other piece shares and that are still free (support/e2eCheckout.ts). */
const freeWatches = async (request: APIRequestContext): Promise<Product[]> => (await seededCheckout(request, base)).watches;
/** A priced bag with at least `count` pieces still free. */
async function freeBag(request: APIRequestContext, count: number): Promise<Product> {
  const answer = await request.get(`${base}/api/bags/?page_size=100`);
  expect(answer.ok()).toBe(true);
  const bags = ((await answer.json()) as { results: (Product & { available_quantity: number })[] }).results;
  const bag = bags.find((candidate) => !candidate.price_on_request && priceOf(candidate) > 0 && candidate.available_quantity >= count);
  if (!bag) throw new Error(`no seeded bag with ${count} pieces free`);
  return bag;
}

const { signedIn, addToCartViaApi, serverOrders, openCheckout, atHistoryWithThanks } = checkoutCalls(() => ({ base }));

// ---- checkout journeys ------------------------------------------------------------------------------------------

test('pickup in Dubai with SAVE10: reserve, the toast, the purchase history, an empty cart, the server agrees @responsive', async ({ page, context, request }) => {
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  // Issue 26: two of one piece is a bag the boutique has several of (a watch is one piece).
  const [a, b] = [pieces[0]!, await freeBag(request, 2)];
  await addToCartViaApi(request, account, { watch_id: a.id });
  await addToCartViaApi(request, account, { bag_id: b.id, quantity: 2 });
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
  await expect(next.getByText(/ждут подтверждения 48 часов/)).toBeVisible();
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
  // Issue 26: pieces still free now (a watch is one piece; earlier journeys' orders hold theirs).
  const pieces = await freeWatches(request);
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  const a = pieces[2]!;
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
