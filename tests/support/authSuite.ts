import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { telegramHash, type TelegramUser } from '../../server/auth/telegram.ts';
import { startTestServer, type targets, type TestServer } from './server.ts';

/**
 * What the sign-in suites share (tests/server/auth.test.ts, auth-sessions.test.ts, auth-limits.test.ts): the app's
 * signing secret and Telegram bot, fresh phones, and the calls that register and sign a customer in. Time is never
 * waited for: where a test needs "later" (an expired code, a grace window that has passed) it moves the stored
 * timestamps back, which is what the passing of time does to them.
 */
export const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const BOT_TOKEN = '123456:TEST-bot-token';

export type Json = Record<string, unknown>;
export interface Pair {
  access: string;
  refresh: string;
  requires_phone?: boolean;
}

/** How many phones `newPhone` has handed out; tests read it for other unique values (a Telegram id, an e-mail). */
export let phoneSeq = 0;
/** A fresh phone per test (the tests of a suite share its database). */
export const newPhone = () => `+7 916 ${String(1_000_000 + phoneSeq++ * 7919).slice(-7).replace(/(\d{3})(\d{2})(\d{2})/, '$1-$2-$3')}`;
export const digits = (phone: string) => phone.replace(/\D/g, '');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signedTelegramUser(fields: Partial<TelegramUser> & { id: number }, botToken = BOT_TOKEN): TelegramUser {
  const user = { first_name: 'Алексей', username: `tg${fields.id}`, auth_date: Math.floor(Date.now() / 1000), ...fields };
  const { hash: _ignored, ...unsigned } = user as TelegramUser;
  return { ...unsigned, hash: telegramHash(unsigned, botToken) } as TelegramUser;
}

/** The app with a known secret and a Telegram bot, and limits no test of these suites reaches unless it means to. */
export const startAuthServer = (target: (typeof targets)[number]): Promise<TestServer> =>
  startTestServer(target, {
    watches: 0,
    auth: { jwtSecret: SECRET, telegramBotToken: BOT_TOKEN, telegramBotUsername: 'boutique_test_bot', loginAttemptsPerClient: 10_000, codeResendS: 0, codesPerPhonePerHour: 100 },
  });

/** The sign-in calls over the suite's server (read when called: the server starts in beforeAll). */
export function authCalls(current: () => TestServer) {
  const post = (url: string, payload: Json, remoteAddress = '127.0.0.1') => current().json<Json>({ method: 'POST', url, payload, remoteAddress });
  const me = (access?: string) => current().json<Json>({ method: 'GET', url: '/api/users/me/', ...(access ? { headers: { authorization: `Bearer ${access}` } } : {}) });

  async function lastCode(phone: string): Promise<string> {
    const outbox = await current().json<{ results: { phone: string; code: string }[] }>({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}` });
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
  return { post, me, lastCode, signUp, refresh };
}
