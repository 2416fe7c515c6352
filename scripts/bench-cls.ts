/**
 * `npm run bench:cls`: Cumulative Layout Shift of each route at 1440 and 375 px, measured in Debian's Chromium
 * with a PerformanceObserver('layout-shift') from the first paint until the page has settled (issue 10 item 8:
 * CLS ≤ 0.02 on every route). CLS is the largest session window of shifts (at most 1 s apart, 5 s long), the way
 * Lighthouse and the Web Vitals library count it; shifts right after input do not count.
 *
 * Builds the SPA into a scratch folder and serves it with the real server on a free port and a fresh database,
 * unless `-- --url http://127.0.0.1:8080` points at a running shop. Prints figures; asserts nothing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';

const root = new URL('../', import.meta.url).pathname;
const urlFlag = process.argv.indexOf('--url');
const given = urlFlag >= 0 ? process.argv[urlFlag + 1] : undefined;
const ROUTES = ['/', '/catalog', '/jewelry', '/bags', '/sale', '/product/1', '/jewelry/1', '/bag/1', '/contacts', '/no-such-page'];
const WIDTHS = [1440, 375] as const;
/** How long a page is watched after load: the catalogue, the home sections and the carousel have arrived by then. */
const SETTLE_MS = 4000;

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 120 s');
}

/** Installed before any script of the page: collects every layout shift with its time and input flag. */
const OBSERVE = () => {
  const shifts: { value: number; time: number; input: boolean }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean }[]) {
      shifts.push({ value: entry.value, time: entry.startTime, input: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** The largest session window: shifts at most 1 s apart, a window at most 5 s long. */
function cls(shifts: { value: number; time: number; input: boolean }[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts.filter((s) => !s.input).sort((a, b) => a.time - b.time)) {
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      current = 0;
      start = shift.time;
    }
    current += shift.value;
    last = shift.time;
    best = Math.max(best, current);
  }
  return best;
}

async function measure(browser: Browser, base: string, route: string, width: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 812 },
    locale: 'ru-RU',
    isMobile: width < 500,
    hasTouch: width < 500,
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; time: number; input: boolean }[] }).__shifts);
  await context.close();
  return cls(shifts);
}

let server: ChildProcess | undefined;
const scratch: string[] = [];
try {
  let base = given;
  if (!base) {
    const outDir = mkdtempSync(join(tmpdir(), 'boutique-cls-dist-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'boutique-cls-data-'));
    scratch.push(outDir, dataDir);
    execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    const port = 20000 + Math.floor(Math.random() * 20000);
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: outDir,
        LOG_LEVEL: 'warn',
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
    });
    await waitForHealth(base, server);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  console.log(`CLS per route (largest session window; good ≤ 0.1, target ≤ 0.02) at ${base}`);
  console.log(`${'route'.padEnd(16)}${WIDTHS.map((w) => `${w} px`.padStart(10)).join('')}`);
  for (const route of ROUTES) {
    const values: number[] = [];
    for (const width of WIDTHS) values.push(await measure(browser, base, route, width));
    console.log(`${route.padEnd(16)}${values.map((v) => v.toFixed(3).padStart(10)).join('')}`);
  }
  await browser.close();
} finally {
  server?.kill();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
