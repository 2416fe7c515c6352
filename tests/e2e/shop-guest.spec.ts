import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, hydrated, reloadedAfter, test } from '../support/e2e.ts';
import { E2E_PASSWORD, registeredAccount } from '../support/e2eServer.ts';
import { addToCartOnCard, compareToggle, expectCartCount, favoriteToggle, inCartOnCard, nameOf, seededShop, shopCalls, type Product } from '../support/e2eShop.ts';

/**
 * Part 1 §6 (signed out) and issue 22 item 6: a guest's shop actions ask to sign in, saying why, and what the guest
 * meant to do is done once they are signed in (and not when they cancelled). Accounts are registered through the
 * worker's development server (tests/support/e2e.ts `devServer`).
 */
let base = '';
/** Chosen from the seeded catalogue (support/e2eShop.ts `seededShop`). */
let watches: Product[] = [];

test.beforeAll(async ({ request, devServer }) => {
  ({ base, watches } = await seededShop(request, devServer.base));
});

const { openCatalogue } = shopCalls(() => ({ base, watches }));

test('signed out: the catalogue heart goes to /login?next=/catalog, the other actions and pages ask to sign in', async ({ page }) => {
  const errors = collectErrors(page);
  const loginModal = page.getByRole('dialog');
  const closeModal = async () => {
    await page.keyboard.press('Escape');
    await expect(loginModal).toHaveCount(0);
  };

  await openCatalogue(page);
  await expectCartCount(page, 0);
  // Compare toggle on a card: the login modal, the mark unchanged.
  await compareToggle(page, watches[0]!).click();
  await expect(loginModal).toBeVisible();
  await closeModal();
  await expect(compareToggle(page, watches[0]!)).toHaveAttribute('aria-pressed', 'false');
  // Favorite toggle on a card: the login page, back to the catalogue after.
  await favoriteToggle(page, watches[0]!).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/catalog');

  // A detail page: add to cart, favorite and compare open the login modal.
  await page.goto(`${base}/product/${watches[1]!.id}`);
  await hydrated(page.getByRole('main'));
  for (const name of ['Добавить в корзину', 'В избранное', 'Сравнить']) {
    await page.getByRole('main').getByRole('button', { name, exact: true }).click();
    await expect(loginModal).toBeVisible();
    await closeModal();
  }
  await expectCartCount(page, 0);

  // /favorites and /compare: the login modal over the page; /cart: the prompt.
  await page.goto(`${base}/favorites`);
  await expect(loginModal).toBeVisible();
  await closeModal();
  await expect(page.getByText('Войдите, чтобы увидеть избранное')).toBeVisible();
  await page.goto(`${base}/compare`);
  await expect(loginModal).toBeVisible();
  await closeModal();
  await page.goto(`${base}/cart`);
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы увидеть корзину' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оформить заказ' })).toHaveCount(0);

  // Checkout needs sign-in: /login?next=/checkout.
  await page.goto(`${base}/checkout`);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/checkout');
  expect(errors).toEqual([]);
});

// ---- a guest's intent survives sign-in (issue 22 item 6) -------------------------------------------------------------

/** An account with a password, and its number typed the Russian way ("8 9…": issue 22 item 4's rule). */
async function passwordAccount(request: APIRequestContext): Promise<{ typed: string }> {
  const account = await registeredAccount(request, base);
  return { typed: `8${account.phone.replace(/\D/g, '').slice(1)}` };
}

async function signInWithPassword(page: Page, typed: string) {
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: 'По номеру и паролю' }).click();
  await panel.getByRole('textbox', { name: /Номер телефона/ }).fill(typed);
  // The mask shows the number the international way as it is typed.
  await expect(panel.getByRole('textbox', { name: /Номер телефона/ })).toHaveValue(/^\+7 9\d{2} \d{3}-\d{2}-\d{2}$/);
  await panel.locator('input[type="password"]').fill(E2E_PASSWORD);
  await panel.getByRole('button', { name: 'Войти', exact: true }).click();
}

test('a guest\'s "В корзину" opens sign-in saying why, and the piece is in the cart after the modal\'s reload', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { typed } = await passwordAccount(request);
  await openCatalogue(page);
  await addToCartOnCard(page, watches[2]!).click();
  await expect(page.getByRole('dialog')).toContainText('Войдите, чтобы добавить в корзину');
  await reloadedAfter(page, () => signInWithPassword(page, typed));
  await expect(inCartOnCard(page, watches[2]!)).toBeVisible();
  await expectCartCount(page, 1);
  // Once: another reload adds nothing more.
  await page.reload();
  await expect(inCartOnCard(page, watches[2]!)).toBeVisible();
  await expectCartCount(page, 1);
  expect(errors).toEqual([]);
});

test('a guest\'s heart on the catalogue goes to /login saying why; signed in there, the piece is saved', async ({ page, request }) => {
  const errors = collectErrors(page);
  const { typed } = await passwordAccount(request);
  await openCatalogue(page);
  await favoriteToggle(page, watches[3]!).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('dialog')).toContainText('Войдите, чтобы сохранить в избранное');
  await signInWithPassword(page, typed);
  await expect(page).toHaveURL((url) => url.pathname === '/catalog');
  await expect(favoriteToggle(page, watches[3]!)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(favoriteToggle(page, watches[3]!)).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('a guest who cancels the sign-in has nothing done on their behalf later', async ({ page, request }) => {
  const { typed } = await passwordAccount(request);
  await page.goto(`${base}/product/${watches[1]!.id}`);
  await hydrated(page.getByRole('main'));
  await page.getByRole('main').getByRole('button', { name: 'Сравнить', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Войдите, чтобы сравнить');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('dialog')).not.toContainText('Войдите, чтобы');
  await reloadedAfter(page, () => signInWithPassword(page, typed));
  await page.goto(`${base}/compare`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(nameOf(watches[1]!))).toHaveCount(0);
});
