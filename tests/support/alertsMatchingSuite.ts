import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { MatchWorker } from '../../server/alerts/match-worker.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Database } from '../../server/db/types.ts';
import { BOT_TOKEN, SECRET, signedTelegramUser } from './authSuite.ts';
import { importCalls } from './catalogueImportSuite.ts';
import { staffMember } from './manageSuite.ts';
import { startTestServer, type targets, type TestServer } from './server.ts';

/**
 * What the matching engine's suites share (tests/server/alerts-matching*.test.ts, issue 28): a server whose own
 * matcher runs only at start (it clears the seed's events) with the shoppers' Telegram bot pointed at a fake Bot API;
 * the tests then run matching passes themselves (`settle`), so each step's notices are all written before it looks.
 * Shoppers sign up through the API; a manager imports CSV files and changes pieces through the back office.
 */
export type Headers = Record<string, string>;
export type Json = Record<string, unknown>;

export interface Notice {
  id: number;
  kind: 'new_match' | 'price_drop' | 'available';
  read: boolean;
  product: { kind: string; id: number; url: string; brand_name: string; price_usd: string | null };
  search: { id: number | null; name: string } | null;
  old_price_usd: string | null;
  new_price_usd: string | null;
}

export const quiet = { warn: () => undefined, error: () => undefined };

const AUTH = { jwtSecret: SECRET, telegramBotToken: BOT_TOKEN, loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000, codeResendS: 0 };

/** The matcher's poll (`alertsEveryMs`) and the shoppers' bot at the fake Bot API, over a node's test settings. */
const matchingSettings = (apiBase: string, alertsEveryMs: number) => (config: Config): Config => ({
  ...config,
  alertsEveryMs,
  notify: { ...config.notify, shopperBot: { botToken: BOT_TOKEN, apiBase }, pollMs: 40, retryBaseMs: 30, retryMaxMs: 200 },
});

export async function startMatchingServer(target: (typeof targets)[number], apiBase: string): Promise<TestServer> {
  return startTestServer(target, { watches: 40, auth: AUTH, configure: matchingSettings(apiBase, 3_600_000) });
}

/**
 * Another API node on the suite's database (`db`: the same handle on PGlite, which admits one process; a pool of its
 * own on PostgreSQL), its matcher polling every `alertsEveryMs` and its outbox worker sending to the fake Bot API.
 */
export async function anotherNode(server: TestServer, db: Kysely<Database>, apiBase: string, alertsEveryMs: number): Promise<FastifyInstance> {
  const base = loadConfig({ NODE_ENV: 'test' });
  const config = matchingSettings(apiBase, alertsEveryMs)({ ...base, dataDir: server.dataDir, clientDir: '/nonexistent', auth: { ...base.auth, ...AUTH } });
  const app = await buildApp({ config, db, databaseKind: server.database.kind }, { logger: false });
  await app.ready();
  return app;
}

const HEADER = 'kind,sku,brand,model,reference,year,condition,full_set,watch_type,case_material,case_diameter_mm,glass,movement,strap_material,dial_color,price_usd,previous_price_usd,price_on_request,stock,city';

export interface CsvWatch {
  sku: string;
  brand: string;
  model: string;
  reference: string;
  price?: string;
  previous?: string;
  onRequest?: boolean;
  stock?: number;
  city?: string;
}

/** A catalogue import file of watches (the columns: docs/catalogue-import.md). */
export function watchesCsv(watches: readonly CsvWatch[]): string {
  const row = (w: CsvWatch) =>
    `watch,${w.sku},${w.brand},${w.model},${w.reference},2023,Excellent,yes,Men's,Steel,40,Sapphire,Automatic,Steel bracelet,black,${w.onRequest ? '' : (w.price ?? '10000')},${w.previous ?? ''},${w.onRequest ? 'yes' : ''},${w.stock ?? 1},${w.city ?? 'Moscow'}`;
  return `${HEADER}\n${watches.map(row).join('\n')}\n`;
}

let phoneSeq = 0;
let telegramSeq = 820_000_000;

export function matchingCalls(current: () => TestServer) {
  const db = (): Kysely<Database> => current().database.db;
  const call = async <T = Json>(method: string, url: string, headers: Headers, payload?: unknown) => {
    const response = await current().call({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });
    return { status: response.statusCode, body: (response.body === '' ? {} : response.json()) as T, text: response.body };
  };
  const worker = (on = db(), batch?: number) => new MatchWorker(on, { everyMs: 60_000, telegram: true, ...(batch ? { batch } : {}) }, quiet);

  /** Runs matching passes until every event is handled (the server's own start-up pass included). */
  async function settle(): Promise<void> {
    const passes = worker();
    const deadline = Date.now() + 30_000;
    for (;;) {
      await passes.matchDue();
      const left = await db().selectFrom('catalogue_events').select(sql<number>`count(*)::int`.as('n')).where('done_at', 'is', null).executeTakeFirstOrThrow();
      if (left.n === 0) return;
      if (Date.now() > deadline) throw new Error(`${left.n} catalogue events still undone`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A shopper signed up by phone: bearer header and id. */
  async function shopper(): Promise<{ headers: Headers; id: number }> {
    const headers = await current().signUp(`+7917${String(5_000_000 + ++phoneSeq * 7919).slice(-7)}`);
    const me = await call<{ id: number }>('GET', '/api/users/me/', headers);
    return { headers, id: me.body.id };
  }

  /** A shopper who signed in with Telegram (the bot knows their chat) and switched Telegram notices on in `lang`. */
  async function telegramShopper(lang: 'ru' | 'en'): Promise<{ headers: Headers; id: number; chat: number }> {
    const chat = telegramSeq++;
    const user = await db().insertInto('users').values({ telegram_id: chat, first_name: 'Ольга', username: `tg${chat}` }).returning('id').executeTakeFirstOrThrow();
    const login = await call<{ access: string }>('POST', '/api/auth/telegram/login/', {}, signedTelegramUser({ id: chat }));
    expect(login.status, login.text).toBe(200);
    const headers = { authorization: `Bearer ${login.body.access}` };
    const on = await call('PATCH', '/api/users/me/', { ...headers, 'accept-language': lang === 'en' ? 'en-GB,en;q=0.9' : 'ru' }, { telegram_notices: true });
    expect(on.status, on.text).toBe(200);
    return { headers, id: user.id, chat };
  }

  async function saveSearch(who: { headers: Headers }, name: string, page: string, filters: Json, alerts = true): Promise<number> {
    const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
    const saved = await call<{ id: number }>('POST', '/api/saved-searches/', who.headers, { name, page, query, filters, alerts });
    expect(saved.status, saved.text).toBe(201);
    return saved.body.id;
  }

  async function notices(who: { headers: Headers }): Promise<Notice[]> {
    const page = await call<{ count: number; results: Notice[] }>('GET', '/api/notifications/?page_size=100', who.headers);
    expect(page.status, page.text).toBe(200);
    return page.body.results;
  }

  let manager: Headers | undefined;
  async function managerHeaders(): Promise<Headers> {
    manager ??= (await staffMember(current(), 'manager')).headers;
    return manager;
  }

  /** Imports a file through the API as a manager; answers the report. */
  async function importWatches(watches: readonly CsvWatch[]) {
    const headers = await managerHeaders();
    const report = await importCalls(() => ({ server: current(), headers })).post(watchesCsv(watches));
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    return report.body;
  }

  /** A back-office change of a piece (price, previous price, stock, hidden). */
  async function changePiece(kind: 'watch' | 'jewelry' | 'bag', id: number, change: Json) {
    const answer = await call('PATCH', `/api/manage/products/${kind}/${id}/`, await managerHeaders(), change);
    expect(answer.status, answer.text).toBe(200);
  }

  const watchBySku = async (sku: string) => (await db().selectFrom('watches').select(['id', 'brand_id']).where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  const brandId = async (name: string) => (await db().selectFrom('brands').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  return { db, call, worker, settle, shopper, telegramShopper, saveSearch, notices, importWatches, changePiece, watchBySku, brandId };
}
