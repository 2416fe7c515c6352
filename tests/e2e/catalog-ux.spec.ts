import { expect, type Page } from '@playwright/test';
import { collectErrors, isMobile, test } from '../support/e2e.ts';

/**
 * Issue 10 items 4, 9, 10 and 17: what a shopper meets in the catalogue — Back returns to the same card in the same
 * order, chips for the applied filters, ways out of an empty result, the drawer's result count, a skip link over
 * the filters, pinned brands, and a phone layout of two columns. Desktop 1440 px; the grid at 375 px too, and the
 * drawer and the phone header at 375 px only.
 */

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = collectErrors(page);
});
test.afterEach(() => {
  expect(errors, 'console errors').toEqual([]);
});

const results = (page: Page) => page.getByRole('region', { name: /^(Товары|Products)$/ });
const cards = (page: Page) => results(page).getByRole('article');
const hrefs = (page: Page) => results(page).locator('article a[href]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);

async function expectListed(page: Page) {
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(cards(page).first()).toBeVisible();
}

async function brandId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/brands/?page_size=1000');
  const body = (await response.json()) as { results: { id: number; name: string }[] };
  const brand = body.results.find((b) => b.name === name);
  if (!brand) throw new Error(`${name} is not in the seed`);
  return brand.id;
}

test('Back from a product returns to the same card, at the same place, in the same order; a reload keeps the order', async ({ page }) => {
  await page.goto('/catalog');
  await expectListed(page);
  const order = await hrefs(page);
  expect(order.length).toBe(24);

  // A card from the middle of the page, scrolled to the middle of the screen.
  const href = order[13] as string;
  const link = results(page).locator(`article a[href="${href}"]`).first();
  await link.evaluate((element) => element.closest('article')?.scrollIntoView({ block: 'center' }));
  // The scroll has come to rest: the page is scrolled down and stays where it is over two frames (a smooth scroll
  // would still be moving).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const start = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(start > 400 && window.scrollY === start)));
          }),
      ),
    )
    .toBe(true);
  const before = await link.evaluate((element) => (element.closest('article') as HTMLElement).getBoundingClientRect().top);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(400);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/catalog$/);
  await expectListed(page);
  expect(await hrefs(page)).toEqual(order);
  await expect
    .poll(() => link.evaluate((element) => (element.closest('article') as HTMLElement).getBoundingClientRect().top))
    .toBeCloseTo(before, -1);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(4);

  await page.reload();
  await expectListed(page);
  expect(await hrefs(page)).toEqual(order);
});

test('chips name the applied filters (brands by name); each removes its filter, "reset all" the lot', async ({ page }) => {
  const rolex = await brandId(page, 'Rolex');
  const omega = await brandId(page, 'Omega');
  await page.goto(`/catalog?brand_ids=${rolex},${omega}&min_price=5000&full_set=true`);
  await expectListed(page);
  const chips = page.getByRole('list', { name: 'Выбранные фильтры' });
  await expect(chips.getByRole('listitem')).toHaveText([/Цена от 5\s000\s\$/, /Rolex/, /Omega/, /Полный комплект/, /Сбросить все/]);

  await chips.getByRole('button', { name: 'Убрать фильтр «Omega»' }).click();
  await expect(page).toHaveURL(new RegExp(`min_price=5000&brand_ids=${rolex}&full_set=true$`));
  await expectListed(page);
  expect(new Set(await cards(page).locator('h3 span:first-child').allTextContents())).toEqual(new Set(['Rolex']));

  await chips.getByRole('button', { name: 'Сбросить все' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(chips).toBeHidden();
});

test('an empty result offers to clear the search or reset the filters instead of "retry"', async ({ page }) => {
  await page.goto('/catalog?search=zzqxwv&full_set=true');
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить попытку' })).toBeHidden();
  await page.getByRole('button', { name: 'Очистить поиск' }).click();
  await expect(page).toHaveURL(/\/catalog\?full_set=true$/);
  await expectListed(page);

  await page.goto('/catalog?min_price=999999999');
  await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expectListed(page);
});

test('a skip link jumps over the filters: a few Tab presses reach the first card @desktop', async ({ page }) => {
  await page.goto('/catalog');
  await expectListed(page);
  let presses = 0;
  for (; presses < 20; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Перейти к результатам')) break;
  }
  expect(presses).toBeLessThan(20);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const first = (await hrefs(page))[0] as string;
  await expect(page.locator(':focus')).toHaveAttribute('href', first);
  expect(presses + 2).toBeLessThanOrEqual(20);
});

test('ticked brands lead the brand list @desktop', async ({ page }) => {
  const patek = await brandId(page, 'Patek Philippe');
  const zenith = await brandId(page, 'Zenith');
  await page.goto(`/catalog?brand_ids=${zenith},${patek}`);
  await expectListed(page);
  const group = page.getByRole('complementary', { name: 'Фильтры' }).getByRole('group', { name: /^Бренд/ });
  const names = await group.getByRole('checkbox').evaluateAll((boxes) => boxes.slice(0, 2).map((box) => box.closest('label')?.textContent ?? ''));
  expect(names.map((name) => name.replace(/[\s,]*\d+$/, ''))).toEqual(['Patek Philippe', 'Zenith']);
});

test('the drawer\'s apply button tells how many products the staged filters find @mobile', async ({ page }) => {
  const rolex = await brandId(page, 'Rolex');
  const { count } = (await (await page.request.get(`/api/watches/?brand_ids=${rolex}&page_size=1`)).json()) as { count: number };
  await page.goto('/catalog');
  await expectListed(page);
  await page.getByRole('button', { name: /^Фильтры/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  await drawer.getByRole('checkbox', { name: /^Rolex/ }).check();
  await drawer.getByRole('button', { name: `Показать ${count}` }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`brand_ids=${rolex}$`));
  await expect(page.getByText(`из ${count}`)).toBeVisible();
});

test('the grid: two columns on a phone, four at 1440; cards in a row share one height @responsive', async ({ page }) => {
  await page.goto('/catalog');
  await expectListed(page);
  const boxes = await cards(page).evaluateAll((articles) =>
    articles.slice(0, 4).map((article) => {
      const rect = (article.closest('li') ?? article).getBoundingClientRect();
      return { x: Math.round(rect.x), y: Math.round(rect.y), height: Math.round(article.getBoundingClientRect().height) };
    }),
  );
  const [a, b] = boxes as [(typeof boxes)[number], (typeof boxes)[number]];
  expect(a.y).toBe(b.y);
  expect(b.x).toBeGreaterThan(a.x);
  expect(a.height).toBe(b.height);
  if (isMobile()) expect(boxes[2]?.y).toBeGreaterThan(a.y);
  else expect(boxes.map((box) => box.y)).toEqual([a.y, a.y, a.y, a.y]);
  // 24 cards in two columns, not one column of huge cards (a 14,000 px page); each card now ends with its cart button.
  if (isMobile()) expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(9000);
});

test('the phone header: the wordmark on one line, favorites reachable, the whole search hint visible @mobile', async ({ page }) => {
  await page.goto('/catalog');
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: /Москва · Дубай/ });
  const lineHeight = await logo.evaluate((element) => parseFloat(getComputedStyle(element).fontSize) * 1.6);
  expect((await logo.boundingBox())?.height).toBeLessThan(lineHeight);
  await expect(header.getByRole('button', { name: 'Избранное' })).toBeInViewport();
  const fits = await header.getByRole('combobox').or(header.getByRole('searchbox')).first().evaluate((input) => {
    const field = input as HTMLInputElement;
    const style = getComputedStyle(field, '::placeholder');
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const own = getComputedStyle(field);
    const room = field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});
