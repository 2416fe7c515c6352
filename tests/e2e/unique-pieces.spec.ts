import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';
import { collectErrors, hydrated, signedInAccount, test } from '../support/e2e.ts';
import { fillContact, form, nameOf, priceOf, seededCheckout, toast, type Product } from '../support/e2eCheckout.ts';
import { DEV_SERVER_ENV, registeredAccount, startE2eServer, type E2eAccount } from '../support/e2eServer.ts';
import { auth } from '../support/e2eShop.ts';

/**
 * Issue 26 "Unique pieces" in the browser, as two shoppers and a manager would meet it: a piece reserved by
 * someone else while it was open on the page says so when added (the server's words and the badge); a cart line
 * taken meanwhile is marked at checkout, removed, and the rest goes through; a piece delivered through
 * `npm run manager` is in `/sales-history` and its own page says «Продано». The shoppers' journeys run on the
 * worker's development server; the manager's needs a database the CLI can open beside the running server, so it
 * runs on PostgreSQL (the embedded one admits one process).
 */
const run = promisify(execFile);
let base = '';
let dubai: { id: number; name: string };

test.beforeAll(async ({ request, devServer }) => {
  ({ base, dubai } = await seededCheckout(request, devServer.base));
});

/** Another shopper takes the piece: cart, then an order (a pending hold). */
async function reserveAsSomeoneElse(request: APIRequestContext, at: string, watch: Product): Promise<{ order_number: string }> {
  const other = await registeredAccount(request, at);
  expect((await request.post(`${at}/api/cart/`, { headers: auth(other), data: { watch_id: watch.id } })).status()).toBe(201);
  const city = dubai.id;
  const placed = await request.post(`${at}/api/orders/create_from_cart/`, {
    headers: auth(other),
    data: { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: city, first_name: 'Олег', last_name: 'Иванов', phone: '+7 916 200-30-40', email: 'oleg@example.com' },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { order_number: string };
}

test('a piece reserved by another shopper while its page was open: "Этот экземпляр уже зарезервирован" and the badge @responsive', async ({ page, context, request }) => {
  const errors = collectErrors(page);
  const [watch] = (await seededCheckout(request, base)).watches;
  if (!watch) throw new Error('no free watch');
  await signedInAccount(context, request, base);
  await page.goto(`${base}/product/${watch.id}`);
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: 'Добавить в корзину', exact: true });
  await hydrated(add);
  await reserveAsSomeoneElse(request, base, watch);
  await add.click();
  await expect(toast(page, 'Этот экземпляр уже зарезервирован')).toBeVisible();
  await expect(main.getByText('Зарезервирован', { exact: true }).first()).toBeVisible();
  await expect(add).toHaveCount(0);
  // The server renders it so too, and in English.
  await page.goto(`${base}/product/${watch.id}?lang=en`);
  await expect(page.getByRole('main').getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
  expect(errors.filter((text) => !/status of 409/.test(text))).toEqual([]);
});

test('checkout with a line taken meanwhile: it is marked, removed, and the rest is reserved', async ({ page, context, request }) => {
  const [kept, taken] = (await seededCheckout(request, base)).watches;
  if (!kept || !taken) throw new Error('two free watches expected');
  const account: E2eAccount = await signedInAccount(context, request, base);
  for (const watch of [kept, taken]) expect((await request.post(`${base}/api/cart/`, { headers: auth(account), data: { watch_id: watch.id } })).status()).toBe(201);
  await page.goto(`${base}/checkout`);
  const fields = form(page);
  await expect(fields.summary.getByRole('listitem')).toHaveCount(2);
  await fillContact(page);
  await fields.pickupCity.selectOption({ label: dubai.name });
  await fields.agree.check();
  await reserveAsSomeoneElse(request, base, taken);
  await fields.submit.click();
  await expect(fields.summary.getByRole('alert')).toContainText('Некоторые экземпляры уже недоступны');
  await expect(fields.summary.getByText('Этот экземпляр уже зарезервирован')).toBeVisible();
  await expect(fields.submit).toBeDisabled();
  // What was typed stays.
  await expect(fields.firstName).toHaveValue('Анна');
  await fields.summary.getByRole('button', { name: `Убрать из заказа ${nameOf(taken)}` }).click();
  await expect(fields.summary.getByRole('listitem')).toHaveCount(1);
  await expect(fields.submit).toBeEnabled();
  await fields.submit.click();
  await expect(page).toHaveURL(`${base}/purchase-history`);
  const orders = (await (await request.get(`${base}/api/orders/`, { headers: auth(account) })).json()) as { results: { total_price: string; items: { watch?: { id: number } }[] }[] };
  expect(orders.results).toHaveLength(1);
  expect(orders.results[0]?.items.map((item) => item.watch?.id)).toEqual([kept.id]);
  expect(Number(orders.results[0]?.total_price)).toBe(priceOf(kept));
});

test('a piece delivered through `npm run manager` is in /sales-history, and its page says «Продано»', async ({ page, request }) => {
  test.setTimeout(240_000);
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `e2e_sold_${randomBytes(5).toString('hex')}`;
  const env = { ...DEV_SERVER_ENV, DATABASE_URL: url, DATABASE_SCHEMA: schema };
  const admin = await openDatabase({ url, poolSize: 1 }).catch((error: unknown) => {
    throw new Error(`this journey needs PostgreSQL (the manager CLI beside a running server) and could not reach ${url}: start it or set TEST_DATABASE_URL`, { cause: error });
  });
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(admin.db);
  const server = await startE2eServer('sold', env);
  try {
    const { watches, dubai: city } = await seededCheckout(request, server.base);
    const watch = watches[0]!;
    dubai = city;
    const { order_number } = await reserveAsSomeoneElse(request, server.base, watch);
    for (const move of ['confirm', 'ship', 'deliver']) {
      await run(process.execPath, ['--import', 'tsx', 'server/manager/cli.ts', 'order', order_number, move], { env: { ...process.env, ...env } });
    }
    await page.goto(`${server.base}/sales-history`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    // Server-rendered, newest sale first, never a price; "find a similar piece" fills the order request.
    await expect(main.getByRole('article').first()).toHaveAttribute('aria-label', nameOf(watch));
    await expect(main).not.toContainText('$');
    await main.getByRole('button', { name: `Найти похожие: ${nameOf(watch)}` }).click();
    await expect(main.getByRole('textbox', { name: /Модель или референс/ })).toHaveValue(new RegExp(`^${nameOf(watch).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(main.getByRole('textbox', { name: /Модель или референс/ })).toBeFocused();
    await page.goto(`${server.base}/product/${watch.id}`);
    await expect(page.getByRole('main').getByText('Продано', { exact: true }).first()).toBeVisible();
    // Gone from the catalogue's answers, kept in the sitemap's links and at its address.
    const listed = (await (await request.get(`${server.base}/api/watches/?page_size=100`)).json()) as { results: { id: number }[] };
    expect(listed.results.map((piece) => piece.id)).not.toContain(watch.id);
  } finally {
    server.stop();
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(admin.db);
    await admin.close();
  }
});
