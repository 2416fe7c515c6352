import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { collectErrors, isMobile, signInWithTokens, signedInAccount, test } from '../support/e2e.ts';
import { E2E_PASSWORD, registeredAccount, type E2eAccount } from '../support/e2eServer.ts';

/**
 * Issue 14 "Done means": the customer's account tried as a new user would, in Debian's Chromium against the
 * production build and the real server, at 1440 px (desktop); the profile area's layout under 900 px at 375 px with
 * touch (mobile).
 *
 * Part 1 §2.9 (the profile area shell), part 2 §2 "Profile", §4 "Profile and addresses", §5 "Profile" and
 * "Address", §8. The tests use the worker's development server (tests/support/e2e.ts `devServer`: fresh database,
 * the SMS outbox); each registers its own account.
 */
let base = '';

test.beforeAll(({ devServer }) => {
  base = devServer.base;
});

const signedIn = (context: BrowserContext, request: APIRequestContext): Promise<E2eAccount> => signedInAccount(context, request, base);

const infoCard = (page: Page) => page.getByRole('region', { name: 'Личные данные' });
const passwordCard = (page: Page) => page.getByRole('region', { name: /Смена пароля|Задать пароль/ });
const addressCard = (page: Page) => page.getByRole('region', { name: 'Адреса доставки' });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

async function meOf(request: APIRequestContext, access: string) {
  const answer = await request.get(`${base}/api/users/me/`, { headers: { Authorization: `Bearer ${access}` } });
  return { status: answer.status(), body: (await answer.json()) as Record<string, unknown> };
}

test('a guest opening /profile signs in first (/login?next=/profile), then lands on the profile', async ({ page, request }) => {
  await page.goto(`${base}/profile`);
  await expect(page).toHaveURL(`${base}/login?next=%2Fprofile`);
  const account = await registeredAccount(request, base);
  await signInWithTokens(page.context(), account);
  await page.goto(`${base}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
});

test('personal info: the draft survives a reload, save keeps it, the e-mail is checked on blur (part 2 §4, §5)', async ({ page, request, context }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  await page.goto(`${base}/profile`);
  const card = infoCard(page);
  await expect(card.getByLabel('Имя', { exact: true })).toBeEditable();
  const save = card.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  // The phone of a phone sign-up is read-only; Telegram is not linked.
  await expect(card.getByLabel('Телефон')).not.toBeEditable();

  await card.getByLabel('Имя', { exact: true }).fill('Алексей');
  await card.getByLabel('Фамилия').fill('Смирнов');
  await card.getByLabel('E-mail').fill('alexey@');
  await card.getByLabel('E-mail').blur();
  await expect(card.getByText('Некорректный e-mail')).toBeVisible();
  await expect(save).toBeDisabled();

  // An edit in progress is a draft: a reload keeps it.
  await page.reload();
  await expect(card.getByLabel('Имя', { exact: true })).toHaveValue('Алексей');
  await expect(card.getByLabel('E-mail')).toHaveValue('alexey@');
  await card.getByLabel('E-mail').fill('alexey.smirnov@example.ru');
  await expect(card.getByText('Некорректный e-mail')).toHaveCount(0);
  await save.click();
  await expect(toast(page, 'Профиль сохранён')).toBeVisible();
  await expect(save).toBeDisabled();
  // The profile area and the header's initials follow the saved names.
  await expect(page.getByRole('navigation', { name: 'Личный кабинет' })).toContainText('Алексей Смирнов');
  await expect(page.getByRole('button', { name: /^Профиль АС$/ })).toBeVisible();
  expect((await meOf(request, account.access)).body).toMatchObject({ first_name: 'Алексей', last_name: 'Смирнов', email: 'alexey.smirnov@example.ru' });

  await page.reload();
  await expect(card.getByLabel('Фамилия')).toHaveValue('Смирнов');
  expect(await page.evaluate(() => sessionStorage.getItem('boutique:profile-draft'))).toBeNull();

  // Cancel returns to what is saved and forgets the draft.
  await card.getByLabel('Фамилия').fill('Иванов');
  await card.getByRole('button', { name: 'Отменить' }).click();
  await expect(card.getByLabel('Фамилия')).toHaveValue('Смирнов');
  await page.reload();
  await expect(card.getByLabel('Фамилия')).toHaveValue('Смирнов');
  expect(errors).toEqual([]);
});

test('password change: another signed-in browser is signed out, the new password signs in and the old does not', async ({ page, request, context, browser }) => {
  const account = await signedIn(context, request);
  // A second browser signed in to the same account.
  const login = await request.post(`${base}/api/auth/login/`, { data: { phone: account.phone, password: E2E_PASSWORD } });
  expect(login.status()).toBe(200);
  const other = (await login.json()) as { access: string; refresh: string };
  const otherContext = await browser.newContext();
  await signInWithTokens(otherContext, other);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(`${base}/profile`);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();

  await page.goto(`${base}/profile`);
  const card = passwordCard(page);
  await card.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(card.getByText('Заполните все поля')).toBeVisible();
  await card.getByLabel('Текущий пароль').fill(E2E_PASSWORD);
  await card.getByLabel('Новый пароль', { exact: true }).fill('Daytona116500');
  await expect(card.getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  await card.getByLabel('Повторите новый пароль').fill('Daytona116501');
  await card.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(card.getByText('Пароли не совпадают')).toBeVisible();
  await card.getByLabel('Повторите новый пароль').fill('Daytona116500');
  await card.getByLabel('Текущий пароль').fill('wrong-password');
  await card.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(card.getByRole('alert')).toContainText('Текущий пароль');
  await card.getByLabel('Текущий пароль').fill(E2E_PASSWORD);
  await card.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(toast(page, /Пароль изменён/)).toBeVisible();
  await expect(card.getByLabel('Новый пароль', { exact: true })).toHaveValue('');

  // This browser stays signed in; the other one is signed out on its next call.
  await page.reload();
  await expect(infoCard(page).getByLabel('Имя', { exact: true })).toBeEditable();
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fprofile$/);
  await otherContext.close();

  expect((await request.post(`${base}/api/auth/login/`, { data: { phone: account.phone, password: E2E_PASSWORD } })).status()).toBe(400);
  expect((await request.post(`${base}/api/auth/login/`, { data: { phone: account.phone, password: 'Daytona116500' } })).status()).toBe(200);
});

test('address book: a local and an international address, edit one, delete one after confirming, then use it in checkout', async ({ page, request, context }) => {
  const errors = collectErrors(page);
  const account = await signedIn(context, request);
  await page.goto(`${base}/profile`);
  const card = addressCard(page);
  await expect(card.getByText('Сохранённых адресов пока нет')).toBeVisible();

  // Local: a city from the list.
  await card.getByRole('button', { name: 'Добавить адрес' }).click();
  await card.getByLabel('Адрес', { exact: true }).fill('Твер');
  await card.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(card.getByText('Выберите город', { exact: true }).last()).toBeVisible();
  await expect(card.getByText('Адрес — не короче 5 символов')).toBeVisible();
  await card.getByLabel('Город').selectOption({ label: 'Москва' });
  await card.getByLabel('Адрес', { exact: true }).fill('ул. Тверская, д. 7, кв. 12');
  await card.getByLabel('Индекс').fill('125009');
  // The new address is a draft while adding: a reload brings the form back.
  await page.reload();
  await expect(card.getByLabel('Адрес', { exact: true })).toHaveValue('ул. Тверская, д. 7, кв. 12');
  await card.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(toast(page, 'Адрес добавлен')).toBeVisible();
  await expect(card.getByText('ул. Тверская, д. 7, кв. 12')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('boutique:address-draft'))).toBeNull();

  // International: a country and a free-text city.
  await card.getByRole('button', { name: 'Добавить адрес' }).click();
  await card.getByText('Международный', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Международный' })).toBeChecked();
  await card.getByLabel('Адрес', { exact: true }).fill('Via Montenapoleone, 8');
  await card.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(card.getByText('Укажите город')).toBeVisible();
  await card.getByLabel('Страна').selectOption({ label: 'Италия' });
  await card.getByLabel('Город').fill('Милан');
  await card.getByLabel('Индекс').fill('20121');
  await card.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(toast(page, 'Адрес добавлен')).toBeVisible();
  await expect(card.getByText('Via Montenapoleone, 8')).toBeVisible();
  await expect(card.getByText('Милан', { exact: true })).toBeVisible();

  // Edit the Milan one.
  await card.getByRole('button', { name: 'Изменить адрес Via Montenapoleone, 8' }).click();
  await card.getByLabel('Адрес', { exact: true }).fill('Via della Spiga, 2');
  await card.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(toast(page, 'Адрес сохранён')).toBeVisible();
  await expect(card.getByText('Via della Spiga, 2')).toBeVisible();

  // Delete the Moscow one, after confirming; dismissing first keeps it.
  await card.getByRole('button', { name: 'Удалить адрес ул. Тверская, д. 7, кв. 12' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить адрес?' });
  await expect(confirm).toContainText('ул. Тверская, д. 7, кв. 12');
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toHaveCount(0);
  await card.getByRole('button', { name: 'Удалить адрес ул. Тверская, д. 7, кв. 12' }).click();
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(toast(page, 'Адрес удалён')).toBeVisible();
  await expect(card.getByText('ул. Тверская, д. 7, кв. 12')).toHaveCount(0);

  await page.reload();
  await expect(card.getByText('Via della Spiga, 2')).toBeVisible();
  await expect(card.getByText('ул. Тверская, д. 7, кв. 12')).toHaveCount(0);

  // The saved address is offered in checkout's delivery form, and choosing it fills the form.
  // Issue 26: a watch still free (a watch is one piece; the worker's earlier journeys' orders hold theirs).
  const watches = await request.get(`${base}/api/watches/?page_size=100`);
  const watch = ((await watches.json()) as { results: { id: number; availability: string }[] }).results.find((piece) => piece.availability === 'available');
  expect((await request.post(`${base}/api/cart/`, { headers: { Authorization: `Bearer ${account.access}` }, data: { watch_id: watch?.id } })).status()).toBe(201);
  await page.goto(`${base}/checkout`);
  await page.getByRole('group', { name: 'Способ получения' }).getByText('Доставка', { exact: true }).click();
  await page.getByLabel('Сохранённый адрес').selectOption({ label: 'Via della Spiga, 2, Милан' });
  await expect(page.getByRole('textbox', { name: /^Адрес\s*(\(|$)/ })).toHaveValue('Via della Spiga, 2');
  await expect(page.getByRole('textbox', { name: /^Город/ })).toHaveValue('Милан');
  expect(errors).toEqual([]);
});

test('@desktop the profile area: a sidebar on every profile screen, logout returns home', async ({ page, request, context }) => {
  await signedIn(context, request);
  for (const path of ['/profile', '/purchase-history', '/favorites', '/compare', '/cart']) {
    await page.goto(`${base}${path}`);
    const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(nav).toBeVisible();
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
    for (const href of ['/profile', '/purchase-history', '/favorites', '/compare', '/cart', '/faq', '/support']) await expect(nav.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Назад в профиль' })).toBeHidden();
  }
  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(`${base}/`);
});

test('@mobile the profile area under 900 px: the profile page is a menu list, each section has a back arrow', async ({ page, request, context }) => {
  expect(isMobile()).toBe(true);
  await signedIn(context, request);
  await page.goto(`${base}/profile`);
  const nav = page.getByRole('navigation', { name: 'Личный кабинет' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'История покупок' }).click();
  await expect(page).toHaveURL(`${base}/purchase-history`);
  await expect(nav).toBeHidden();
  const back = page.getByRole('link', { name: 'Назад в профиль' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(`${base}/profile`);
  for (const path of ['/favorites', '/compare', '/cart']) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('link', { name: 'Назад в профиль' })).toBeVisible();
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});
