import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedTelegramUser, type Json } from '../support/authSuite.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Sign-in limits (issue 5) on a production-like server: brute force per phone and per client, code resends, and the
 * providers a server without them answers for. Every answer is checked against openapi.yaml by the harness.
 */
describe.each(targets)('limits and switched-off providers on $name', (target) => {
  let server: TestServer;
  const post = (url: string, payload: Json, remoteAddress = '127.0.0.1') => server.call({ method: 'POST', url, payload, remoteAddress });

  beforeAll(async () => {
    server = await startTestServer(target, {
      watches: 0,
      // Production-like: no Telegram bot, no Firebase, no development outbox; small limits so they are reached fast.
      auth: { smsOutbox: false, loginFailuresPerPhone: 3, loginAttemptsPerClient: 8, codesPerPhonePerHour: 3, codesPerClientPerHour: 50, codeResendS: 60 },
    });
  });
  afterAll(async () => server?.close());

  it('brute force on one phone → 429 with Retry-After, even for the right password; other phones unaffected', async () => {
    const phone = '+7 916 555-00-01';
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login/', { phone, password: `guess-${i}` }, '10.0.0.1')).statusCode).toBe(400);
    const limited = await post('/api/auth/login/', { phone, password: 'guess-3' }, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'Слишком много запросов. Попробуйте ещё раз через минуту.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/auth/login/', { phone: '+7 916 555-00-02', password: 'guess' }, '10.0.0.3')).statusCode).toBe(400);
  });

  it('one client trying many phones → 429', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await post('/api/auth/login/', { phone: `+7 916 555-10-${String(i).padStart(2, '0')}`, password: 'guess' }, '10.0.1.1')).statusCode);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(answers.slice(8)).toEqual([429, 429]);
    // Another client is not affected.
    expect((await post('/api/auth/login/', { phone: '+7 916 555-20-00', password: 'guess' }, '10.0.1.2')).statusCode).toBe(400);
  });

  it('codes: resend_in per phone, then an hourly cap per phone', async () => {
    const phone = '+7 916 555-30-00';
    const first = await post('/api/auth/request_code/', { phone }, '10.0.2.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ resend_in: 60, expires_in: 300 });
    const early = await post('/api/auth/request_code/', { phone }, '10.0.2.2');
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    const later = async () => {
      await sql`UPDATE verification_codes SET created_at = created_at - interval '61 seconds' WHERE phone = '79165553000'`.execute(server.database.db);
      return post('/api/auth/request_code/', { phone }, '10.0.2.3');
    };
    expect((await later()).statusCode).toBe(200);
    expect((await later()).statusCode).toBe(200);
    expect((await later()).statusCode).toBe(429);
  });

  it('the outbox does not exist outside the console provider in development', async () => {
    const response = await server.call({ method: 'GET', url: '/api/dev/sms-outbox/' });
    expect(response.statusCode).toBe(404);
  });

  it('Telegram and Firebase calls answer a clear 404 when not configured, and the config says so', async () => {
    const config = await server.json({ method: 'GET', url: '/api/auth/config/' });
    expect(config.body).toEqual({ telegram_bot: null, firebase: null });
    const widget = signedTelegramUser({ id: 42 });
    expect((await post('/api/auth/telegram/login/', widget as unknown as Json, '10.0.3.1')).json()).toEqual({ detail: 'Вход через Telegram на этом сервере не настроен.' });
    const register = await post('/api/auth/telegram/register/', { user: widget, phone: '+79161234567', password: 'Submariner41' }, '10.0.3.1');
    expect(register.statusCode).toBe(404);
    for (const url of ['/api/auth/firebase/login/', '/api/auth/firebase/register/']) {
      const answer = await post(url, { idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln', provider: 'google' }, '10.0.3.1');
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Вход через Firebase на этом сервере не настроен.' });
    }
  });
});
