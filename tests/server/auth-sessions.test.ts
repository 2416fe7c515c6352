import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/jwt.ts';
import type { TelegramUser } from '../../server/auth/telegram.ts';
import { authCalls, b64, digits, newPhone, phoneSeq, SECRET, sha256, signedTelegramUser, startAuthServer, type Json, type Pair } from '../support/authSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Session (issue 5) over the real app and database: access and refresh tokens, Telegram sign-in and the profile
 * edit of a signed-in customer. Registration and codes are in auth.test.ts. Every answer is checked against
 * openapi.yaml by the harness.
 */
describe.each(targets)('sign-in and session on $name', (target) => {
  let server: TestServer;
  const { post, me, signUp, refresh } = authCalls(() => server);

  beforeAll(async () => {
    server = await startAuthServer(target);
  });
  afterAll(async () => server?.close());

  describe('access tokens', () => {
    it('GET /api/users/me/ needs a valid Bearer token', async () => {
      const { pair } = await signUp();
      expect((await me(pair.access)).status).toBe(200);
      expect(await me()).toEqual({ status: 401, body: { detail: 'Войдите в аккаунт.' } });
      const basic = await server.json({ method: 'GET', url: '/api/users/me/', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(basic.status).toBe(401);
      expect((await me('not-a-jwt')).status).toBe(401);
    });

    it('refuses expired, tampered, alg:none, other-algorithm and wrongly keyed tokens, and tokens of a session not theirs', async () => {
      const { pair } = await signUp();
      const other = await signUp();
      const [header, payload, signature] = pair.access.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Json;
      const otherId = (await me(other.pair.access)).body.id as number;

      const expired = signAccessToken(Number(claims.sub), String(claims.sid), SECRET, 900, Date.now() - 3600_000);
      // Well signed, but for a session that was never started, or for another user's session.
      const unknownSession = signAccessToken(Number(claims.sub), '11111111-2222-4333-8444-555555555555', SECRET, 900);
      const otherClaims = JSON.parse(Buffer.from(other.pair.access.split('.')[1]!, 'base64url').toString()) as Json;
      const othersSession = signAccessToken(Number(claims.sub), String(otherClaims.sid), SECRET, 900);
      const tampered = `${header}.${b64({ ...claims, sub: String(otherId) })}.${signature}`;
      const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
      const hs512Body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
      const hs512 = `${hs512Body}.${createHmac('sha512', SECRET).update(hs512Body).digest('base64url')}`;
      const wrongKeyBody = `${header}.${payload}`;
      const wrongKey = `${wrongKeyBody}.${createHmac('sha256', 'another-secret-of-sufficient-length!!').update(wrongKeyBody).digest('base64url')}`;
      const refreshAsAccess = pair.refresh;

      for (const [name, token] of Object.entries({ expired, unknownSession, othersSession, tampered, algNone, hs512, wrongKey, refreshAsAccess })) {
        const answer = await me(token);
        expect(answer, name).toEqual({ status: 401, body: { detail: 'Токен недействителен или истёк' } });
      }
      // The untouched token still works: the refusals above are about the changes.
      expect((await me(pair.access)).status).toBe(200);
    });

    it('a token of a deleted user is refused', async () => {
      const { phone, pair } = await signUp();
      await server.database.db.deleteFrom('users').where('phone', '=', digits(phone)).execute();
      expect((await me(pair.access)).status).toBe(401);
      expect((await refresh(pair.refresh)).status).toBe(401);
    });
  });

  describe('refresh tokens', () => {
    it('rotates on every use and stores only hashes', async () => {
      const { pair } = await signUp();
      const next = await refresh(pair.refresh);
      expect(next.status).toBe(200);
      const rotated = next.body as unknown as Pair;
      expect(rotated.refresh).not.toBe(pair.refresh);
      expect((await me(rotated.access)).status).toBe(200);
      const stored = await server.database.db.selectFrom('refresh_tokens').select('token_hash').where('token_hash', 'in', [sha256(pair.refresh), sha256(rotated.refresh)]).execute();
      expect(stored).toHaveLength(2);
      const plain = await server.database.db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', pair.refresh).execute();
      expect(plain).toHaveLength(0);
    });

    it('rotate three times, replay the first → the whole family is revoked', async () => {
      const { pair } = await signUp();
      let current = pair;
      for (let i = 0; i < 3; i++) {
        const answer = await refresh(current.refresh);
        expect(answer.status).toBe(200);
        current = answer.body as unknown as Pair;
      }
      expect(await refresh(pair.refresh)).toEqual({ status: 401, body: { detail: 'Токен недействителен или истёк' } });
      // The thief and the user are both out: even the newest token of the family is dead now.
      expect((await refresh(current.refresh)).status).toBe(401);
    });

    it('two tabs refreshing with the same token inside the grace window both get working pairs', async () => {
      const { pair } = await signUp();
      const [a, b] = await Promise.all([refresh(pair.refresh), refresh(pair.refresh)]);
      expect(a?.status).toBe(200);
      expect(b?.status).toBe(200);
      const pairA = a?.body as unknown as Pair;
      const pairB = b?.body as unknown as Pair;
      expect(pairA.refresh).not.toBe(pairB.refresh);
      expect((await me(pairA.access)).status).toBe(200);
      expect((await me(pairB.access)).status).toBe(200);
      // Both tabs go on refreshing normally.
      expect((await refresh(pairA.refresh)).status).toBe(200);
      expect((await refresh(pairB.refresh)).status).toBe(200);
    });

    it('a replay after the grace window revokes the family', async () => {
      const { pair } = await signUp();
      const next = (await refresh(pair.refresh)).body as unknown as Pair;
      await sql`UPDATE refresh_tokens SET rotated_at = rotated_at - interval '31 seconds' WHERE token_hash = ${sha256(pair.refresh)}`.execute(server.database.db);
      expect((await refresh(pair.refresh)).status).toBe(401);
      expect((await refresh(next.refresh)).status).toBe(401);
    });

    it('a session ends at its absolute lifetime, however often it was refreshed', async () => {
      const { pair } = await signUp();
      const next = (await refresh(pair.refresh)).body as unknown as Pair;
      const rows = await server.database.db.selectFrom('refresh_tokens').select(['family_started_at', 'expires_at']).where('token_hash', 'in', [sha256(pair.refresh), sha256(next.refresh)]).execute();
      // Rotation keeps the family's start and end: refreshing never extends a session.
      expect(new Set(rows.map((r) => r.expires_at.getTime())).size).toBe(1);
      expect(rows[0]!.expires_at.getTime() - rows[0]!.family_started_at.getTime()).toBe(30 * 24 * 3600 * 1000);
      await sql`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(next.refresh)}`.execute(server.database.db);
      expect((await refresh(next.refresh)).status).toBe(401);
    });

    it('logout revokes the session and is idempotent; unknown tokens are refused by refresh', async () => {
      const { pair } = await signUp();
      const next = (await refresh(pair.refresh)).body as unknown as Pair;
      const out = await server.call({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: next.refresh } });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      expect((await refresh(next.refresh)).status).toBe(401);
      expect((await server.call({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: next.refresh } })).statusCode).toBe(204);
      expect((await server.call({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: 'never-issued' } })).statusCode).toBe(204);
      expect((await refresh('never-issued')).status).toBe(401);
      const empty = await post('/api/auth/refresh/', { refresh: '' });
      expect(empty.status).toBe(400);
    });
  });

  describe('Telegram', () => {
    let telegramId = 700_000_000 + Math.floor(Math.random() * 1_000_000);

    it('an unknown Telegram user gets 404 "User not found"; register then login work, each widget answer once', async () => {
      const id = telegramId++;
      // Distinct auth_dates: two widget answers of one user in the same second would be the same answer.
      const base = Math.floor(Date.now() / 1000) - 600;
      const widget = signedTelegramUser({ id, last_name: 'Смирнов', auth_date: base });
      expect(await post('/api/auth/telegram/login/', widget as unknown as Json)).toEqual({ status: 404, body: { detail: 'Пользователь не найден' } });

      // The 404 did not use the widget data up: the client registers with the same object.
      const phone = newPhone();
      const registered = await post('/api/auth/telegram/register/', { user: widget, phone, password: 'Submariner41' });
      expect(registered.status).toBe(201);
      const profile = await me((registered.body as unknown as Pair).access);
      expect(profile.body).toMatchObject({ telegram_id: id, username: `tg${id}`, first_name: 'Алексей', last_name: 'Смирнов', phone: `+${digits(phone)}` });

      // Replayed: the same signed object does not sign in twice.
      const replay = await post('/api/auth/telegram/login/', widget as unknown as Json);
      expect(replay.status).toBe(400);
      expect(replay.body.detail).toMatch(/уже использованы/);

      const fresh = signedTelegramUser({ id, auth_date: base + 1 });
      const login = await post('/api/auth/telegram/login/', fresh as unknown as Json);
      expect(login.status).toBe(200);
      expect(login.body.requires_phone).toBeUndefined();
      expect((await post('/api/auth/telegram/login/', fresh as unknown as Json)).status).toBe(400);

      const twice = await post('/api/auth/telegram/register/', { user: signedTelegramUser({ id, auth_date: base + 2 }), phone: newPhone(), password: 'Submariner41' });
      expect(twice.status).toBe(400);
      expect(Object.keys(twice.body.errors as Json)).toEqual(['user']);
    });

    it('refuses a wrong hash, data signed by another bot, changed fields and stale data', async () => {
      const id = telegramId++;
      const base = Math.floor(Date.now() / 1000) - 600;
      await post('/api/auth/telegram/register/', { user: signedTelegramUser({ id, auth_date: base }), phone: newPhone(), password: 'Submariner41' });
      const good = signedTelegramUser({ id, auth_date: base + 1 });
      const cases: Record<string, TelegramUser> = {
        wrongHash: { ...good, hash: 'a'.repeat(64) },
        otherBot: signedTelegramUser({ id }, '999:another-bot'),
        changedId: { ...good, id: id + 1 },
        changedName: { ...good, first_name: 'Мария' },
        stale: signedTelegramUser({ id, auth_date: Math.floor(Date.now() / 1000) - 24 * 3600 - 60 }),
      };
      for (const [name, widget] of Object.entries(cases)) {
        const answer = await post('/api/auth/telegram/login/', widget as unknown as Json);
        expect(answer.status, name).toBe(400);
      }
      expect((await post('/api/auth/telegram/login/', cases.stale as unknown as Json)).body.detail).toMatch(/устарели/);
      // The refused attempts did not spend the genuine answer.
      const genuine = await post('/api/auth/telegram/login/', good as unknown as Json);
      expect(genuine.status, JSON.stringify(genuine.body)).toBe(200);
    });

    it('a Telegram account without a phone signs in with requires_phone and sets the phone once', async () => {
      const id = telegramId++;
      await server.database.db.insertInto('users').values({ telegram_id: id, first_name: 'Ольга' }).execute();
      const login = await post('/api/auth/telegram/login/', signedTelegramUser({ id }) as unknown as Json);
      expect(login.status).toBe(200);
      expect(login.body.requires_phone).toBe(true);
      const access = (login.body as unknown as Pair).access;

      const { phone: taken } = await signUp();
      const patch = (payload: Json) => server.json<Json>({ method: 'PATCH', url: '/api/users/me/', headers: { authorization: `Bearer ${access}` }, payload });
      const clash = await patch({ phone: taken });
      expect(clash).toEqual({ status: 400, body: { detail: 'Некорректный запрос.', errors: { phone: ['Этот номер телефона уже используется.'] } } });

      const phone = newPhone();
      const set = await patch({ phone });
      expect(set.status).toBe(200);
      expect(set.body.phone).toBe(`+${digits(phone)}`);
      const change = await patch({ phone: newPhone() });
      expect(change.status).toBe(400);
      expect(Object.keys(change.body.errors as Json)).toEqual(['phone']);
    });
  });

  describe('profile', () => {
    it('PATCH /api/users/me/ changes names and e-mail; null clears the e-mail; a taken e-mail is refused', async () => {
      const { pair } = await signUp();
      const other = await signUp();
      const patch = (access: string, payload: Json) => server.json<Json>({ method: 'PATCH', url: '/api/users/me/', headers: { authorization: `Bearer ${access}` }, payload });
      const email = `anna.${phoneSeq}@example.ru`;
      const changed = await patch(pair.access, { first_name: ' Анна ', last_name: 'Кузнецова', email });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ first_name: 'Анна', last_name: 'Кузнецова', email });
      const clash = await patch(other.pair.access, { email });
      expect(clash.status).toBe(400);
      expect(Object.keys(clash.body.errors as Json)).toEqual(['email']);
      expect((await patch(pair.access, { email: null })).body.email).toBeNull();
      expect((await patch(pair.access, { phone: newPhone() })).status).toBe(400);
      expect((await patch(pair.access, { nickname: 'x' })).status).toBe(400);
      expect((await server.json({ method: 'PATCH', url: '/api/users/me/', payload: { first_name: 'x' } })).status).toBe(401);
    });
  });
});
