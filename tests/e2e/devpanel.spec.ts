import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e.ts';
import { freePort } from '../support/nodes.ts';

/**
 * Issue 29 "live, in development": under `npm run dev` (scripts/dev.mjs, run here as is: the API in watch mode and
 * Vite's development server, on ports of this file's own and a fresh embedded database) the dev panel draws the
 * catalogue actor's statechart with its current state highlighted, and the highlight follows the actor when a
 * filter is applied; its log steps back to earlier states.
 */
test.describe.configure({ mode: 'serial' });

let dev: ChildProcess | undefined;
let base = '';
let output = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const [apiPort, clientPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${clientPort}`;
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT: String(clientPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'boutique-e2e-npm-run-dev-')),
      SEED_WATCHES: '48',
      LOG_LEVEL: 'warn',
    },
    // Its own process group: tsx watch and Vite are its grandchildren, and all of them stop with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  const deadline = Date.now() + 200_000;
  // Ready when Vite answers and its proxy reaches the API (the API seeds its database first).
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`npm run dev did not start; it printed:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

/** The chart ids of the states the chart highlights. */
const highlighted = (chart: Locator) => chart.locator('[data-current]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state')));

async function openCatalogueChart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Акторы · \d+/ }).click();
  await page.getByRole('button', { name: 'Схема актора catalogue' }).click();
  const panel = page.getByRole('region', { name: 'Схема актора catalogue' });
  await expect(panel.getByRole('group', { name: 'Statechart of the catalogue machine' })).toBeVisible({ timeout: 30_000 });
  return panel;
}

test('the dev panel draws the catalogue actor live: a filter applied moves the highlighted state, the log steps back @desktop', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // Vite's development server transforms every module on the first visit: slow on a busy 2-core machine.
  await page.goto(`${base}/catalog`);
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible({ timeout: 90_000 });

  const panel = await openCatalogueChart(page);
  const chart = panel.getByRole('group', { name: 'Statechart of the catalogue machine' });
  await expect.poll(() => highlighted(chart)).toEqual(expect.arrayContaining(['results.list', 'editor.idle']));
  await expect(panel.getByText('В реальном времени')).toBeVisible();

  // A filter no watch passes: the catalogue loads again and ends empty, and the chart follows it live.
  await page.getByRole('button', { name: '← Все акторы' }).click();
  await page.getByRole('button', { name: /^Акторы · \d+/ }).click();
  await page.getByRole('spinbutton', { name: 'Цена от, $' }).fill('999999999');
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
  const again = await openCatalogueChart(page);
  const liveChart = again.getByRole('group', { name: 'Statechart of the catalogue machine' });
  await expect.poll(() => highlighted(liveChart)).toEqual(expect.arrayContaining(['results.empty']));
  expect(await highlighted(liveChart)).not.toContain('results.list');
  await expect(again.getByRole('button', { name: /filter\.change/ }).first()).toBeVisible();

  // Stepping back: the step of the filter change shows the editor waiting out its pause, then «Сейчас» returns.
  await again.getByRole('button', { name: /filter\.change/ }).first().click();
  await expect(again.getByText(/^Шаг \d+: прошлое состояние$/)).toBeVisible();
  await expect.poll(() => highlighted(liveChart)).toEqual(expect.arrayContaining(['editor.debouncing', 'results.list']));
  await again.getByRole('button', { name: 'Сейчас' }).click();
  await expect.poll(() => highlighted(liveChart)).toEqual(expect.arrayContaining(['results.empty']));
  expect(errors).toEqual([]);
});
