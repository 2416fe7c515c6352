import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build served by the real
 * server (compiled: dist-api/main.js) on a free port with a fresh embedded database. `npm run test:e2e` builds first.
 *
 * Which width runs a test — one rule, by tag in the test's title:
 * - untagged: desktop (1440 px) only. Most journeys test logic that does not depend on the width.
 * - `@responsive`: both desktop and mobile (375 px, touch). For every test whose assertions differ by width or are
 *   about the layout: the route sweep, skeletons and the fold, the menu drawer, the filters (sidebar vs drawer),
 *   the grid, the comparison table's sideways scroll, checkout's bottom bar, pages that must fit 375 px. A test
 *   that branches on `isMobile()` must be tagged `@responsive` (or `@mobile`), or its mobile branch never runs.
 * - `@mobile`: mobile only (touch swipe, the phone header, the filter drawer's own behaviour, the profile menu
 *   under 900 px).
 * - `@desktop`: desktop only, said explicitly where a test would be wrong at 375 px (the desktop sidebar, the
 *   skip link); the same as untagged.
 *
 * Run one spec: `npx playwright test tests/e2e/shop.spec.ts`; one test: add `-g "its title"`; one width:
 * `--project=mobile`; one tag: `--grep @responsive`.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's browser with \`apt-get install -y chromium\` (never \`playwright install\`).`);
}
// Chosen once in the runner and inherited by its workers (the config is evaluated in each of them).
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'boutique-e2e-'));
// A production server refuses to start without JWT_SECRET (server/config.ts); chosen once in the runner like the port.
process.env.E2E_JWT_SECRET ??= randomBytes(32).toString('hex');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // The development servers the journeys share, one per worker slot (tests/support/e2eGlobalSetup.ts).
  globalSetup: './tests/support/e2eGlobalSetup.ts',
  // A 2-core machine runs two browsers, the shared server and some specs' own servers at once: the longest
  // journeys (two browsers, several argon2id checks) took up to ~30 s there under load.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // The tag rule above: desktop runs everything but @mobile; mobile runs @responsive and @mobile only.
    { name: 'desktop', grepInvert: /@mobile\b/, use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      grep: /@(responsive|mobile)\b/,
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: {
    command: 'node dist-api/main.js',
    url: `http://127.0.0.1:${port}/api/health/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: process.env.E2E_JWT_SECRET },
  },
});
