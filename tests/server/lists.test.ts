import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';
import { seed } from '../../server/demo/seed/seed.ts';
import { assertMatchesContract } from '../support/contract.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 12 "Server", favorites and comparison (part 1 §3 "Favorite entry", "Comparison entry"; §4 "Favorites
 * and comparison"; §7) over the real app and database, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Every
 * answer is checked against openapi.yaml by the harness.
 */
type Json = Record<string, unknown>;
type Headers = Record<string, string>;
interface Entry {
  id: number;
  created_at: string;
  watch?: Json;
  jewelry?: Json;
  bag?: Json;
}
interface Page {
  count: number;
  results: Entry[];
}

let phoneSeq = 0;
const newPhone = () => `+7916${String(3_000_000 + phoneSeq++ * 7919).slice(-7)}`;
const limits = { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 };

type Inject = (options: { method: string; url: string; headers?: Headers; payload?: Json }) => Promise<{ status: number; body: Json }>;

/** A customer of the restart test's own server (the other suites use TestServer.signUp). */
async function customer(json: Inject): Promise<Headers> {
  const phone = newPhone();
  expect((await json({ method: 'POST', url: '/api/auth/register/', payload: { phone, password: 'Nautilus-5711' } })).status).toBe(201);
  const outbox = await json({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${encodeURIComponent(phone)}` });
  const code = (outbox.body.results as { code: string }[])[0]?.code;
  const verified = await json({ method: 'POST', url: '/api/auth/verify_code/', payload: { phone, code } });
  expect(verified.status).toBe(200);
  return { authorization: `Bearer ${verified.body.access as string}` };
}

describe.each(targets)('favorites and comparison on $name', (target) => {
  let server: TestServer;
  let watchIds: number[] = [];
  let bagId = 0;
  let jewelryId = 0;
  // server.call, not server.json: the 204s of DELETE have no body to parse.
  const json: Inject = async (options) => {
    const response = await server.call(options);
    return { status: response.statusCode, body: response.body === '' ? {} : (response.json() as Json) };
  };

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 40, auth: limits });
    const active = (table: 'watches' | 'bags' | 'jewelry') =>
      server.database.db.selectFrom(table).select('id').where('is_active', '=', true).orderBy('id').limit(4).execute();
    watchIds = (await active('watches')).map((row) => row.id);
    bagId = (await active('bags'))[0]?.id ?? 0;
    jewelryId = (await active('jewelry'))[0]?.id ?? 0;
    expect(watchIds.length).toBe(4);
    expect(bagId * jewelryId).toBeGreaterThan(0);
  });
  afterAll(async () => server?.close());

  const productOf = (entry: Entry) => (entry.watch ? `watch ${String(entry.watch.id)}` : entry.bag ? `bag ${String(entry.bag.id)}` : `jewelry ${String(entry.jewelry?.id)}`);

  it('every favorites and comparison call without sign-in is a 401 in the error shape', async () => {
    const calls = [
      ['GET', '/api/favorites/'],
      ['POST', '/api/favorites/', { watch_id: 1 }],
      ['DELETE', '/api/favorites/1/'],
      ['GET', '/api/favorites/check/?watch_id=1'],
      ['POST', '/api/favorites/toggle/', { watch_id: 1 }],
      ['GET', '/api/comparison/'],
      ['POST', '/api/comparison/', { watch_id: 1 }],
      ['DELETE', '/api/comparison/1/'],
      ['DELETE', '/api/comparison/clear/'],
      ['GET', '/api/comparison/check/?watch_id=1'],
      ['POST', '/api/comparison/toggle/', { watch_id: 1 }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await json({ method, url, ...(payload ? { payload } : {}) });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(Object.keys(response.body)).toEqual(['detail']);
    }
  });

  it('favorites: add (twice is one entry), list newest first, check, delete by entry id, toggle → {added}', async () => {
    const me = await server.signUp(newPhone(), 'Nautilus-5711');
    const first = await json({ method: 'POST', url: '/api/favorites/', headers: me, payload: { watch_id: watchIds[0] } });
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(['created_at', 'id', 'price_alerts', 'watch']);
    expect(first.body.watch).toMatchObject({ id: watchIds[0], brand: { name: expect.any(String) }, model_name: expect.any(String) });
    const twice = await json({ method: 'POST', url: '/api/favorites/', headers: me, payload: { watch_id: watchIds[0] } });
    expect(twice.status).toBe(201);
    expect(twice.body.id).toBe(first.body.id);

    await json({ method: 'POST', url: '/api/favorites/', headers: me, payload: { bag_id: bagId } });
    await json({ method: 'POST', url: '/api/favorites/', headers: me, payload: { jewelry_id: jewelryId } });
    const list = (await json({ method: 'GET', url: '/api/favorites/', headers: me })).body as unknown as Page;
    expect(list.count).toBe(3);
    expect(list.results.map(productOf)).toEqual([`jewelry ${jewelryId}`, `bag ${bagId}`, `watch ${String(watchIds[0])}`]);

    expect((await json({ method: 'GET', url: `/api/favorites/check/?watch_id=${String(watchIds[0])}`, headers: me })).body).toEqual({ is_favorite: true, id: first.body.id });
    expect((await json({ method: 'GET', url: `/api/favorites/check/?watch_id=${String(watchIds[1])}`, headers: me })).body).toEqual({ is_favorite: false, id: null });
    expect((await json({ method: 'GET', url: `/api/favorites/check/?bag_id=${bagId}`, headers: me })).body.is_favorite).toBe(true);

    const removed = await json({ method: 'DELETE', url: `/api/favorites/${String(first.body.id)}/`, headers: me });
    expect(removed.status).toBe(204);
    expect((await json({ method: 'DELETE', url: `/api/favorites/${String(first.body.id)}/`, headers: me })).status).toBe(404);
    expect((await json({ method: 'GET', url: '/api/favorites/', headers: me })).body.count).toBe(2);

    const toggle = () => json({ method: 'POST', url: '/api/favorites/toggle/', headers: me, payload: { watch_id: watchIds[1] } });
    expect((await toggle()).body).toEqual({ added: true });
    expect((await json({ method: 'GET', url: `/api/favorites/check/?watch_id=${String(watchIds[1])}`, headers: me })).body.is_favorite).toBe(true);
    expect((await toggle()).body).toEqual({ added: false });
    expect((await json({ method: 'GET', url: `/api/favorites/check/?watch_id=${String(watchIds[1])}`, headers: me })).body.is_favorite).toBe(false);
  });

  it('comparison: entries oldest first with every specification and the description; toggle → {added, id}; check; delete; clear', async () => {
    const me = await server.signUp(newPhone(), 'Nautilus-5711');
    const watch = await json({ method: 'POST', url: '/api/comparison/', headers: me, payload: { watch_id: watchIds[2] } });
    expect(watch.status).toBe(201);
    // A favorite's price alerts (issue 28) are not a comparison entry's.
    expect(Object.keys(watch.body).sort()).toEqual(['created_at', 'id', 'watch']);
    // What the comparison table shows (part 1 §2.8, §3 "Watch"): every specification and the description.
    for (const field of ['dial_color', 'case_diameter_mm', 'case_material_name', 'movement_type_name', 'caliber', 'power_reserve_hours', 'strap_material_name', 'condition_description', 'description']) {
      expect(watch.body.watch, field).toHaveProperty(field);
    }
    const bag = await json({ method: 'POST', url: '/api/comparison/', headers: me, payload: { bag_id: bagId } });
    expect(bag.body.bag).toMatchObject({ id: bagId, description: expect.any(String), kit_description: expect.anything() });
    expect((await json({ method: 'POST', url: '/api/comparison/', headers: me, payload: { bag_id: bagId } })).body.id).toBe(bag.body.id);

    const toggled = await json({ method: 'POST', url: '/api/comparison/toggle/', headers: me, payload: { jewelry_id: jewelryId } });
    expect(toggled.body).toEqual({ added: true, id: expect.any(Number) });
    const list = (await json({ method: 'GET', url: '/api/comparison/', headers: me })).body as unknown as Page;
    expect(list.results.map(productOf)).toEqual([`watch ${String(watchIds[2])}`, `bag ${bagId}`, `jewelry ${jewelryId}`]);
    expect((await json({ method: 'GET', url: `/api/comparison/check/?jewelry_id=${jewelryId}`, headers: me })).body).toEqual({ in_comparison: true, id: toggled.body.id });
    expect((await json({ method: 'POST', url: '/api/comparison/toggle/', headers: me, payload: { jewelry_id: jewelryId } })).body).toEqual({ added: false, id: null });
    expect((await json({ method: 'GET', url: `/api/comparison/check/?jewelry_id=${jewelryId}`, headers: me })).body).toEqual({ in_comparison: false, id: null });

    expect((await json({ method: 'DELETE', url: `/api/comparison/${String(watch.body.id)}/`, headers: me })).status).toBe(204);
    expect((await json({ method: 'GET', url: '/api/comparison/', headers: me })).body.count).toBe(1);
    expect((await json({ method: 'DELETE', url: '/api/comparison/clear/', headers: me })).status).toBe(204);
    expect((await json({ method: 'GET', url: '/api/comparison/', headers: me })).body).toMatchObject({ count: 0, results: [] });
  });

  it('none or two products, and an unknown product, are 400s in the error shape and add nothing', async () => {
    const me = await server.signUp(newPhone(), 'Nautilus-5711');
    for (const list of ['favorites', 'comparison']) {
      for (const payload of [{}, { watch_id: watchIds[0], bag_id: bagId }, { watch_id: 2_147_483_647 }, { jewelry_id: 2_000_000_000 }]) {
        for (const url of [`/api/${list}/`, `/api/${list}/toggle/`]) {
          const response = await json({ method: 'POST', url, headers: me, payload });
          expect(response.status, `${url} ${JSON.stringify(payload)}`).toBe(400);
          expect(typeof response.body.detail).toBe('string');
        }
      }
      for (const query of ['', `?watch_id=${String(watchIds[0])}&bag_id=${bagId}`, '?watch_id=abc']) {
        const response = await json({ method: 'GET', url: `/api/${list}/check/${query}`, headers: me });
        expect(response.status, `${list} check ${query}`).toBe(400);
        expect(typeof response.body.detail).toBe('string');
      }
      expect((await json({ method: 'GET', url: `/api/${list}/`, headers: me })).body.count).toBe(0);
    }
  });

  it("customers never see or touch each other's entries", async () => {
    const alice = await server.signUp(newPhone(), 'Nautilus-5711');
    const bob = await server.signUp(newPhone(), 'Nautilus-5711');
    const favorite = await json({ method: 'POST', url: '/api/favorites/', headers: alice, payload: { watch_id: watchIds[3] } });
    const compared = await json({ method: 'POST', url: '/api/comparison/', headers: alice, payload: { watch_id: watchIds[3] } });

    expect((await json({ method: 'GET', url: '/api/favorites/', headers: bob })).body.count).toBe(0);
    expect((await json({ method: 'GET', url: '/api/comparison/', headers: bob })).body.count).toBe(0);
    expect((await json({ method: 'GET', url: `/api/favorites/check/?watch_id=${String(watchIds[3])}`, headers: bob })).body.is_favorite).toBe(false);
    expect((await json({ method: 'DELETE', url: `/api/favorites/${String(favorite.body.id)}/`, headers: bob })).status).toBe(404);
    expect((await json({ method: 'DELETE', url: `/api/comparison/${String(compared.body.id)}/`, headers: bob })).status).toBe(404);
    expect((await json({ method: 'DELETE', url: '/api/comparison/clear/', headers: bob })).status).toBe(204);
    // Bob's toggle makes his own entry; Alice's stays.
    expect((await json({ method: 'POST', url: '/api/favorites/toggle/', headers: bob, payload: { watch_id: watchIds[3] } })).body).toEqual({ added: true });

    expect((await json({ method: 'GET', url: `/api/favorites/check/?watch_id=${String(watchIds[3])}`, headers: alice })).body).toEqual({ is_favorite: true, id: favorite.body.id });
    expect((await json({ method: 'GET', url: `/api/comparison/check/?watch_id=${String(watchIds[3])}`, headers: alice })).body).toEqual({ in_comparison: true, id: compared.body.id });
  });

  it('concurrent calls lose nothing: five parallel adds are one entry, a toggle pressed three times at once ends added', async () => {
    const me = await server.signUp(newPhone(), 'Nautilus-5711');
    const adds = await Promise.all(Array.from({ length: 5 }, () => json({ method: 'POST', url: '/api/favorites/', headers: me, payload: { bag_id: bagId } })));
    expect(new Set(adds.map((response) => response.body.id)).size).toBe(1);
    expect((await json({ method: 'GET', url: '/api/favorites/', headers: me })).body.count).toBe(1);

    for (const list of ['favorites', 'comparison']) {
      const toggles = await Promise.all(Array.from({ length: 3 }, () => json({ method: 'POST', url: `/api/${list}/toggle/`, headers: me, payload: { jewelry_id: jewelryId } })));
      expect(toggles.map((response) => response.body.added).sort()).toEqual([false, true, true]);
      const check = await json({ method: 'GET', url: `/api/${list}/check/?jewelry_id=${jewelryId}`, headers: me });
      expect(Object.values(check.body)[0], list).toBe(true);
    }
  });

  it('"exactly one product" and one entry per customer and product are database constraints', async () => {
    const user = await server.database.db.insertInto('users').values({ phone: '79160009999' }).returning('id').executeTakeFirstOrThrow();
    for (const table of ['favorites', 'comparison_entries'] as const) {
      const insert = (values: { watch_id?: number; bag_id?: number }) => server.database.db.insertInto(table).values({ user_id: user.id, ...values }).execute();
      const sqlState = (promise: Promise<unknown>) => promise.then(() => 'inserted', (error: { code?: string }) => error.code);
      expect(await sqlState(insert({}))).toBe('23514');
      expect(await sqlState(insert({ watch_id: watchIds[0], bag_id: bagId }))).toBe('23514');
      expect(await sqlState(insert({ bag_id: bagId }))).toBe('inserted');
      expect(await sqlState(insert({ bag_id: bagId }))).toBe('23505');
    }
  });
});

describe('the cart, favorites and comparison survive a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lists-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // One configuration (and so one signing key) for both runs, as one deployment has.
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: dir, clientDir: '/nonexistent' };

  async function start(fresh: boolean): Promise<{ app: FastifyInstance; json: Inject; close: () => Promise<void> }> {
    const database = await openDatabase({ pgliteDir: join(dir, 'pglite') });
    await migrateToLatest(database.db);
    if (fresh) await seed(database.db, { watches: 20 });
    const app = await buildApp({ config, db: database.db, databaseKind: database.kind }, { logger: false });
    await app.ready();
    const json: Inject = async (options) => {
      const response = await app.inject(options as InjectOptions);
      assertMatchesContract(options.method, options.url, response);
      return { status: response.statusCode, body: response.body === '' ? {} : (response.json() as Json) };
    };
    return { app, json, close: async () => (await app.close(), await database.close()) };
  }

  it('what a customer left is there after the server and its database are closed and reopened', async () => {
    const first = await start(true);
    const me = await customer(first.json);
    const bags = await first.json({ method: 'GET', url: '/api/bags/?page_size=1' });
    const bagId = (bags.body.results as { id: number }[])[0]?.id;
    await first.json({ method: 'POST', url: '/api/cart/', headers: me, payload: { bag_id: bagId, quantity: 2 } });
    await first.json({ method: 'POST', url: '/api/favorites/', headers: me, payload: { bag_id: bagId } });
    await first.json({ method: 'POST', url: '/api/comparison/', headers: me, payload: { bag_id: bagId } });
    const before = await Promise.all(['/api/cart/0/', '/api/favorites/', '/api/comparison/'].map((url) => first.json({ method: 'GET', url, headers: me })));
    await first.close();

    const second = await start(false);
    const after = await Promise.all(['/api/cart/0/', '/api/favorites/', '/api/comparison/'].map((url) => second.json({ method: 'GET', url, headers: me })));
    await second.close();
    expect(after).toEqual(before);
    expect(before[0]?.body).toMatchObject({ total_items: 2 });
    expect(before[1]?.body).toMatchObject({ count: 1 });
    expect(before[2]?.body).toMatchObject({ count: 1 });
  });
});
