import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digits, type Json, type Pair } from '../support/authSuite.ts';
import { INVALID_TOKEN, LIMITS, newIp, newPhone, profileCalls, sessionOf, startProfileServer, WRONG_CURRENT } from '../support/profileSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 14 (server): sessions that end at once and the password change (part 2 §5 "Profile", §7) over the real app
 * and database. Every answer is checked against openapi.yaml by the harness.
 */
describe.each(targets)('profile and password change on $name', (target) => {
  let server: TestServer;
  const { post, me, changePassword, refresh, login, signUp, signIn, telegramAccount, userRow } = profileCalls(() => server);

  beforeAll(async () => {
    server = await startProfileServer(target);
  });
  afterAll(async () => server?.close());

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
