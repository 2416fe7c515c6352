import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digits, type Json } from '../support/authSuite.ts';
import { newPhone, next, PHONE_LOCKED, profileCalls, startProfileServer } from '../support/profileSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 14 (server): the profile (part 2 §5 "Profile", §7) over the real app and database: reading and editing one's
 * own, and the phone rule. Sessions and the password change are in profile-password.test.ts. Every answer is checked
 * against openapi.yaml by the harness.
 */
describe.each(targets)('profile and password change on $name', (target) => {
  let server: TestServer;
  const { signUp, bearer, me, patch, telegramAccount, sessionFor, userRow } = profileCalls(() => server);

  beforeAll(async () => {
    server = await startProfileServer(target);
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
});
