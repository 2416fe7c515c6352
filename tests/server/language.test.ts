import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 22 item 20: the server answers every message in the request's language (`Accept-Language`, which the
 * client sets on every call from its active locale; Russian by default): «Текущий пароль указан неверно» reached
 * the English profile, "Internal server error." a Russian page, the phone-lock message was always Russian.
 */
describe.each(targets)('server messages in the request language on $name', (target) => {
  let server: TestServer;
  let authorization = '';
  const en = { 'accept-language': 'en-GB,en;q=0.9' };
  const ru = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' };

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 30, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    ({ authorization } = await server.signUp('+79160000420', 'Language-Of-The-Page'));
  });
  // The last test closes the database under the server; close() still drops the suite's copy.
  afterAll(async () => server?.close());

  it('the wrong current password, in English and in Russian', async () => {
    const payload = { current_password: 'Not-My-Password-1', new_password: 'Another-Password-22' };
    const english = await server.json({ method: 'POST', url: '/api/users/change_password/', headers: { authorization, ...en }, payload });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({ detail: 'The current password is incorrect', errors: { current_password: ['The current password is incorrect'] } });
    const russian = await server.json({ method: 'POST', url: '/api/users/change_password/', headers: { authorization, ...ru }, payload });
    expect(russian.body).toEqual({ detail: 'Текущий пароль указан неверно', errors: { current_password: ['Текущий пароль указан неверно'] } });
  });

  it('the phone lock, in English and in Russian', async () => {
    const payload = { phone: '+79160000999' };
    const english = await server.json<{ errors: Record<string, string[]> }>({ method: 'PATCH', url: '/api/users/me/', headers: { authorization, ...en }, payload });
    expect(english.status).toBe(400);
    expect(english.body.errors.phone).toEqual(['The phone number can be set only once; to change it, contact support.']);
    const russian = await server.json<{ errors: Record<string, string[]> }>({ method: 'PATCH', url: '/api/users/me/', headers: { authorization, ...ru }, payload });
    expect(russian.body.errors.phone).toEqual(['Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.']);
  });

  it("the contract's validation and the not-found answers, Russian without a header", async () => {
    const url = '/api/watches/?page_size=abc&ordering=price';
    const english = await server.json({ method: 'GET', url, headers: en });
    expect(english.body).toEqual({
      detail: 'Invalid request.',
      errors: { page_size: ['Must be a whole number.'], ordering: ['Must be one of: -production_year, brand__name, price_usd, -price_usd.'] },
    });
    const russian = await server.json({ method: 'GET', url });
    expect(russian.body).toEqual({
      detail: 'Некорректный запрос.',
      errors: { page_size: ['Нужно целое число.'], ordering: ['Допустимые значения: -production_year, brand__name, price_usd, -price_usd.'] },
    });
    expect((await server.json({ method: 'GET', url: '/api/watches/2147483647/', headers: en })).body).toEqual({ detail: 'Watch not found.' });
    expect((await server.json({ method: 'GET', url: '/api/watches/2147483647/', headers: ru })).body).toEqual({ detail: 'Часы не найдены.' });
    const nowhere = await server.app.inject({ method: 'GET', url: '/api/nowhere/', headers: ru });
    expect(nowhere.json()).toEqual({ detail: 'Не найдено.' });
    const method = await server.app.inject({ method: 'PUT', url: '/api/watches/', headers: en });
    expect(method.json()).toEqual({ detail: 'Method not allowed.' });
  });

  it("a success's message too: the code was sent", async () => {
    const english = await server.json({ method: 'POST', url: '/api/auth/request_code/', headers: en, payload: { phone: '+79160000421' } });
    expect(english.body).toMatchObject({ detail: 'A code has been sent to your phone' });
    const russian = await server.json({ method: 'POST', url: '/api/auth/request_code/', headers: ru, payload: { phone: '+79160000422' } });
    expect(russian.body).toMatchObject({ detail: 'Код отправлен на ваш телефон' });
  });

  it('the 500 of a failure of ours', async () => {
    await server.database.close();
    const russian = await server.app.inject({ method: 'GET', url: '/api/watches/?page=3', headers: ru });
    expect(russian.statusCode).toBe(500);
    expect(russian.json()).toEqual({ detail: 'Внутренняя ошибка сервера.' });
    const english = await server.app.inject({ method: 'GET', url: '/api/watches/?page=4', headers: en });
    expect(english.json()).toEqual({ detail: 'Internal server error.' });
  });
});
