import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { expect } from '@playwright/test';
import { isMobile, test } from '../support/e2e.ts';
import { DEV_SERVER_ENV, E2E_PASSWORD, registeredAccount, startE2eServer, type E2eAccount, type E2eServer } from '../support/e2eServer.ts';

/**
 * Issue 27 "Done means": with the shop running on the default embedded database, a manager signs in, sees a new
 * reservation within seconds, confirms it from the back office, imports a CSV of 20 new pieces (through
 * `npm run manager`, which sends it to the running shop's staff API) and sees them in the catalogue and search,
 * and reads who did what in the audit log — at 1440 and 375 px. The shop runs as `npm start` runs it (the compiled
 * server on its own embedded database); the CLI is the real one, started as `npm run manager` starts it.
 */
const run = promisify(execFile);
let server: E2eServer;

test.beforeAll(async () => {
  server = await startE2eServer('back-office', DEV_SERVER_ENV);
});
test.afterAll(() => server?.stop());

/** `npm run manager -- …` against this test's shop: the same DATA_DIR and PORT, no DATABASE_URL (embedded). */
async function manager(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/manager/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir ?? '', PORT: String(server.port), DATABASE_URL: '' },
  });
  return stdout;
}

const auth = (account: E2eAccount) => ({ Authorization: `Bearer ${account.access}` });

test('a manager signs in, confirms a new reservation, imports 20 pieces and reads the audit log @responsive', async ({ page, request }) => {
  test.setTimeout(180_000);
  const base = server.base;
  const staff = await registeredAccount(request, base);
  // The shop is open: the command line reaches it through its staff API (the local key), not the database.
  expect(await manager('staff', 'add', staff.phone, '--role', 'manager')).toContain(': manager');

  // A guest is sent to sign in first, then lands in the back office.
  await page.goto(`${base}/manage`);
  await expect(page).toHaveURL(`${base}/login?next=%2Fmanage`);
  await page.getByRole('button', { name: 'По номеру и паролю' }).click();
  await page.getByLabel(/Номер телефона/).fill(staff.phone);
  await page.getByLabel(/^Пароль/).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(`${base}/manage`);
  await expect(page.getByRole('heading', { name: 'Заказы' })).toBeVisible();

  // A shopper reserves a watch while the queue is open: it appears within seconds (the queue refreshes itself).
  const shopper = await registeredAccount(request, base);
  const watches = (await (await request.get(`${base}/api/watches/?page_size=100`)).json()) as { results: { id: number; availability: string; price_on_request: boolean }[] };
  const watch = watches.results.find((one) => one.availability === 'available' && !one.price_on_request);
  if (!watch) throw new Error('no watch free to reserve');
  expect((await request.post(`${base}/api/cart/`, { headers: auth(shopper), data: { watch_id: watch.id } })).status()).toBe(201);
  const cities = (await (await request.get(`${base}/api/cities/?page_size=1000`, { headers: { 'Accept-Language': 'ru' } })).json()) as { results: { id: number; name: string }[] };
  const dubai = cities.results.find((city) => city.name === 'Дубай');
  const placed = await request.post(`${base}/api/orders/create_from_cart/`, {
    headers: auth(shopper),
    data: { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: dubai?.id, first_name: 'Ирина', last_name: 'Волкова', phone: '+7 985 222-33-44', email: 'irina@example.ru', consent: true },
  });
  expect(placed.status()).toBe(201);
  const { id, order_number: number } = (await placed.json()) as { id: number; order_number: string };
  const row = page.getByRole('listitem', { name: `Заказ №${number}` });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Ирина Волкова');
  await expect(row).toContainText(/Бронь/);

  // One tap confirms; the shopper's own order says so.
  await row.getByRole('button', { name: `Подтвердить заказ №${number}` }).click();
  await expect(row).toContainText('Подтверждён');
  await expect.poll(async () => ((await (await request.get(`${base}/api/orders/${id}/`, { headers: auth(shopper) })).json()) as { status: string }).status).toBe('confirmed');

  // The order's page: the customer, the piece and the history of its status changes.
  await row.getByRole('link', { name: `№${number}` }).click();
  await expect(page).toHaveURL(`${base}/manage/orders/${id}`);
  await expect(page.getByText('Ирина Волкова').first()).toBeVisible();

  // The catalogue import through the command line, while the shop runs: 20 new pieces, in the catalogue and search.
  expect(await manager('catalogue', 'import', 'docs/catalogue-example.csv')).toMatch(/^20 row\(s\): 20 created, 0 updated, 0 unchanged/m);
  const rows = parse(readFileSync('docs/catalogue-example.csv'), { columns: true }) as { kind: string; model: string; brand: string }[];
  const imported = rows.find((one) => one.kind === 'watch');
  if (!imported) throw new Error('the example has no watch');
  await page.goto(`${base}/catalog?search=${encodeURIComponent(imported.model)}`);
  await expect(page.getByRole('link', { name: new RegExp(imported.model) }).first()).toBeVisible();

  // The audit log: who did what, through what.
  await page.goto(`${base}/manage/audit`);
  const log = page.getByRole('main');
  await expect(log.getByText(`№${number}`).first()).toBeVisible();
  await expect(log.getByText(/Командная строка|командная строка/).first()).toBeVisible();
  if (isMobile()) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
