import { expect, test as base, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEV_SERVER_ENV, registeredAccount, startE2eServer, type E2eAccount, type E2eServer } from './e2eServer.ts';

/** Shared helpers of the browser tests (tests/e2e). */

/**
 * Playwright's `test` with `devServer`: a development server (NODE_ENV=development: the SMS outbox; a fresh
 * database, 24 seeded watches), one per parallel slot, booted by the global setup (tests/support/e2eGlobalSetup.ts).
 * The account, forms, shop, profile and checkout journeys share it instead of each file booting its own: each
 * test registers its own accounts, so nothing one test leaves behind is seen by another.
 */
export const test = base.extend<object, { devServer: E2eServer }>({
  /**
   * The page, whose `goto` and `reload` return once the app has taken the page over: React's fiber on an element of
   * #root (a server-rendered page hydrated, or a browser-rendered one rendered). A server-rendered page
   * shows its buttons and fields before the route's chunk has loaded; on a busy machine a click or a fill in that
   * window lands on inert markup and is lost. Pages with JavaScript off are left as they load.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appStarted(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
  devServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // The global setup's server of this parallel slot (tests/support/e2eGlobalSetup.ts); a slot it did not start
      // for (more workers than the config's) starts its own.
      const shared = (JSON.parse(process.env.E2E_DEV_SERVERS ?? '[]') as string[])[workerInfo.parallelIndex];
      if (shared) {
        await use({ base: shared, stop: () => {} });
        return;
      }
      const server = await startE2eServer(`dev-${workerInfo.workerIndex}`, DEV_SERVER_ENV);
      await use(server);
      server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Whether the running Playwright project is the 375 px phone one (playwright.config.ts). */
export const isMobile = (): boolean => base.info().project.name === 'mobile';

/**
 * Collects what the page reports as errors (console errors and uncaught exceptions), for a test to expect none.
 * `allow404` ignores the browser's own line for a resource answered 404 (a page that asks for a missing item).
 */
export function collectErrors(page: Page, { allow404 = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The map previews probe OpenStreetMap; offline (as here) they show their designed fallback, by design.
    if (/openstreetmap\.org/.test(message.location().url)) return;
    if (allow404 && /Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Signs every page of a browser context in with a token pair, as the app keeps it (part 1 §3: local storage,
 * `access_token` and `refresh_token`), before the app's scripts run. Written once per origin (a marker key remembers
 * it), so a pair the app renewed, or cleared on sign-out, is not put back by the next load.
 */
export async function signInWithTokens(context: BrowserContext, tokens: { access: string; refresh: string }): Promise<void> {
  await context.addInitScript(({ access, refresh }) => {
    try {
      if (window.location.protocol.startsWith('http') && localStorage.getItem('e2e:signed-in') === null) {
        localStorage.setItem('e2e:signed-in', '1');
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }
    } catch {
      // about:blank and sandboxed frames have no storage.
    }
  }, tokens);
}

/** A fresh confirmed account (tests/support/e2eServer.ts) whose tokens every page of `context` starts with. */
export async function signedInAccount(context: BrowserContext, request: APIRequestContext, base: string): Promise<E2eAccount> {
  const account = await registeredAccount(request, base);
  await signInWithTokens(context, account);
  return account;
}

/**
 * Opens `path` as a navigation inside the running app rather than a page load: public routes arrive rendered by
 * the server with their data (issue 16 §1), so a test about a screen's own loading, skeleton or failure state gets
 * there the way a shopper following a link does — the screen's machine then asks the API from the browser, where
 * `page.route` can hold or fail the answer.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // /menu is rendered by the browser alone; once React has rendered it, the app is running (the extended `goto`
  // waits for that already; said again for a page that is not this file's fixture).
  await page.goto('/menu');
  await appStarted(page);
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Runs an action after which the page reloads (modal sign-in success, part 1 §2.5), and waits for the new load. */
export async function reloadedAfter(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
}

/** Waits until the app has rendered or hydrated the page: React's fiber on an element of #root. */
export async function appStarted(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() =>
            // The root's elements (its leading <link>s are resource hints React leaves alone): one is React's.
            [...(document.getElementById('root')?.children ?? [])].some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
          )
          // A page that navigates on by itself (the sign-in relay) replaces its document meanwhile: ask the next one.
          .catch(() => false),
      { message: 'the app did not start on the page', timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits until React has hydrated the server-rendered element (its fiber is attached), so a click reaches its handler.
 * A server-rendered page shows its buttons before the route's chunk has loaded and hydration has run; on a busy
 * machine a click in that window lands on inert markup and is lost.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/**
 * Counts the page's fetches from their call until their body has arrived (plus one task, for the code that reads
 * it), so a test can wait until the screen's first requests are over without a quiet-period timer.
 */
export function countFetches(): void {
  const net = { inflight: 0, started: 0 };
  (window as unknown as { __e2eNet: typeof net }).__e2eNet = net;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    net.inflight += 1;
    net.started += 1;
    const answer = original(...args);
    answer
      .then((response) => response.clone().arrayBuffer())
      .catch(() => undefined)
      .finally(() => setTimeout(() => (net.inflight -= 1), 0));
    return answer;
  };
}

/**
 * True once no fetch is in flight and none starts over two animation frames and a task: React's passive effects
 * (where the screen's actors start and ask) have run by then, so "nothing in flight" means the requests are over.
 */
export const networkSettled = (page: Page): Promise<boolean> =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const net = (window as unknown as { __e2eNet?: { inflight: number; started: number } }).__e2eNet;
        if (!net || net.inflight > 0) return resolve(false);
        const started = net.started;
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(net.inflight === 0 && net.started === started), 0)));
      }),
  );
