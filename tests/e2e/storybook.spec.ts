import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/e2e.ts';
import { startE2eServer, type E2eServer } from '../support/e2eServer.ts';

/**
 * Issue 29 "Published" and "In Storybook": the production server with SERVE_STORYBOOK=true serves the real
 * Storybook build at /storybook/; its Machines › Checkout page draws the checkout machine, and a click on a state
 * lands on the view story that renders it. `npm test` builds Storybook beside the shop (scripts/test.mjs).
 */
test.describe.configure({ mode: 'serial' });

const STORYBOOK = resolve('storybook-static');
let server: E2eServer | undefined;

test.beforeAll(async () => {
  if (!existsSync(resolve(STORYBOOK, 'index.json'))) {
    throw new Error(`${STORYBOOK} has no Storybook build: run \`npm run build-storybook\` before the browser tests (\`npm test\` does).`);
  }
  server = await startE2eServer('storybook', { SERVE_STORYBOOK: 'true', STORYBOOK_DIR: STORYBOOK });
});

test.afterAll(() => server?.stop());

test('the checkout machine page: a click on a state opens the story that renders it @desktop', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${server?.base}/storybook/?path=/story/machines--checkout`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  const chart = preview.getByRole('group', { name: 'Statechart of the checkout machine' });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('heading', { name: 'Machine checkout' })).toBeVisible();

  // The state `order.editing`: its box is a link named by its path ("state order.editing", then its description).
  await chart.getByRole('link', { name: /^state order\.editing\b/ }).click();
  await expect(page).toHaveURL(/\/storybook\/\?path=\/story\/views-checkoutpage--order-editing$/);
  // The story itself renders: the checkout form in `order.editing`, its fields refused.
  await expect(preview.getByText('Укажите имя')).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
