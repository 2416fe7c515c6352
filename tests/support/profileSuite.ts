import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signAccessToken } from '../../server/auth/jwt.ts';
import { telegramHash, type TelegramUser } from '../../server/auth/telegram.ts';
import { digits, type Json, type Pair } from './authSuite.ts';
import { startTestServer, type targets, type TestServer } from './server.ts';

/**
 * What the profile suites share (tests/server/profile.test.ts and profile-password.test.ts): the app's secret and
 * bot, small sign-in limits, and the calls that make and sign in customers. Each customer and each call that counts
 * against the per-client sign-in limit comes from an address of its own, so only the tests about limits meet them.
 */
const SECRET = 'profile-secret-0123456789abcdef0123456789abcdef';
const BOT_TOKEN = '654321:PROFILE-bot-token';
export const LIMITS = { loginFailuresPerPhone: 3, loginAttemptsPerClient: 6 };
export const INVALID_TOKEN = { detail: 'Токен недействителен или истёк' };
export const WRONG_CURRENT = 'Текущий пароль указан неверно';
export const PHONE_LOCKED = 'Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.';

let seq = 0;
/** A number no other call of the suite got (for phones, addresses, e-mails). */
export const next = () => ++seq;
/** A fresh phone per use (one database per target and suite). */
export const newPhone = () => `+7 917 ${String(2_000_000 + next() * 7919).slice(-7).replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3')}`;
/** A client address of its own. */
export const newIp = () => {
  const n = next();
  return `10.14.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
let telegramSeq = 700_000_000;
export const sessionOf = (access: string) => (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

function signedTelegramUser(id: number): TelegramUser {
  const unsigned = { id, first_name: 'Ольга', username: `tg${id}`, auth_date: Math.floor(Date.now() / 1000) };
  return { ...unsigned, hash: telegramHash(unsigned as Omit<TelegramUser, 'hash'>, BOT_TOKEN) } as TelegramUser;
}

export const startProfileServer = (target: (typeof targets)[number]): Promise<TestServer> =>
  startTestServer(target, {
    watches: 0,
    auth: { jwtSecret: SECRET, telegramBotToken: BOT_TOKEN, telegramBotUsername: 'boutique_profile_bot', codeResendS: 0, codesPerPhonePerHour: 100, ...LIMITS },
  });

/** The profile and sign-in calls over the suite's server (read when called: the server starts in beforeAll). */
export function profileCalls(current: () => TestServer) {
  const post = (url: string, payload: Json, remoteAddress = newIp()) => current().json<Json>({ method: 'POST', url, payload, remoteAddress });
  const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
  const me = (access: string) => current().json<Json>({ method: 'GET', url: '/api/users/me/', headers: bearer(access) });
  const patch = (access: string, payload: Json) => current().json<Json>({ method: 'PATCH', url: '/api/users/me/', headers: bearer(access), payload });
  const changePassword = (access: string, payload: Json, remoteAddress = newIp()) =>
    current().call({ method: 'POST', url: '/api/users/change_password/', headers: bearer(access), payload, remoteAddress });
  const refresh = (token: string) => post('/api/auth/refresh/', { refresh: token });
  const login = (phone: string, password: string) => post('/api/auth/login/', { phone, password });

  /** Registered, phone confirmed, signed in (the first session). */
  async function signUp(password = 'Submariner41'): Promise<{ phone: string; password: string; pair: Pair }> {
    const phone = newPhone();
    const ip = newIp();
    expect((await post('/api/auth/register/', { phone, password }, ip)).status).toBe(201);
    const outbox = await current().json<{ results: { code: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${digits(phone)}` });
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
    const user = await current().database.db
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
    await current().database.db
      .insertInto('refresh_tokens')
      .values({ user_id: userId, family_id: familyId, token_hash: `test-${familyId}`, family_started_at: now, expires_at: new Date(now.getTime() + 3600_000) })
      .execute();
    return signAccessToken(userId, familyId, SECRET, 900);
  }

  const userRow = (phone: string) => current().database.db.selectFrom('users').selectAll().where('phone', '=', digits(phone)).executeTakeFirstOrThrow();
  return { post, bearer, me, patch, changePassword, refresh, login, signUp, signIn, telegramAccount, sessionFor, userRow };
}
