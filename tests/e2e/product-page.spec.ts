import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/e2e.ts';

/**
 * Issue 10 items 12, 15 and 18 on the detail pages, in Chromium against the production build: each page is titled
 * and described by its own piece, "Узнать цену" leads only where there is no price, and "Вы смотрели" is this
 * browser's real history while the brand's other pieces are titled "Другие {brand}".
 */

type Item = {
  id: number;
  model_name: string;
  reference: string | null;
  brand: { id: number; name: string };
  price_usd: string | null;
  price_on_request: boolean;
};
type Kind = 'watches' | 'jewelry' | 'bags';
const ROUTE: Record<Kind, string> = { watches: '/product', jewelry: '/jewelry', bags: '/bag' };

async function list(request: APIRequestContext, kind: Kind, lang: 'ru' | 'en' = 'ru'): Promise<Item[]> {
  const answer = await request.get(`/api/${kind}/?page_size=100`, { headers: { 'Accept-Language': lang } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { results: Item[] }).results;
}

const priced = (item: Item) => !item.price_on_request && Number(item.price_usd) > 0;

async function description(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

test('each detail page is titled with brand, model and reference and has its own description (ru and en)', async ({ page, request }) => {
  let last = '';
  for (const kind of ['watches', 'jewelry', 'bags'] as const) {
    const [item] = await list(request, kind);
    if (!item) throw new Error(`no ${kind} in the seed`);
    last = item.model_name;
    await page.goto(`${ROUTE[kind]}/${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(item.model_name);
    await expect(page).toHaveTitle(new RegExp(`^${escape(item.brand.name)} ${escape(item.model_name)}.* — Москва · Дубай$`));
    if (item.reference && !item.model_name.includes(item.reference)) await expect(page).toHaveTitle(new RegExp(escape(item.reference)));
    await expect.poll(() => description(page)).toContain(`${item.brand.name} ${item.model_name}`);
    expect(await description(page)).toMatch(/в бутике Москва · Дубай/);
  }
  // Leaving the piece (an in-app navigation to the home page) brings the shell's own title back.
  await page.getByRole('link', { name: /на главную/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(new RegExp(escape(last)));

  // English: the same shape in the visitor's language.
  const [watch] = await list(request, 'watches', 'en');
  if (!watch) throw new Error('no watch in the seed');
  await page.goto(`/product/${watch.id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(watch.model_name);
  await expect(page).toHaveTitle(new RegExp(`^${escape(watch.brand.name)} ${escape(watch.model_name)}.* — Moscow · Dubai$`));
  await expect.poll(() => description(page)).toMatch(/ at the Moscow · Dubai boutique: /);
});

test('English uses one spelling: "caliber", never "calibre", in the API answers and on the page', async ({ page, request }) => {
  const answer = await request.get('/api/watches/?page_size=100', { headers: { 'Accept-Language': 'en' } });
  // "Calibre 11" and the like are the makers' own model names, not our English.
  const text = (await answer.text()).replace(/Calibre \d[\w.]*/g, '');
  expect(text).not.toMatch(/calibre/i);
  const [watch] = (await list(request, 'watches', 'en')).filter((item) => /caliber/i.test(JSON.stringify(item)));
  if (!watch) throw new Error('no watch with a caliber in the seed');
  await page.goto(`/product/${watch.id}?lang=en`);
  await expect(page.getByRole('rowheader', { name: 'Caliber' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/calibre(?! \d)/i);
});

test('"Узнать цену" is primary only for a price-on-request piece; beside a shown price it is secondary', async ({ page, request }) => {
  const pieces = [...(await list(request, 'watches')).map((item) => ({ kind: 'watches' as const, item })), ...(await list(request, 'bags')).map((item) => ({ kind: 'bags' as const, item }))];
  const withPrice = pieces.find(({ item }) => priced(item));
  const onRequest = pieces.find(({ item }) => item.price_on_request);
  if (!withPrice || !onRequest) throw new Error('the seed has no priced or no price-on-request piece');

  const fill = async () => {
    const ask = page.getByRole('button', { name: 'Узнать цену' });
    const live = page.getByRole('button', { name: 'Запросить живые фото' });
    await expect(ask).toBeVisible();
    return {
      variant: await ask.getAttribute('data-variant'),
      same: (await ask.evaluate((el) => getComputedStyle(el).backgroundColor)) === (await live.evaluate((el) => getComputedStyle(el).backgroundColor)),
    };
  };
  await page.goto(`${ROUTE[withPrice.kind]}/${withPrice.item.id}`);
  expect(await fill()).toEqual({ variant: 'secondary', same: true });
  await page.goto(`${ROUTE[onRequest.kind]}/${onRequest.item.id}`);
  await expect(page.getByText('Цена по запросу').first()).toBeVisible();
  expect(await fill()).toEqual({ variant: 'primary', same: false });
});

test('"Вы смотрели" lists only pieces this browser viewed; the brand\'s others are "Другие {brand}"', async ({ page, request }) => {
  const [watch] = await list(request, 'watches');
  const [bag] = await list(request, 'bags');
  if (!watch || !bag) throw new Error('no watch or bag in the seed');

  // A first visit: nothing viewed before, so no "Вы смотрели" row; the brand's carousel is named for the brand.
  await page.goto(`/product/${watch.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(watch.model_name);
  await expect(page.getByRole('heading', { level: 2, name: `Другие ${watch.brand.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вы смотрели' })).toHaveCount(0);

  // The second piece shows the first under "Вы смотрели" (another category, its own link).
  await page.goto(`/bag/${bag.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bag.model_name);
  const viewed = page.getByRole('region', { name: 'Вы смотрели' });
  await expect(viewed.getByRole('article')).toHaveCount(1);
  await expect(viewed.getByRole('link')).toHaveAttribute('href', `/product/${watch.id}`);

  // Back on the first piece, the bag is listed and the piece itself is not.
  await viewed.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${watch.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(watch.model_name);
  await expect(viewed.getByRole('link')).toHaveCount(1);
  await expect(viewed.getByRole('link')).toHaveAttribute('href', `/bag/${bag.id}`);

  // It survives a reload (local storage), in the order of viewing.
  await page.reload();
  await expect(viewed.getByRole('link')).toHaveAttribute('href', `/bag/${bag.id}`);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
