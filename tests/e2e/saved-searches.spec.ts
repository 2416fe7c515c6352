import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { isMobile, reloadedAfter, signedInAccount, test } from '../support/e2e.ts';
import { DEV_SERVER_ENV, E2E_PASSWORD, registeredAccount, startE2eServer, type E2eServer } from '../support/e2eServer.ts';

/**
 * Issue 28 "Tests that must exist", the browser's half: a shopper saves a search on /catalog, a manager imports a
 * matching piece through `npm run manager -- catalogue import` while the shop runs, and the shopper sees the bell's
 * count and the notice, in Russian and in English, and opens the piece — at 1440 and 375 px. The shop runs as
 * `npm start` runs it (the compiled server on its own embedded database, the matcher polling every half second).
 */
const run = promisify(execFile);
let server: E2eServer;

test.beforeAll(async () => {
  server = await startE2eServer('saved-searches', { ...DEV_SERVER_ENV, ALERTS_EVERY_MS: '500' });
});
test.afterAll(() => server?.stop());

/** `npm run manager -- …` against this test's shop: the same DATA_DIR and PORT, no DATABASE_URL (embedded). */
async function manager(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/manager/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir ?? '', PORT: String(server.port), DATABASE_URL: '' },
  });
  return stdout;
}

/**
 * A CSV of two new pieces taken from the documented example: a Rolex (matches the saved search) and a Tudor (does
 * not), each with its own article number and model, so every run (and each width) imports pieces of its own.
 */
function importFile(tag: string): { file: string; rolexModel: string } {
  const [header = '', ...rows] = readFileSync('docs/catalogue-example.csv', 'utf8').trim().split('\n');
  const pick = (brand: string) => {
    const row = rows.find((line) => line.split(',')[2] === brand);
    if (!row) throw new Error(`the example has no ${brand}`);
    const cells = row.split(',');
    cells[1] = `E2E-${tag}-${brand}`;
    cells[3] = `${cells[3]} ${tag}`;
    cells[4] = `${cells[4]}-${tag}`;
    return { line: cells.join(','), model: cells[3] };
  };
  const rolex = pick('Rolex');
  const tudor = pick('Tudor');
  const file = join(mkdtempSync(join(tmpdir(), 'boutique-alerts-')), 'arrivals.csv');
  writeFileSync(file, [header, rolex.line, tudor.line].join('\n') + '\n');
  return { file, rolexModel: rolex.model };
}

const bell = (page: Page, english = false) => page.getByRole('banner').getByRole('button', { name: english ? /^Notifications( \d+\+?)?$/ : /^Уведомления( \d+\+?)?$/ });

test('save a search, a matching piece is imported, the bell counts it and the notice opens the piece (ru, en) @responsive', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const base = server.base;
  await signedInAccount(context, request, base);

  // The catalogue filtered to Rolex: «Сохранить поиск» stores it under a name taken from the filter.
  await page.goto(`${base}/catalog?brand=Rolex`);
  await page.getByRole('button', { name: 'Сохранить поиск' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Название')).toHaveValue(/Rolex/);
  await dialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(dialog.getByText(/Сохранили как «.*Rolex.*»/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Продолжить просмотр' }).click();
  await expect(bell(page)).toHaveAccessibleName('Уведомления');

  // A manager imports a Rolex and a Tudor while the shop runs.
  const { file, rolexModel } = importFile(`${Date.now().toString(36)}${isMobile() ? 'm' : 'd'}`);
  expect(await manager('catalogue', 'import', file)).toMatch(/^2 row\(s\): 2 created/m);

  // The bell counts one notice — the Rolex, not the Tudor — once the window has the focus again (as the cart).
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(bell(page)).toHaveAccessibleName('Уведомления 1', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The notice in English first (it stays unread), then in Russian; it names the search and links to the piece.
  await page.goto(`${base}/profile/notifications?lang=en`);
  const noticesEn = page.getByRole('list', { name: 'Notifications' });
  await expect(noticesEn.getByText(/New arrival for your search “Rolex/)).toBeVisible();
  await expect(noticesEn.getByRole('link', { name: new RegExp(rolexModel) })).toBeVisible();
  await expect(bell(page, true)).toHaveAccessibleName('Notifications 1');

  await page.goto(`${base}/profile/notifications?lang=ru`);
  const notices = page.getByRole('list', { name: 'Уведомления' });
  await expect(notices.getByRole('listitem')).toHaveCount(1);
  await expect(notices.getByText(/Новое поступление по вашему поиску «Rolex/)).toBeVisible();
  await notices.getByRole('link', { name: new RegExp(rolexModel) }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(rolexModel);
  // Opening it read it: the bell is quiet again.
  await expect(bell(page)).toHaveAccessibleName('Уведомления');

  // The saved search lists it, and opens the same catalogue again.
  await page.goto(`${base}/profile/searches`);
  await page.getByRole('link', { name: /Rolex/ }).first().click();
  await expect(page).toHaveURL(`${base}/catalog?brand=Rolex`);
  if (isMobile()) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a guest pressing «Сохранить поиск» signs in in the modal and comes back to the same search, the dialog open', async ({ page, request }) => {
  const base = server.base;
  const { phone } = await registeredAccount(request, base);
  await page.goto(`${base}/catalog?brand=Rolex&max_price=20000`);
  await page.getByRole('button', { name: 'Сохранить поиск' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Войдите, чтобы сохранить поиск')).toBeVisible();
  await dialog.getByRole('button', { name: 'По номеру и паролю' }).click();
  await dialog.getByLabel(/Номер телефона/).fill(phone);
  await dialog.getByLabel(/^Пароль/).fill(E2E_PASSWORD);
  await reloadedAfter(page, () => dialog.getByRole('button', { name: 'Войти', exact: true }).click());

  // The same page and query, the save dialog open again with the name taken from the filters.
  expect(new URL(page.url()).search).toBe('?brand=Rolex&max_price=20000');
  await expect(page.getByRole('dialog').getByLabel('Название')).toHaveValue(/Rolex/);
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByRole('dialog').getByText(/Сохранили как/)).toBeVisible();
});
