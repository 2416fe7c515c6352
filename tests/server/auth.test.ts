import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, digits, newPhone, phoneSeq, signedTelegramUser, startAuthServer, type Json, type Pair } from '../support/authSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Sign-in (issue 5) over the real app and database: registration, phone codes, password login and the one phone
 * rule. Sessions, tokens, Telegram and the profile are in auth-sessions.test.ts; the limits and the switched-off
 * providers in auth-limits.test.ts. Every answer is checked against openapi.yaml by the harness.
 */
describe.each(targets)('sign-in and session on $name', (target) => {
  let server: TestServer;
  const { post, me, lastCode, signUp } = authCalls(() => server);

  beforeAll(async () => {
    server = await startAuthServer(target);
  });
  afterAll(async () => server?.close());

  it('tells the client which sign-in methods exist', async () => {
    const config = await server.json({ method: 'GET', url: '/api/auth/config/' });
    expect(config).toEqual({ status: 200, body: { telegram_bot: 'boutique_test_bot', firebase: null } });
  });

  describe('registration, codes and password login', () => {
    it('registers with a code sent at once, confirms the phone with it and signs in', async () => {
      const phone = newPhone();
      const registered = await post('/api/auth/register/', { phone, password: 'Nautilus5711' });
      expect(registered).toEqual({ status: 201, body: { requires_verification: true, detail: 'Требуется подтверждение телефона' } });
      const code = await lastCode(phone);
      expect(code).toMatch(/^\d{4}$/);

      const verifiedResponse = await server.call({ method: 'POST', url: '/api/auth/verify_code/', payload: { phone, code } });
      expect(verifiedResponse.statusCode).toBe(200);
      expect(verifiedResponse.headers['cache-control']).toBe('no-store');
      const pair = verifiedResponse.json() as Pair;
      const profile = await me(pair.access);
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ phone: `+${digits(phone)}`, has_password: true, telegram_id: null, email: null, first_name: '' });

      // The phone is confirmed now: the password alone signs in, however the phone is written.
      const login = await post('/api/auth/login/', { phone: `+${digits(phone)}`, password: 'Nautilus5711' });
      expect(login.status).toBe(200);
      expect(Object.keys(login.body).sort()).toEqual(['access', 'refresh']);
    });

    it('stores only an argon2id hash of the password', async () => {
      const { phone } = await signUp(newPhone(), 'Daytona116500');
      const row = await server.database.db.selectFrom('users').select('password_hash').where('phone', '=', digits(phone)).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('Daytona116500');
    });

    it('refuses a registered phone, a short password and a phone of the wrong length, naming the field', async () => {
      const { phone } = await signUp();
      const taken = await post('/api/auth/register/', { phone: digits(phone), password: 'another-one' });
      expect(taken).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: ['Этот номер телефона уже используется.'] } } });

      const short = await post('/api/auth/register/', { phone: newPhone(), password: '12345' });
      expect(short.status).toBe(400);
      expect(Object.keys(short.body.errors as Json)).toEqual(['password']);

      for (const bad of ['123456', '1234567890123456', '+7 (916) abc']) {
        const answer = await post('/api/auth/register/', { phone: bad, password: 'Submariner41' });
        expect(answer.status, bad).toBe(400);
        expect(Object.keys(answer.body.errors as Json), bad).toEqual(['phone']);
      }
    });

    it('a registration left unconfirmed longer than a code lives can be started again; a fresh one cannot', async () => {
      const phone = newPhone();
      expect((await post('/api/auth/register/', { phone, password: 'first-password' })).status).toBe(201);
      expect((await post('/api/auth/register/', { phone, password: 'second-password' })).status).toBe(400);
      await sql`UPDATE users SET updated_at = now() - interval '10 minutes' WHERE phone = ${digits(phone)}`.execute(server.database.db);
      expect((await post('/api/auth/register/', { phone, password: 'second-password' })).status).toBe(201);
      expect((await post('/api/auth/verify_code/', { phone, code: await lastCode(phone) })).status).toBe(200);
      expect((await post('/api/auth/login/', { phone, password: 'first-password' })).status).toBe(400);
      expect((await post('/api/auth/login/', { phone, password: 'second-password' })).status).toBe(200);
    });

    it('answers the same 400 for a wrong password and an unknown phone', async () => {
      const { phone } = await signUp();
      const wrong = await post('/api/auth/login/', { phone, password: 'not-it' });
      const unknown = await post('/api/auth/login/', { phone: newPhone(), password: 'not-it' });
      expect(wrong).toEqual({ status: 400, body: { detail: 'Неверный номер телефона или пароль.' } });
      expect(unknown).toEqual(wrong);
      const empty = await post('/api/auth/login/', { phone, password: '' });
      expect(empty.status).toBe(400);
      expect(Object.keys(empty.body.errors as Json)).toEqual(['password']);
    });

    it('an unconfirmed account gets requires_verification and a login code from the password login', async () => {
      const phone = newPhone();
      await post('/api/auth/register/', { phone, password: 'Submariner41' });
      const first = await lastCode(phone);
      const login = await post('/api/auth/login/', { phone, password: 'Submariner41' });
      expect(login).toEqual({ status: 200, body: { requires_verification: true, detail: 'Требуется подтверждение телефона' } });
      const second = await lastCode(phone);
      // Only the latest code counts.
      if (first !== second) expect((await post('/api/auth/verify_code/', { phone, code: first })).status).toBe(400);
      expect((await post('/api/auth/verify_code/', { phone, code: second })).status).toBe(200);
    });

    it('request_code → verify_code signs in a new phone (an account without a password) and an existing one', async () => {
      const phone = newPhone();
      const sent = await post('/api/auth/request_code/', { phone });
      expect(sent).toEqual({ status: 200, body: { detail: 'Код отправлен на ваш телефон', expires_in: 300, resend_in: 0 } });
      const verified = await post('/api/auth/verify_code/', { phone, code: await lastCode(phone) });
      expect(verified.status).toBe(200);
      const profile = await me((verified.body as unknown as Pair).access);
      expect(profile.body).toMatchObject({ phone: `+${digits(phone)}`, has_password: false });

      const { phone: registered } = await signUp();
      await post('/api/auth/request_code/', { phone: registered });
      const again = await post('/api/auth/verify_code/', { phone: registered, code: await lastCode(registered) });
      expect((await me((again.body as unknown as Pair).access)).body).toMatchObject({ phone: `+${digits(registered)}`, has_password: true });
    });

    it('the phone holder wins over unproven claims: an unconfirmed registration loses its password, a typed-in phone is detached', async () => {
      // Someone registered a phone they do not hold and never confirmed it; the holder signs in by code.
      const squatted = newPhone();
      await post('/api/auth/register/', { phone: squatted, password: 'squatters-password' });
      await post('/api/auth/request_code/', { phone: squatted });
      const holder = await post('/api/auth/verify_code/', { phone: squatted, code: await lastCode(squatted) });
      expect((await me((holder.body as unknown as Pair).access)).body).toMatchObject({ phone: `+${digits(squatted)}`, has_password: false });
      expect((await post('/api/auth/login/', { phone: squatted, password: 'squatters-password' })).status).toBe(400);

      // A Telegram account typed this phone in; the holder's code sign-in gets an account of their own.
      const typed = newPhone();
      const widget = signedTelegramUser({ id: 690_000_000 + phoneSeq, auth_date: Math.floor(Date.now() / 1000) - 100 });
      const telegram = (await post('/api/auth/telegram/register/', { user: widget, phone: typed, password: 'Submariner41' })).body as unknown as Pair;
      await post('/api/auth/request_code/', { phone: typed });
      const owner = await post('/api/auth/verify_code/', { phone: typed, code: await lastCode(typed) });
      const ownerProfile = (await me((owner.body as unknown as Pair).access)).body;
      const telegramProfile = (await me(telegram.access)).body;
      expect(ownerProfile.id).not.toBe(telegramProfile.id);
      expect(ownerProfile.phone).toBe(`+${digits(typed)}`);
      expect(telegramProfile.phone).toBeNull();
    });

    it('a code works once, expires, and dies after 5 wrong tries', async () => {
      const phone = newPhone();
      await post('/api/auth/request_code/', { phone });
      const code = await lastCode(phone);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expect(await post('/api/auth/verify_code/', { phone, code: wrong })).toEqual({ status: 400, body: { detail: 'Неверный код подтверждения' } });
      expect((await post('/api/auth/verify_code/', { phone, code })).status).toBe(200);
      expect((await post('/api/auth/verify_code/', { phone, code })).status).toBe(400);

      await post('/api/auth/request_code/', { phone });
      const expiring = await lastCode(phone);
      await sql`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE phone = ${digits(phone)}`.execute(server.database.db);
      expect((await post('/api/auth/verify_code/', { phone, code: expiring })).status).toBe(400);

      await post('/api/auth/request_code/', { phone });
      const guessed = await lastCode(phone);
      const miss = String((Number(guessed) + 1) % 10_000).padStart(4, '0');
      for (let i = 0; i < 5; i++) expect((await post('/api/auth/verify_code/', { phone, code: miss })).status).toBe(400);
      expect((await post('/api/auth/verify_code/', { phone, code: guessed })).status).toBe(400);
    });

    it('keeps codes hashed and refuses a code that is not 4 digits', async () => {
      const phone = newPhone();
      await post('/api/auth/request_code/', { phone });
      const code = await lastCode(phone);
      const row = await server.database.db.selectFrom('verification_codes').selectAll().where('phone', '=', digits(phone)).executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      // No column holds the code in clear. (Not "the digest does not contain the four digits": a 64-hex digest
      // contains a given four-digit run about once in a thousand codes, and once did.)
      for (const [column, value] of Object.entries(row)) expect(String(value), column).not.toBe(code);
      for (const bad of ['123', '12345', '12a4']) {
        const answer = await post('/api/auth/verify_code/', { phone, code: bad });
        expect(answer.status).toBe(400);
        expect(Object.keys(answer.body.errors as Json)).toEqual(['code']);
      }
    });
  });

  describe('one phone rule (issue 22 item 4, kernel/phone.ts)', () => {
    it('the Russian ways of typing a number reach the one account +79165551235', async () => {
      const { pair } = await signUp('+7 (916) 555-12-35', 'Daytona116500');
      expect((await me(pair.access)).body).toMatchObject({ phone: '+79165551235' });
      for (const typed of ['8 916 555-12-35', '89165551235', '916 555-12-35', '9165551235', '+7 (916) 555-12-35', '79165551235']) {
        const login = await post('/api/auth/login/', { phone: typed, password: 'Daytona116500' });
        expect(login.status, typed).toBe(200);
        expect((await me(String(login.body.access))).body, typed).toMatchObject({ id: (await me(pair.access)).body.id, phone: '+79165551235' });
      }
      // The same number typed another way is taken, not a second account.
      const again = await post('/api/auth/register/', { phone: '8 (916) 555 12 35', password: 'Daytona116500' });
      expect(again.status).toBe(400);
    });

    it('a bare 10-digit mobile gets its code at +7…, and the code works whichever way the number is typed again', async () => {
      const sent = await post('/api/auth/request_code/', { phone: '9161234567' });
      expect(sent.status).toBe(200);
      const outbox = await server.json<{ results: { phone: string; code: string }[] }>({ method: 'GET', url: '/api/dev/sms-outbox/?phone=%2B79161234567' });
      expect(outbox.body.results[0]?.phone).toBe('+79161234567');
      const wrongCountry = await server.json<{ results: unknown[] }>({ method: 'GET', url: '/api/dev/sms-outbox/?phone=%2B9161234567' });
      expect(wrongCountry.body.results).toEqual([]);
      const verified = await post('/api/auth/verify_code/', { phone: '8 916 123-45-67', code: outbox.body.results[0]?.code ?? '' });
      expect(verified.status).toBe(200);
      expect((await me(String(verified.body.access))).body).toMatchObject({ phone: '+79161234567' });
    });
  });

  describe('development outbox', () => {
    it('lists codes newest first, filtered by phone digits', async () => {
      const phone = newPhone();
      await post('/api/auth/request_code/', { phone });
      await post('/api/auth/request_code/', { phone });
      const outbox = await server.json<{ results: { phone: string; code: string; created_at: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${digits(phone)}` });
      expect(outbox.body.results).toHaveLength(2);
      expect(outbox.body.results.every((entry) => entry.phone === `+${digits(phone)}`)).toBe(true);
      expect(outbox.body.results[0]!.created_at >= outbox.body.results[1]!.created_at).toBe(true);
    });
  });
});
