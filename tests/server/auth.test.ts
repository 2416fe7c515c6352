import { createHash, createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/jwt.ts';
import { telegramHash, type TelegramUser } from '../../server/auth/telegram.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Sign-in and session (issue 5) over the real app and database; every answer is checked against openapi.yaml by
 * the harness. Time is never waited for: where a test needs "later" (an expired code, a grace window that has
 * passed) it moves the stored timestamps back, which is what the passing of time does to them.
 */
const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const BOT_TOKEN = '123456:TEST-bot-token';

type Json = Record<string, unknown>;
interface Pair {
  access: string;
  refresh: string;
  requires_phone?: boolean;
}

let phoneSeq = 0;
/** A fresh phone per test (suites share one database per target). */
const newPhone = () => `+7 916 ${String(1_000_000 + phoneSeq++ * 7919).slice(-7).replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3')}`;
const digits = (phone: string) => phone.replace(/\D/g, '');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signedTelegramUser(fields: Partial<TelegramUser> & { id: number }, botToken = BOT_TOKEN): TelegramUser {
  const user = { first_name: 'Алексей', username: `tg${fields.id}`, auth_date: Math.floor(Date.now() / 1000), ...fields };
  const { hash: _ignored, ...unsigned } = user as TelegramUser;
  return { ...unsigned, hash: telegramHash(unsigned, botToken) } as TelegramUser;
}

describe.each(targets)('sign-in and session on $name', (target) => {
  let server: TestServer;
  const post = (url: string, payload: Json, remoteAddress = '127.0.0.1') => server.json<Json>({ method: 'POST', url, payload, remoteAddress });
  const me = (access?: string) => server.json<Json>({ method: 'GET', url: '/api/users/me/', ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}) });

  async function lastCode(phone: string): Promise<string> {
    const outbox = await server.json<{ results: { phone: string; code: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}` });
    expect(outbox.status).toBe(200);
    const entry = outbox.body.results[0];
    if (!entry) throw new Error(`no code was sent to ${phone}`);
    expect(entry.phone).toBe(`+${digits(phone)}`);
    return entry.code;
  }

  /** Registered, phone confirmed, signed in. */
  async function signUp(phone = newPhone(), password = 'Submariner41'): Promise<{ phone: string; password: string; pair: Pair }> {
    const registered = await post('/api/auth/register/', { phone, password });
    expect(registered.status).toBe(201);
    const verified = await post('/api/auth/verify_code/', { phone, code: await lastCode(phone) });
    expect(verified.status).toBe(200);
    return { phone, password, pair: verified.body as unknown as Pair };
  }

  const refresh = (token: string) => post('/api/auth/refresh/', { refresh: token });

  beforeAll(async () => {
    server = await startTestServer(target, {
      watches: 0,
      auth: { jwtSecret: SECRET, telegramBotToken: BOT_TOKEN, telegramBotUsername: 'boutique_test_bot', loginAttemptsPerClient: 10_000, codeResendS: 0, codesPerPhonePerHour: 100 },
    });
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
      const row = await server.database.db.selectFrom('verification_codes').select('code_hash').where('phone', '=', digits(phone)).executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
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
