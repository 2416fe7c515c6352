import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/jwt.ts';
import { telegramHash, type TelegramUser } from '../../server/auth/telegram.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 14 (server): the profile (part 2 §5 "Profile", §7) and the password change over the real app and database;
 * every answer is checked against openapi.yaml by the harness. Each customer and each call that counts against the
 * per-client sign-in limit comes from an address of its own, so only the tests about limits meet them.
 */
const SECRET = 'profile-secret-0123456789abcdef0123456789abcdef';
const BOT_TOKEN = '654321:PROFILE-bot-token';
const LIMITS = { loginFailuresPerPhone: 3, loginAttemptsPerClient: 6 };
const INVALID_TOKEN = { detail: 'Токен недействителен или истёк' };
const WRONG_CURRENT = 'Текущий пароль указан неверно';
const PHONE_LOCKED = 'Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.';

type Json = Record<string, unknown>;
interface Pair {
  access: string;
  refresh: string;
  requires_phone?: boolean;
}

let seq = 0;
const next = () => ++seq;
/** A fresh phone per use (one database per target and suite). */
const newPhone = () => `+7 917 ${String(2_000_000 + next() * 7919).slice(-7).replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3')}`;
const digits = (phone: string) => phone.replace(/\D/g, '');
/** A client address of its own. */
const newIp = () => {
  const n = next();
  return `10.14.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
let telegramSeq = 700_000_000;
const sessionOf = (access: string) => (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

function signedTelegramUser(id: number): TelegramUser {
  const unsigned = { id, first_name: 'Ольга', username: `tg${id}`, auth_date: Math.floor(Date.now() / 1000) };
  return { ...unsigned, hash: telegramHash(unsigned as Omit<TelegramUser, 'hash'>, BOT_TOKEN) } as TelegramUser;
}

describe.each(targets)('profile and password change on $name', (target) => {
  let server: TestServer;
  const post = (url: string, payload: Json, remoteAddress = newIp()) => server.json<Json>({ method: 'POST', url, payload, remoteAddress });
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const me = (access: string) => server.json<Json>({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
  const patch = (access: string, payload: Json) => server.json<Json>({ method: 'PATCH', url: '/api/users/me/', headers: bearer(access), payload });
  const changePassword = (access: string, payload: Json, remoteAddress = newIp()) =>
    server.call({ method: 'POST', url: '/api/users/change_password/', headers: bearer(access), payload, remoteAddress });
  const refresh = (token: string) => post('/api/auth/refresh/', { refresh: token });
  const login = (phone: string, password: string) => post('/api/auth/login/', { phone, password });

  /** Registered, phone confirmed, signed in (the first session). */
  async function signUp(password = 'Submariner41'): Promise<{ phone: string; password: string; pair: Pair }> {
    const phone = newPhone();
    const ip = newIp();
    expect((await post('/api/auth/register/', { phone, password }, ip)).status).toBe(201);
    const outbox = await server.json<{ results: { code: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${digits(phone)}` });
    const verified = await post('/api/auth/verify_code/', { phone, code: outbox.body.results[0]!.code }, ip);
    expect(verified.status).toBe(200);
    return { phone, password, pair: verified.body as unknown as Pair };
  }

  /** Another session of the same customer (another browser). */
  async function signIn(phone: string, password: string): Promise<Pair> {
    const answer = await login(phone, password);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as unknown as Pair;
  }

  /** A messenger account made as a Telegram sign-up leaves it, signed in through the widget. */
  async function telegramAccount(values: { phone?: string; phone_verified?: boolean } = {}): Promise<{ id: number; pair: Pair }> {
    const telegramId = telegramSeq++;
    const user = await server.database.db
      .insertInto('users')
      .values({ telegram_id: telegramId, first_name: 'Ольга', username: `tg${telegramId}`, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await post('/api/auth/telegram/login/', signedTelegramUser(telegramId) as unknown as Json);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { id: user.id, pair: answer.body as unknown as Pair };
  }

  /** A session for an account no sign-in flow of this suite can make (e.g. a Firebase sign-up): a family and its token. */
  async function sessionFor(userId: number): Promise<string> {
    const familyId = randomUUID();
    const now = new Date();
    await server.database.db
      .insertInto('refresh_tokens')
      .values({ user_id: userId, family_id: familyId, token_hash: `test-${familyId}`, family_started_at: now, expires_at: new Date(now.getTime() + 3600_000) })
      .execute();
    return signAccessToken(userId, familyId, SECRET, 900);
  }

  const userRow = (phone: string) => server.database.db.selectFrom('users').selectAll().where('phone', '=', digits(phone)).executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(target, {
      watches: 0,
      auth: { jwtSecret: SECRET, telegramBotToken: BOT_TOKEN, telegramBotUsername: 'boutique_profile_bot', codeResendS: 0, codesPerPhonePerHour: 100, ...LIMITS },
    });
  });
  afterAll(async () => server?.close());

  describe('GET/PATCH /api/users/me/', () => {
    it('reads and edits the own profile: names trimmed, e-mail lower-cased, null clears it; never cached', async () => {
      const { phone, pair } = await signUp();
      const read = await server.call({ method: 'GET', url: '/api/users/me/', headers: bearer(pair.access) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      expect(read.json()).toMatchObject({ phone: `+${digits(phone)}`, first_name: '', last_name: '', email: null, telegram_id: null, username: null, has_password: true });

      const email = `Anna.${next()}@Example.RU`;
      const edited = await server.call({ method: 'PATCH', url: '/api/users/me/', headers: bearer(pair.access), payload: { first_name: '  Анна ', last_name: ' Кузнецова', email } });
      expect(edited.statusCode).toBe(200);
      expect(edited.headers['cache-control']).toBe('no-store');
      expect(edited.json()).toMatchObject({ first_name: 'Анна', last_name: 'Кузнецова', email: email.toLowerCase(), phone: `+${digits(phone)}` });
      expect((await me(pair.access)).body).toEqual(edited.json());

      // Nothing sent, nothing changed; the stored e-mail in another case is no change either.
      expect((await patch(pair.access, {})).body).toEqual(edited.json());
      expect((await patch(pair.access, { email: email.toUpperCase() })).body).toEqual(edited.json());
      const name150 = 'Я'.repeat(150);
      expect((await patch(pair.access, { first_name: name150 })).body.first_name).toBe(name150);
      expect((await patch(pair.access, { email: null })).body.email).toBeNull();
    });

    it('refuses an invalid e-mail, a taken one and an over-long name, naming the field, and changes nothing', async () => {
      const { phone, pair } = await signUp();
      const other = await signUp();
      const email = `olga.${next()}@example.ru`;
      expect((await patch(other.pair.access, { email })).status).toBe(200);
      expect((await patch(pair.access, { first_name: 'Было' })).status).toBe(200);

      for (const bad of ['anna', 'anna@', 'anna@mail', '@mail.ru', 'an na@mail.ru', 'anna@mail.ru x']) {
        const answer = await patch(pair.access, { first_name: 'Стало', email: bad });
        expect(answer.status, bad).toBe(400);
        expect(Object.keys(answer.body.errors as Json), bad).toEqual(['email']);
      }
      const taken = await patch(pair.access, { first_name: 'Стало', email: email.toUpperCase() });
      expect(taken).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { email: ['Этот e-mail уже используется.'] } } });
      const long = await patch(pair.access, { first_name: 'Стало', last_name: 'Я'.repeat(151) });
      expect(long.status).toBe(400);
      expect(Object.keys(long.body.errors as Json)).toEqual(['last_name']);

      const row = await userRow(phone);
      expect(row).toMatchObject({ first_name: 'Было', last_name: '', email: null });
    });

    it('a password account cannot change its phone; sending the stored phone is no change', async () => {
      const { phone, pair } = await signUp();
      const changed = await patch(pair.access, { first_name: 'Пётр', phone: newPhone() });
      expect(changed).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: [PHONE_LOCKED] } } });
      expect(await userRow(phone)).toMatchObject({ first_name: '', phone: digits(phone), phone_verified: true });

      // The same number however written: not a change, the rest of the edit goes through.
      const same = await patch(pair.access, { first_name: 'Пётр', phone: `+${digits(phone).slice(0, 1)} (${digits(phone).slice(1, 4)}) ${digits(phone).slice(4)}` });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ first_name: 'Пётр', phone: `+${digits(phone)}` });
      expect((await userRow(phone)).phone_verified).toBe(true);
    });

    it('an account without a phone that did not sign up via the messenger cannot set one', async () => {
      const user = await server.database.db
        .insertInto('users')
        .values({ firebase_uid: `firebase-${next()}`, first_name: 'Google' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const access = await sessionFor(user.id);
      expect((await me(access)).body).toMatchObject({ id: user.id, phone: null, telegram_id: null, has_password: false });
      const answer = await patch(access, { phone: newPhone() });
      expect(answer).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: [PHONE_LOCKED] } } });
      expect((await me(access)).body.phone).toBeNull();
    });

    it('a Telegram account without a phone sets it once (a taken phone is refused), then it is locked', async () => {
      const { id, pair } = await telegramAccount();
      expect(pair.requires_phone).toBe(true);
      const { phone: taken } = await signUp();
      const clash = await patch(pair.access, { phone: taken });
      expect(clash).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: ['Этот номер телефона уже используется.'] } } });

      const phone = newPhone();
      const set = await patch(pair.access, { phone });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ id, phone: `+${digits(phone)}`, telegram_id: expect.any(Number) });
      // Typed in, not proven: password login will ask for a code.
      expect((await userRow(phone)).phone_verified).toBe(false);
      expect((await patch(pair.access, { phone })).status).toBe(200);
      const again = await patch(pair.access, { phone: newPhone() });
      expect(again).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: [PHONE_LOCKED] } } });
      expect((await me(pair.access)).body.phone).toBe(`+${digits(phone)}`);
    });

    it('a Telegram account that already has a phone cannot change it', async () => {
      const phone = newPhone();
      const { pair } = await telegramAccount({ phone: digits(phone) });
      expect(pair.requires_phone).toBeUndefined();
      const answer = await patch(pair.access, { phone: newPhone() });
      expect(answer).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: [PHONE_LOCKED] } } });
    });

    it('customers never see or change each other: the token decides', async () => {
      const anna = await signUp();
      const boris = await signUp();
      const annaMe = await me(anna.pair.access);
      const borisMe = await me(boris.pair.access);
      expect(annaMe.body.phone).toBe(`+${digits(anna.phone)}`);
      expect(borisMe.body.phone).toBe(`+${digits(boris.phone)}`);
      expect(annaMe.body.id).not.toBe(borisMe.body.id);

      expect((await patch(anna.pair.access, { first_name: 'Анна' })).body).toMatchObject({ id: annaMe.body.id, first_name: 'Анна' });
      expect((await me(boris.pair.access)).body).toEqual(borisMe.body);
      // A body naming the other customer is refused, not obeyed.
      expect((await patch(anna.pair.access, { id: borisMe.body.id, first_name: 'Борис' })).status).toBe(400);
      expect((await me(boris.pair.access)).body).toEqual(borisMe.body);
    });

    it('answers 401 without a token', async () => {
      expect(await server.json({ method: 'GET', url: '/api/users/me/' })).toEqual({ status: 401, body: { detail: 'Войдите в аккаунт.' } });
      expect((await server.json({ method: 'PATCH', url: '/api/users/me/', payload: { first_name: 'x' } })).status).toBe(401);
      expect((await server.json({ method: 'POST', url: '/api/users/change_password/', payload: { current_password: 'a', new_password: 'bbbbbb' } })).status).toBe(401);
    });
  });

  describe('sessions end at once', () => {
    it('logout ends that session\'s access token too, not only its refresh token', async () => {
      const { phone, password, pair } = await signUp();
      const other = await signIn(phone, password);
      const loggedOut = await server.call({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: pair.refresh } });
      expect(loggedOut.statusCode).toBe(204);
      expect(await me(pair.access)).toEqual({ status: 401, body: INVALID_TOKEN });
      expect((await refresh(pair.refresh)).status).toBe(401);
      // The customer's other session is another family: untouched.
      expect((await me(other.access)).status).toBe(200);
    });

    it('refreshing keeps the session; a refresh token reused after rotation ends its access tokens', async () => {
      const { pair } = await signUp();
      const rotated = (await refresh(pair.refresh)).body as unknown as Pair;
      expect(sessionOf(rotated.access)).toBe(sessionOf(pair.access));
      expect((await me(pair.access)).status).toBe(200);
      expect((await me(rotated.access)).status).toBe(200);
      // Past the grace window the old token's return is theft: the whole session ends, access tokens included.
      await sql`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 hour' WHERE family_id = ${sessionOf(pair.access)} AND rotated_at IS NOT NULL`.execute(server.database.db);
      expect((await refresh(pair.refresh)).status).toBe(401);
      expect(await me(rotated.access)).toEqual({ status: 401, body: INVALID_TOKEN });
    });
  });

  describe('POST /api/users/change_password/', () => {
    it('a wrong current password is a 400 naming current_password, and nothing changes', async () => {
      const { phone, password, pair } = await signUp();
      const other = await signIn(phone, password);
      const hashBefore = (await userRow(phone)).password_hash;
      const wrong = await changePassword(pair.access, { current_password: 'not-the-password', new_password: 'Nautilus5711' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers['cache-control']).toBe('no-store');
      expect(wrong.json()).toEqual({ detail: WRONG_CURRENT, errors: { current_password: [WRONG_CURRENT] } });
      expect((await userRow(phone)).password_hash).toBe(hashBefore);
      expect((await me(other.access)).status).toBe(200);
      expect((await login(phone, 'Nautilus5711')).status).toBe(400);
      expect((await login(phone, password)).status).toBe(200);
    });

    it('the new password follows the registration policy and differs from the current one', async () => {
      const { phone, password, pair } = await signUp();
      const short = await changePassword(pair.access, { current_password: password, new_password: '12345' });
      expect(short.statusCode).toBe(400);
      expect(Object.keys((short.json() as { errors: Json }).errors)).toEqual(['new_password']);
      const same = await changePassword(pair.access, { current_password: password, new_password: password });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ detail: 'Новый пароль должен отличаться от текущего', errors: { new_password: ['Новый пароль должен отличаться от текущего'] } });
      const missing = await changePassword(pair.access, { new_password: 'Nautilus5711' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys((missing.json() as { errors: Json }).errors)).toEqual(['current_password']);
      expect((await login(phone, password)).status).toBe(200);
    });

    it('changes the password and signs every other session out at once; this session stays signed in', async () => {
      const { phone, password, pair: first } = await signUp();
      const current = await signIn(phone, password);
      const third = await signIn(phone, password);
      const changed = await changePassword(current.access, { current_password: password, new_password: 'Nautilus5711' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ detail: 'Пароль изменён' });

      // The other browsers: their next call is a 401, and renewing fails, so they go to /login.
      for (const other of [first, third]) {
        expect(await me(other.access)).toEqual({ status: 401, body: INVALID_TOKEN });
        expect(await refresh(other.refresh)).toEqual({ status: 401, body: INVALID_TOKEN });
      }
      // This one keeps working, before and after renewing (same session).
      expect((await me(current.access)).status).toBe(200);
      const renewed = await refresh(current.refresh);
      expect(renewed.status).toBe(200);
      const pair = renewed.body as unknown as Pair;
      expect(sessionOf(pair.access)).toBe(sessionOf(current.access));
      expect((await me(pair.access)).status).toBe(200);
      expect((await me(current.access)).status).toBe(200);

      // Only the new password signs in now.
      expect((await login(phone, password)).status).toBe(400);
      expect((await login(phone, 'Nautilus5711')).status).toBe(200);
      expect((await me(pair.access)).body.has_password).toBe(true);
      expect((await userRow(phone)).password_hash).toMatch(/^\$argon2id\$/);
    });

    it('a customer without a password sets one without a current password; then the current one is asked for', async () => {
      const phone = newPhone();
      const { pair } = await telegramAccount({ phone: digits(phone), phone_verified: true });
      expect((await me(pair.access)).body.has_password).toBe(false);
      expect((await login(phone, 'Nautilus5711')).status).toBe(400);

      const set = await changePassword(pair.access, { current_password: '', new_password: 'Nautilus5711' });
      expect(set.statusCode).toBe(200);
      expect((await me(pair.access)).body.has_password).toBe(true);
      expect((await login(phone, 'Nautilus5711')).status).toBe(200);

      const unchecked = await changePassword(pair.access, { current_password: '', new_password: 'Daytona116500' });
      expect(unchecked.statusCode).toBe(400);
      expect(Object.keys((unchecked.json() as { errors: Json }).errors)).toEqual(['current_password']);
    });

    it('wrong current passwords per customer → 429 with Retry-After, even for the right one; others unaffected', async () => {
      const { phone, password, pair } = await signUp();
      for (let i = 0; i < LIMITS.loginFailuresPerPhone; i++) {
        expect((await changePassword(pair.access, { current_password: `guess-${i}`, new_password: 'Nautilus5711' })).statusCode).toBe(400);
      }
      const limited = await changePassword(pair.access, { current_password: password, new_password: 'Nautilus5711' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: 'Слишком много запросов. Попробуйте ещё раз через минуту.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(phone, 'Nautilus5711')).status).toBe(400);

      const other = await signUp();
      expect((await changePassword(other.pair.access, { current_password: other.password, new_password: 'Nautilus5711' })).statusCode).toBe(200);
    });

    it('one client\'s attempts count like sign-in attempts → 429', async () => {
      const { password, pair } = await signUp();
      const ip = newIp();
      const answers: number[] = [];
      for (let i = 0; i <= LIMITS.loginAttemptsPerClient; i++) {
        answers.push((await changePassword(pair.access, { current_password: password, new_password: password }, ip)).statusCode);
      }
      expect(answers).toEqual([...Array(LIMITS.loginAttemptsPerClient).fill(400), 429]);
      // The same window as sign-in's: this client cannot sign in either, another client can change the password.
      expect((await post('/api/auth/login/', { phone: newPhone(), password: 'whatever' }, ip)).status).toBe(429);
      expect((await changePassword(pair.access, { current_password: password, new_password: 'Nautilus5711' })).statusCode).toBe(200);
    });
  });
});
