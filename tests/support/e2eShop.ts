import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { hydrated, signedInAccount } from './e2e.ts';
import type { E2eAccount } from './e2eServer.ts';

/**
 * What the shop journeys share (tests/e2e/shop.spec.ts, shop-cart, shop-failures, shop-guest): pieces chosen from the
 * worker's seeded catalogue, the server's view of an account's cart and lists, and the page's controls by their
 * accessible names (part 1 §2.3 header badge, §2.7 detail actions, §8 toasts, verbatim).
 */
export type Product = {
  id: number;
  model_name: string;
  brand: { name: string };
  price_usd: string | null;
  price_on_request: boolean;
  movement_type_name?: string | null;
  availability?: string;
  available_quantity?: number;
};

export const nameOf = (product: Product) => `${product.brand.name} ${product.model_name}`;
export const priceOf = (product: Product) => Number(product.price_usd);

/** Chosen from the seeded catalogue: names no other piece shares, and a price to add up. */
export async function seededShop(request: APIRequestContext, base: string): Promise<{ base: string; watches: Product[]; bag: Product; bagOfThree: Product }> {
  const priced = async (list: string): Promise<Product[]> => {
    const answer = await request.get(`${base}/api/${list}/?page_size=100`);
    expect(answer.ok()).toBe(true);
    const { results } = (await answer.json()) as { results: Product[] };
    const names = new Map<string, number>();
    for (const product of results) names.set(nameOf(product), (names.get(nameOf(product)) ?? 0) + 1);
    // Issue 26: pieces still free (the worker's earlier journeys' orders may hold some).
    return results.filter((product) => names.get(nameOf(product)) === 1 && !product.price_on_request && priceOf(product) > 0 && product.availability === 'available');
  };
  const all = await priced('watches');
  // The first two share a movement type, so "Только различия" has a row to hide.
  const first = all.find((watch) => all.some((other) => other !== watch && other.movement_type_name === watch.movement_type_name));
  if (!first) throw new Error('no two seeded watches share a movement type');
  const second = all.find((watch) => watch !== first && watch.movement_type_name === first.movement_type_name)!;
  const watches = [first, second, ...all.filter((watch) => watch !== first && watch !== second)];
  expect(watches.length).toBeGreaterThanOrEqual(4);
  const bags = await priced('bags');
  expect(bags.length).toBeGreaterThan(0);
  // Issue 26: a watch is one piece; quantities are tried on a bag the boutique has three of (the seed: 1–3 each).
  const bagOfThree = bags.find((bag) => (bag.available_quantity ?? 0) >= 3);
  if (!bagOfThree) throw new Error('no seeded bag with three pieces free');
  return { base, watches, bag: bags[0]!, bagOfThree };
}

export const auth = (account: E2eAccount) => ({ Authorization: `Bearer ${account.access}` });

type ServerCart = { id: number; total_items: number; items: { id: number; quantity: number; watch?: Product | null; bag?: Product | null }[] };

/** The calls that need the worker's server and the chosen pieces (read when called: both are set in beforeAll). */
export function shopCalls(current: () => { base: string; watches: Product[] }) {
  /** A fresh account, signed in on every page of the test's browser context. */
  const signedIn = (context: BrowserContext, request: APIRequestContext): Promise<E2eAccount> => signedInAccount(context, request, current().base);

  async function serverCart(request: APIRequestContext, account: E2eAccount): Promise<ServerCart> {
    const answer = await request.get(`${current().base}/api/cart/0/`, { headers: auth(account) });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as ServerCart;
  }

  /** The server's cart as "name × quantity", in its order: what the page must agree with. */
  async function serverLines(request: APIRequestContext, account: E2eAccount): Promise<string[]> {
    const cart = await serverCart(request, account);
    return cart.items.map((item) => `${nameOf((item.watch ?? item.bag)!)} × ${item.quantity}`);
  }

  async function addToCartViaApi(request: APIRequestContext, account: E2eAccount, data: Record<string, number>) {
    expect((await request.post(`${current().base}/api/cart/`, { headers: auth(account), data })).status()).toBe(201);
  }

  async function compareViaApi(request: APIRequestContext, account: E2eAccount, data: Record<string, number>) {
    expect((await request.post(`${current().base}/api/comparison/`, { headers: auth(account), data })).ok()).toBe(true);
  }

  async function serverList(request: APIRequestContext, account: E2eAccount, list: 'favorites' | 'comparison'): Promise<string[]> {
    const answer = await request.get(`${current().base}/api/${list}/?page_size=100`, { headers: auth(account) });
    expect(answer.status()).toBe(200);
    const { results } = (await answer.json()) as { results: { watch?: Product | null; bag?: Product | null }[] };
    return results.map((entry) => nameOf((entry.watch ?? entry.bag)!)).sort();
  }

  /** The catalogue with its cards drawn (all 24 seeded watches fit on its first page). */
  async function openCatalogue(page: Page) {
    await page.goto(`${current().base}/catalog`);
    await expect(favoriteToggle(page, current().watches[0]!)).toBeVisible();
    await hydrated(favoriteToggle(page, current().watches[0]!));
  }
  return { signedIn, serverCart, serverLines, addToCartViaApi, compareViaApi, serverList, openCatalogue };
}

/** The header's cart button: named "Корзина", with the count appended while the badge shows (IconButton). */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Корзина( \d+\+?)?$/ });
export const expectCartCount = (page: Page, count: number) => expect(cartButton(page)).toHaveAccessibleName(count > 0 ? `Корзина ${count}` : 'Корзина');

export const favoriteToggle = (page: Page, product: Product) => page.getByRole('button', { name: `Избранное: ${nameOf(product)}`, exact: true });
export const compareToggle = (page: Page, product: Product) => page.getByRole('button', { name: `Сравнение: ${nameOf(product)}`, exact: true });
export const addToCartOnCard = (page: Page, product: Product) => page.getByRole('button', { name: `В корзину: ${nameOf(product)}`, exact: true });
export const inCartOnCard = (page: Page, product: Product) => page.getByRole('link', { name: `В корзине: ${nameOf(product)} — перейти в корзину`, exact: true });

export const stepper = (page: Page, product: Product) => page.getByRole('group', { name: `Количество: ${nameOf(product)}`, exact: true });
export const cartLines = (page: Page) => page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');

/** The /cart lines as "name × quantity", read from the page. */
export async function pageLines(page: Page): Promise<string[]> {
  const names = await cartLines(page).getByRole('heading', { level: 2 }).allTextContents();
  const quantities = await cartLines(page).locator('output').allTextContents();
  return names.map((name, index) => `${name.replace(/\s+/g, ' ').trim()} × ${quantities[index]}`);
}

export const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Уведомления' }).getByText(text, { exact: true });

/**
 * A toast with this text shows; then it is closed (they last 3 s), so the next action's toast of the same words is
 * told apart from this one.
 */
export async function expectToast(page: Page, text: string) {
  const shown = page
    .getByRole('region', { name: 'Уведомления' })
    .locator('[role="alert"], [role="status"]')
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(shown).toBeVisible();
  await shown
    .getByRole('button', { name: 'Закрыть уведомление' })
    .click({ timeout: 2_000 })
    .catch(() => {
      // Already gone on its own.
    });
  await expect(shown).toHaveCount(0);
}

/** Waits for the answer of a call the page makes (the mutation reached the server before the test goes on). */
export const answered = (page: Page, method: string, path: string | RegExp) =>
  page.waitForResponse((response) => response.request().method() === method && (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname)));

/** The comparison section of one kind: its scroll region holds the table. */
export const compareRegion = (page: Page, title: string, count: number) => page.getByRole('region', { name: `${title} ${count}`, exact: true });
