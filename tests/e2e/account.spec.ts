import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PASSWORD, latestSmsCode, newPhone } from '../support/e2eServer.ts';
import { reloadedAfter, test } from '../support/e2e.ts';

/**
 * Issue 10 item 11: signing in gives a sign it worked. After the login modal's reload the toast "Вход выполнен
 * успешно" / "Регистрация прошла успешно" is on screen (part 1 §8), and the header shows the account: the initials
 * (or a mark) on the profile button, which opens the account menu.
 *
 * Codes come from the development outbox: the tests use the worker's development server (tests/support/e2e.ts
 * `devServer`: the same production build, a fresh database), each with its own account.
 */
let base = '';

test.beforeAll(({ devServer }) => {
  base = devServer.base;
});

const PASSWORD = E2E_PASSWORD;
const latestCode = (request: APIRequestContext, phone: string) => latestSmsCode(request, base, phone);

const panel = (page: Page) => page.getByRole('dialog');
const signInButton = (page: Page) => page.getByRole('button', { name: 'Войти', exact: true });
const accountButton = (page: Page) => page.getByRole('button', { name: /^Профиль/ });

test('registration through the modal: the page reloads, says "Регистрация прошла успешно" and shows the account', async ({ page, request }) => {
  const phone = newPhone();
  await page.goto(`${base}/`);
  await signInButton(page).click();
  await panel(page).getByRole('button', { name: 'Регистрация' }).click();
  await panel(page).getByLabel(/Номер телефона/).fill(phone);
  await panel(page).getByLabel(/^Пароль/).fill(PASSWORD);
  await panel(page).getByLabel(/Повторите пароль/).fill(PASSWORD);
  // Issue 22 §10: registration collects a phone, so it states the one consent with its links; nothing to tick.
  await expect(panel(page).getByText(/Регистрируясь, вы соглашаетесь с условиями продажи и политикой конфиденциальности/)).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
  await expect(panel(page).getByRole('checkbox')).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Подтверждение номера' })).toBeVisible();
  await panel(page).getByLabel(/Последние 4 цифры/).fill(await latestCode(request, phone));
  await reloadedAfter(page, () => panel(page).getByRole('button', { name: 'Подтвердить' }).click());

  // After the reload: the toast, and a header that visibly says "signed in" (a mark: the account has no names yet).
  await expect(page.getByText('Регистрация прошла успешно')).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
  await expect(accountButton(page)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(accountButton(page).locator('svg')).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
  // Consumed once: another reload shows no toast.
  await page.reload();
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByText('Регистрация прошла успешно')).toHaveCount(0);
});

test('sign-in by password: "Вход выполнен успешно" after the reload, initials from the profile, the account menu works', async ({ page, request }) => {
  // An account with names (given in the profile), made through the API.
  const phone = newPhone();
  expect((await request.post(`${base}/api/auth/register/`, { data: { phone, password: PASSWORD } })).status()).toBe(201);
  const verified = await request.post(`${base}/api/auth/verify_code/`, { data: { phone, code: await latestCode(request, phone) } });
  expect(verified.status()).toBe(200);
  const { access } = (await verified.json()) as { access: string };
  const named = await request.patch(`${base}/api/users/me/`, { data: { first_name: 'Алексей', last_name: 'Смирнов' }, headers: { Authorization: `Bearer ${access}` } });
  expect(named.status()).toBe(200);

  await page.goto(`${base}/catalog`);
  await signInButton(page).click();
  await panel(page).getByRole('button', { name: 'По номеру и паролю' }).click();
  await panel(page).getByLabel(/Номер телефона/).fill(phone);
  await panel(page).getByLabel(/^Пароль/).fill(PASSWORD);
  await reloadedAfter(page, () => panel(page).getByRole('button', { name: 'Войти', exact: true }).click());

  await expect(page.getByText('Вход выполнен успешно')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/catalog');
  const button = page.getByRole('button', { name: 'Профиль АС' });
  await expect(button).toBeVisible();
  await expect(button).toHaveText('АС');

  // The account menu from the keyboard: it opens on its first item, Escape closes it and focus returns.
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Аккаунт' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Профиль' })).toBeFocused();
  await expect(menu.getByRole('menuitem')).toHaveText(['Профиль', 'История покупок', 'Избранное', 'Сравнение', 'Сохранённые поиски', 'Уведомления', 'Выйти']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  // A link goes to its page; "Выйти" signs out and goes home.
  await button.click();
  await menu.getByRole('menuitem', { name: 'История покупок' }).click();
  await expect(page).toHaveURL(`${base}/purchase-history`);
  await expect(menu).toHaveCount(0);
  await button.click();
  await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByText('Вы вышли из аккаунта')).toBeVisible();
  await expect(signInButton(page)).toBeVisible();
});
