import { expect } from 'vitest';
import type { NoticeKind, ProductTable } from '../../server/db/tables/alerts.ts';
import { BOT_TOKEN, SECRET, signedTelegramUser, type Json } from './authSuite.ts';
import { startTestServer, type targets, type TestServer } from './server.ts';

/**
 * What tests/server/alerts-api.test.ts uses (issue 28, the API side): a server with a catalogue and a Telegram bot,
 * shoppers signed in by phone or by Telegram, and notices written straight into the table as fixtures (the matcher
 * that writes them for real has its own suite, tests/server/alerts-matching.test.ts).
 */
export type Headers = Record<string, string>;
export type Inject = (options: { method: string; url: string; headers?: Headers; payload?: Json }) => Promise<{ status: number; body: Json; text: string }>;

export const EN = { 'accept-language': 'en-GB,en;q=0.9' };

export const startAlertsServer = (target: (typeof targets)[number]): Promise<TestServer> =>
  startTestServer(target, {
    watches: 40,
    auth: { jwtSecret: SECRET, telegramBotToken: BOT_TOKEN, telegramBotUsername: 'boutique_alerts_bot', loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000, codeResendS: 0 },
  });

let seq = 0;
const newPhone = () => `+7918${String(4_000_000 + ++seq * 7919).slice(-7)}`;
let telegramSeq = 810_000_000;

/** The calls over the suite's server (read when called: the server starts in beforeAll). */
export function alertsCalls(current: () => TestServer) {
  /** server.call (the contract check), the body parsed when there is one (a 204 has none). */
  const json: Inject = async (options) => {
    const response = await current().call(options);
    return { status: response.statusCode, body: response.body === '' ? {} : (response.json() as Json), text: response.body };
  };
  const db = () => current().database.db;

  /** A shopper signed in by phone: their bearer header and user id. */
  async function shopper(): Promise<{ headers: Headers; id: number }> {
    const headers = await current().signUp(newPhone());
    const me = await json({ method: 'GET', url: '/api/users/me/', headers });
    return { headers, id: me.body.id as number };
  }

  /** A shopper who signed up and in with Telegram (the bot knows their chat). */
  async function telegramShopper(): Promise<{ headers: Headers; id: number }> {
    const telegramId = telegramSeq++;
    const user = await db().insertInto('users').values({ telegram_id: telegramId, first_name: 'Ольга', username: `tg${telegramId}` }).returning('id').executeTakeFirstOrThrow();
    const answer = await json({ method: 'POST', url: '/api/auth/telegram/login/', payload: signedTelegramUser({ id: telegramId }) as unknown as Json });
    expect(answer.status, answer.text).toBe(200);
    return { headers: { authorization: `Bearer ${answer.body.access as string}` }, id: user.id };
  }

  /** A notice written as the matcher would (a fixture): one per shopper, piece and day, as the table insists. */
  async function fixtureNotice(
    userId: number,
    piece: { table: ProductTable; id: number },
    values: { kind?: NoticeKind; created_at?: Date; saved_search_id?: number | null; search_name?: string | null; old_price_usd?: string; new_price_usd?: string } = {},
  ): Promise<number> {
    const kind = values.kind ?? 'available';
    const row = await db()
      .insertInto('notifications')
      .values({ user_id: userId, kind, product_kind: piece.table, product_id: piece.id, event_id: 0, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Active pieces of a table, by id. */
  const pieces = async (table: ProductTable, count: number) =>
    (await db().selectFrom(table).select('id').where('is_active', '=', true).orderBy('id').limit(count).execute()).map((row) => row.id);

  return { json, db, shopper, telegramShopper, fixtureNotice, pieces };
}
