import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../support/authSuite.ts';
import { alertsCalls, EN, startAlertsServer } from '../support/alertsSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 28, the API side: saved searches, notices, piece alerts, a favorite's price alerts and the profile's
 * Telegram notices, over the real app and database on PGlite and (with TEST_DATABASE_URL) PostgreSQL. Own data only,
 * 401 without a token; every answer is checked against openapi.yaml by the harness. The notices listed here are
 * fixtures written into the table (the matcher has its own suite).
 */
type Search = { id: number; name: string; page: string; query: string; url: string; filters: Json; alerts: boolean; new_count: number };
type Notice = { id: number; kind: string; read: boolean; product: Json; search: Json | null; old_price_usd: string | null; new_price_usd: string | null };

describe.each(targets)('saved searches, notices and piece alerts (API) on $name', (target) => {
  let server: TestServer;
  const { json, db, shopper, telegramShopper, fixtureNotice, pieces } = alertsCalls(() => server);
  const rolex = { name: 'Rolex · до 15 000 $', page: 'catalog', query: 'brand_ids=1&max_price=15000', filters: { brand_ids: '1', max_price: 15000 } };

  beforeAll(async () => {
    server = await startAlertsServer(target);
  });
  afterAll(async () => server?.close());

  it('every new operation without sign-in is a 401 in the error shape', async () => {
    const calls = [
      ['GET', '/api/saved-searches/'],
      ['POST', '/api/saved-searches/', rolex],
      ['PATCH', '/api/saved-searches/1/', { name: 'x' }],
      ['DELETE', '/api/saved-searches/1/'],
      ['GET', '/api/notifications/'],
      ['POST', '/api/notifications/read/', { all: true }],
      ['GET', '/api/piece-alerts/'],
      ['POST', '/api/piece-alerts/', { watch_id: 1 }],
      ['DELETE', '/api/piece-alerts/', { watch_id: 1 }],
      ['PATCH', '/api/favorites/1/', { price_alerts: false }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await json({ method, url, ...(payload ? { payload: payload as Json } : {}) });
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(Object.keys(response.body)).toEqual(['detail']);
    }
  });

  it('saved searches: create, the same page and query again is the same search (200), list, rename, alerts off, seen, delete', async () => {
    const me = await shopper();
    const created = await json({ method: 'POST', url: '/api/saved-searches/', headers: me.headers, payload: { ...rolex, name: '  Rolex  ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Rolex', page: 'catalog', query: 'brand_ids=1&max_price=15000', url: '/catalog?brand_ids=1&max_price=15000', filters: rolex.filters, alerts: true, new_count: 0 });
    // Paging, order and empty parameters are not part of a search; the parameters' order is not either.
    const again = await json({ method: 'POST', url: '/api/saved-searches/', headers: me.headers, payload: { ...rolex, name: 'Другое имя', query: 'max_price=15000&page=3&search=&ordering=price_usd&brand_ids=1&page_size=12' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);

    const bags = await json({ method: 'POST', url: '/api/saved-searches/', headers: me.headers, payload: { name: 'Сумки', page: 'bags', query: '', filters: { category: 'bags' }, alerts: false } });
    expect(bags.status).toBe(201);
    expect(bags.body).toMatchObject({ url: '/bags', query: '', alerts: false });
    const list = await json({ method: 'GET', url: '/api/saved-searches/', headers: me.headers });
    expect(list.body.count).toBe(2);
    expect((list.body.results as Search[]).map((search) => search.id)).toEqual([bags.body.id, created.body.id]);

    const url = `/api/saved-searches/${String(created.body.id)}/`;
    expect((await json({ method: 'PATCH', url, headers: me.headers, payload: { name: ' Мой Submariner ' } })).body).toMatchObject({ name: 'Мой Submariner', alerts: true });
    expect((await json({ method: 'PATCH', url, headers: me.headers, payload: { alerts: false } })).body).toMatchObject({ name: 'Мой Submariner', alerts: false });

    // new_count: the search's new-match notices since it was last opened; `seen` starts it again.
    const [first, second] = await pieces('watches', 2);
    const later = new Date(Date.now() + 1000);
    for (const id of [first, second]) await fixtureNotice(me.id, { table: 'watches', id: id! }, { kind: 'new_match', saved_search_id: created.body.id as number, search_name: 'Rolex', created_at: later });
    expect((await json({ method: 'GET', url: '/api/saved-searches/', headers: me.headers })).body.results).toMatchObject([{ new_count: 0 }, { new_count: 2 }]);
    await db().updateTable('notifications').set({ created_at: sql<Date>`now() - interval '1 minute'` }).where('user_id', '=', me.id).execute();
    await db().updateTable('saved_searches').set({ last_seen_at: sql<Date>`now() - interval '1 hour'` }).where('id', '=', created.body.id as number).execute();
    expect((await json({ method: 'GET', url: '/api/saved-searches/', headers: me.headers })).body.results).toMatchObject([{ new_count: 0 }, { new_count: 2 }]);
    const seen = await json({ method: 'PATCH', url, headers: me.headers, payload: { seen: true } });
    expect(seen.body).toMatchObject({ new_count: 0, name: 'Мой Submariner' });

    expect((await json({ method: 'DELETE', url, headers: me.headers })).status).toBe(204);
    expect((await json({ method: 'DELETE', url, headers: me.headers })).status).toBe(404);
    expect((await json({ method: 'PATCH', url, headers: me.headers, payload: { alerts: true } })).status).toBe(404);
    // Its notices stay, their search named but no longer linked.
    const notices = (await json({ method: 'GET', url: '/api/notifications/', headers: me.headers })).body.results as Notice[];
    expect(notices.map((notice) => notice.search)).toEqual([{ id: null, name: 'Rolex' }, { id: null, name: 'Rolex' }]);
  });

  it("a shopper never sees nor changes another's saved search", async () => {
    const [owner, other] = [await shopper(), await shopper()];
    const mine = await json({ method: 'POST', url: '/api/saved-searches/', headers: owner.headers, payload: rolex });
    const url = `/api/saved-searches/${String(mine.body.id)}/`;
    expect((await json({ method: 'PATCH', url, headers: other.headers, payload: { name: 'Чужой' } })).status).toBe(404);
    expect((await json({ method: 'DELETE', url, headers: other.headers })).status).toBe(404);
    expect((await json({ method: 'GET', url: '/api/saved-searches/', headers: other.headers })).body).toEqual({ count: 0, results: [] });
    // The same search is the other shopper's own row, not the first one's.
    const theirs = await json({ method: 'POST', url: '/api/saved-searches/', headers: other.headers, payload: rolex });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect((await json({ method: 'GET', url: '/api/saved-searches/', headers: owner.headers })).body.results).toMatchObject([{ id: mine.body.id, name: rolex.name }]);
  });

  it('a name is trimmed and never empty: empty or only spaces → 400 naming `name`', async () => {
    const me = await shopper();
    for (const name of ['', '   ', '\t\n', 'Я'.repeat(101)]) {
      const answer = await json({ method: 'POST', url: '/api/saved-searches/', headers: me.headers, payload: { ...rolex, name } });
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(Object.keys(answer.body.errors as Json), JSON.stringify(name)).toEqual(['name']);
    }
    const saved = await json({ method: 'POST', url: '/api/saved-searches/', headers: me.headers, payload: rolex });
    const renamed = await json({ method: 'PATCH', url: `/api/saved-searches/${String(saved.body.id)}/`, headers: me.headers, payload: { name: '  ' } });
    expect(renamed.status).toBe(400);
    expect(Object.keys(renamed.body.errors as Json)).toEqual(['name']);
    expect((await json({ method: 'GET', url: '/api/saved-searches/', headers: me.headers })).body.results).toMatchObject([{ name: rolex.name }]);
  });

  it('20 searches at most: the 21st is a 409 in the request language; saving one of the 20 again still answers it', async () => {
    const me = await shopper();
    const save = (n: number, headers = me.headers) => json({ method: 'POST', url: '/api/saved-searches/', headers, payload: { ...rolex, name: `№${n}`, query: `max_price=${1000 + n}`, filters: { max_price: 1000 + n } } });
    for (let n = 0; n < 20; n++) expect((await save(n)).status).toBe(201);
    expect(await save(20)).toMatchObject({ status: 409, body: { detail: 'Можно сохранить не больше 20 поисков' } });
    expect(await save(21, { ...me.headers, ...EN })).toMatchObject({ status: 409, body: { detail: 'You can save at most 20 searches' } });
    expect(await save(7)).toMatchObject({ status: 200, body: { name: '№7' } });
    expect((await json({ method: 'GET', url: '/api/saved-searches/', headers: me.headers })).body.count).toBe(20);
  });

  it('25 saves sent at once never make a 21st search', async () => {
    const me = await shopper();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => json({ method: 'POST', url: '/api/saved-searches/', headers: me.headers, payload: { ...rolex, name: `№${n}`, query: `brand_ids=${n + 1}`, filters: { brand_ids: String(n + 1) } } })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    const stored = await db().selectFrom('saved_searches').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', me.id).executeTakeFirstOrThrow();
    expect(stored.n).toBe(20);
  });

  it('notices (fixture rows): paged newest first with unread_count, 90 days kept, marked read by id (own only) or all', async () => {
    const [me, other] = [await shopper(), await shopper()];
    const watchIds = await pieces('watches', 26);
    const base = Date.now() - 3600_000;
    const ids: number[] = [];
    for (let n = 0; n < 25; n++) ids.push(await fixtureNotice(me.id, { table: 'watches', id: watchIds[n]! }, { created_at: new Date(base + n * 1000) }));
    // Older than 90 days: never listed nor counted, even before it is pruned.
    await fixtureNotice(me.id, { table: 'watches', id: watchIds[25]! }, { created_at: new Date(Date.now() - 91 * 86_400_000) });
    const othersNotice = await fixtureNotice(other.id, { table: 'watches', id: watchIds[0]! });

    const page1 = await json({ method: 'GET', url: '/api/notifications/?page_size=10', headers: me.headers });
    expect(page1.body).toMatchObject({ count: 25, unread_count: 25, previous: null });
    expect(page1.body.next).toContain('page=2');
    const newestFirst = [...ids].reverse();
    expect((page1.body.results as Notice[]).map((notice) => notice.id)).toEqual(newestFirst.slice(0, 10));
    const page3 = await json({ method: 'GET', url: '/api/notifications/?page=3&page_size=10', headers: me.headers });
    expect((page3.body.results as Notice[]).map((notice) => notice.id)).toEqual(newestFirst.slice(20));
    expect(page3.body.next).toBeNull();

    const read = await json({ method: 'POST', url: '/api/notifications/read/', headers: me.headers, payload: { ids: [ids[24], ids[23], othersNotice] } });
    expect(read).toMatchObject({ status: 200, body: { unread_count: 23 } });
    const reread = (await json({ method: 'GET', url: '/api/notifications/?page_size=3', headers: me.headers })).body;
    expect((reread.results as Notice[]).map((notice) => notice.read)).toEqual([true, true, false]);
    expect((await json({ method: 'GET', url: '/api/notifications/', headers: other.headers })).body).toMatchObject({ count: 1, unread_count: 1 });
    expect(((await json({ method: 'GET', url: '/api/notifications/', headers: other.headers })).body.results as Notice[])[0]?.id).toBe(othersNotice);

    expect((await json({ method: 'POST', url: '/api/notifications/read/', headers: me.headers, payload: { all: true } })).body).toEqual({ unread_count: 0 });
    expect((await json({ method: 'GET', url: '/api/notifications/?page_size=1', headers: me.headers })).body).toMatchObject({ count: 25, unread_count: 0 });
    expect((await json({ method: 'GET', url: '/api/notifications/', headers: other.headers })).body.unread_count).toBe(1);
    for (const payload of [{}, { ids: [] }, { ids: [1], all: true }]) {
      expect((await json({ method: 'POST', url: '/api/notifications/read/', headers: me.headers, payload })).status, JSON.stringify(payload)).toBe(400);
    }
  });

  it('a notice shows its piece in the request language; a price drop carries both prices, a piece on request none', async () => {
    const me = await shopper();
    const [watchId, onRequest] = await pieces('watches', 2);
    const [bagId] = await pieces('bags', 1);
    const [jewelryId] = await pieces('jewelry', 1);
    await fixtureNotice(me.id, { table: 'watches', id: watchId! }, { kind: 'price_drop', old_price_usd: '15000', new_price_usd: '12500.5', created_at: new Date(Date.now() - 3000) });
    await fixtureNotice(me.id, { table: 'bags', id: bagId! }, { created_at: new Date(Date.now() - 2000) });
    await fixtureNotice(me.id, { table: 'jewelry', id: jewelryId! }, { kind: 'new_match', search_name: 'Cartier', created_at: new Date(Date.now() - 1000) });
    // Made while it had a price, then the boutique put it on request: its figure is now the hidden guide price.
    await fixtureNotice(me.id, { table: 'watches', id: onRequest! }, { kind: 'price_drop', old_price_usd: '98765.43', new_price_usd: '97531.86' });
    await db().updateTable('watches').set({ price_on_request: true, price_usd: null, previous_price_usd: null, guide_price_usd: '97531.86' }).where('id', '=', onRequest!).execute();

    const ru = await json({ method: 'GET', url: '/api/notifications/', headers: me.headers });
    expect(ru.text).not.toContain('97531');
    expect(ru.text).not.toContain('98765');
    const [hidden, match, bag, drop] = ru.body.results as Notice[];
    expect(hidden).toMatchObject({ kind: 'price_drop', old_price_usd: null, new_price_usd: null, product: { kind: 'watch', id: onRequest, url: `/product/${String(onRequest)}`, price_usd: null, price_on_request: true } });
    expect(match).toMatchObject({ kind: 'new_match', search: { id: null, name: 'Cartier' }, product: { kind: 'jewelry', url: `/jewelry/${String(jewelryId)}` } });
    expect(bag).toMatchObject({ kind: 'available', search: null, old_price_usd: null, product: { kind: 'bag', url: `/bag/${String(bagId)}` } });
    expect(drop).toMatchObject({ kind: 'price_drop', old_price_usd: '15000.00', new_price_usd: '12500.50', search: null });
    const shown = await db().selectFrom('watches').select([sql<string>`price_usd::text`.as('price'), 'model_name']).where('id', '=', watchId!).executeTakeFirstOrThrow();
    expect(drop?.product).toMatchObject({ id: watchId, model_name: shown.model_name, price_usd: shown.price, thumbnail_url: expect.stringMatching(new RegExp(`^/media/watches/${String(watchId)}/\\d+\\.thumb\\.svg$`)) });

    const en = await json({ method: 'GET', url: '/api/notifications/', headers: { ...me.headers, ...EN } });
    const cityOf = (body: Json) => (body.results as Notice[]).map((notice) => notice.product.city_name);
    const city = await db().selectFrom('watches').innerJoin('cities', 'cities.id', 'watches.city_id').select(['cities.name', 'cities.name_en']).where('watches.id', '=', watchId!).executeTakeFirstOrThrow();
    expect([cityOf(ru.body)[3], cityOf(en.body)[3]]).toEqual([city.name, city.name_en]);
  });

  it('piece alerts: asking twice is one alert, listed newest first with its piece, deleted by product (then 404); own only', async () => {
    const [me, other] = [await shopper(), await shopper()];
    const [watchId, onRequest] = await pieces('watches', 2);
    const [bagId] = await pieces('bags', 1);
    const first = await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload: { watch_id: watchId } });
    expect(first.status).toBe(201);
    expect(first.body.product).toMatchObject({ kind: 'watch', id: watchId, url: `/product/${String(watchId)}` });
    const twice = await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload: { watch_id: watchId } });
    expect(twice).toMatchObject({ status: 201, body: { id: first.body.id } });
    await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload: { bag_id: bagId } });
    const list = await json({ method: 'GET', url: '/api/piece-alerts/', headers: me.headers });
    expect(list.body.count).toBe(2);
    expect((list.body.results as { product: Json }[]).map((alert) => alert.product.url)).toEqual([`/bag/${String(bagId)}`, `/product/${String(watchId)}`]);

    // A piece on request is answered with no price, never its guide figure.
    await db().updateTable('watches').set({ price_on_request: true, price_usd: null, previous_price_usd: null, guide_price_usd: '86420.19' }).where('id', '=', onRequest!).execute();
    const hidden = await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload: { watch_id: onRequest } });
    expect(hidden.body.product).toMatchObject({ price_usd: null, price_on_request: true });
    expect((await json({ method: 'GET', url: '/api/piece-alerts/', headers: me.headers })).text).not.toContain('86420');

    expect((await json({ method: 'GET', url: '/api/piece-alerts/', headers: other.headers })).body).toEqual({ count: 0, results: [] });
    expect((await json({ method: 'DELETE', url: '/api/piece-alerts/', headers: other.headers, payload: { watch_id: watchId } })).status).toBe(404);
    expect((await json({ method: 'DELETE', url: '/api/piece-alerts/', headers: me.headers, payload: { watch_id: watchId } })).status).toBe(204);
    expect((await json({ method: 'DELETE', url: '/api/piece-alerts/', headers: me.headers, payload: { watch_id: watchId } })).status).toBe(404);
    expect((await json({ method: 'GET', url: '/api/piece-alerts/', headers: me.headers })).body.count).toBe(2);
  });

  it('a piece alert for an unknown or hidden piece, or for none or two, is a 400 and makes nothing', async () => {
    const me = await shopper();
    const [, , hiddenId] = await pieces('jewelry', 3);
    await db().updateTable('jewelry').set({ is_active: false }).where('id', '=', hiddenId!).execute();
    const unknown = await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload: { watch_id: 99_999_999 } });
    expect(unknown).toMatchObject({ status: 400, body: { errors: { watch_id: ['Изделие не найдено.'] } } });
    expect((await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload: { jewelry_id: hiddenId } })).body.errors).toEqual({ jewelry_id: ['Изделие не найдено.'] });
    for (const payload of [{}, { watch_id: 1, bag_id: 1 }]) expect((await json({ method: 'POST', url: '/api/piece-alerts/', headers: me.headers, payload })).status).toBe(400);
    expect((await json({ method: 'GET', url: '/api/piece-alerts/', headers: me.headers })).body.count).toBe(0);
  });

  it("a favorite's price alerts: on by default, switched off, 404 for another's or an unknown entry", async () => {
    const [me, other] = [await shopper(), await shopper()];
    const [watchId] = await pieces('watches', 1);
    const favorite = await json({ method: 'POST', url: '/api/favorites/', headers: me.headers, payload: { watch_id: watchId } });
    expect(favorite.body.price_alerts).toBe(true);
    const url = `/api/favorites/${String(favorite.body.id)}/`;
    const off = await json({ method: 'PATCH', url, headers: me.headers, payload: { price_alerts: false } });
    expect(off).toMatchObject({ status: 200, body: { id: favorite.body.id, price_alerts: false, watch: { id: watchId } } });
    expect((await json({ method: 'GET', url: '/api/favorites/', headers: me.headers })).body.results).toMatchObject([{ price_alerts: false }]);
    expect(await json({ method: 'PATCH', url, headers: other.headers, payload: { price_alerts: true } })).toMatchObject({ status: 404, body: { detail: 'В избранном такого нет.' } });
    expect((await json({ method: 'PATCH', url: '/api/favorites/2147483647/', headers: me.headers, payload: { price_alerts: true } })).status).toBe(404);
    expect((await json({ method: 'PATCH', url, headers: me.headers, payload: {} })).status).toBe(400);
    expect((await json({ method: 'GET', url: '/api/favorites/', headers: me.headers })).body.results).toMatchObject([{ price_alerts: false }]);
  });

  it('profile: Telegram notices are off by default and only a Telegram account can switch them on; an edit records the language', async () => {
    const phone = await shopper();
    expect((await json({ method: 'GET', url: '/api/users/me/', headers: phone.headers })).body.telegram_notices).toBe(false);
    const refused = await json({ method: 'PATCH', url: '/api/users/me/', headers: phone.headers, payload: { first_name: 'Анна', telegram_notices: true } });
    expect(refused).toMatchObject({ status: 400, body: { errors: { telegram_notices: ['Уведомления в Telegram доступны только при входе через Telegram.'] } } });
    const inEnglish = await json({ method: 'PATCH', url: '/api/users/me/', headers: { ...phone.headers, ...EN }, payload: { telegram_notices: true } });
    expect(inEnglish.body.errors).toEqual({ telegram_notices: ['Telegram notices need a Telegram sign-in.'] });
    const user = () => db().selectFrom('users').select(['first_name', 'telegram_notices', 'language']).where('id', '=', phone.id).executeTakeFirstOrThrow();
    expect(await user()).toEqual({ first_name: '', telegram_notices: false, language: 'ru' });
    expect((await json({ method: 'PATCH', url: '/api/users/me/', headers: { ...phone.headers, ...EN }, payload: { telegram_notices: false } })).body.telegram_notices).toBe(false);
    expect((await user()).language).toBe('en');

    const telegram = await telegramShopper();
    const on = await json({ method: 'PATCH', url: '/api/users/me/', headers: { ...telegram.headers, ...EN }, payload: { telegram_notices: true } });
    expect(on).toMatchObject({ status: 200, body: { telegram_notices: true, telegram_id: expect.any(Number) } });
    const row = () => db().selectFrom('users').select(['telegram_notices', 'language']).where('id', '=', telegram.id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ telegram_notices: true, language: 'en' });
    // Any later edit keeps the language it was made in; switching off needs nothing.
    expect((await json({ method: 'PATCH', url: '/api/users/me/', headers: telegram.headers, payload: { first_name: 'Ольга' } })).body.telegram_notices).toBe(true);
    expect(await row()).toEqual({ telegram_notices: true, language: 'ru' });
    expect((await json({ method: 'PATCH', url: '/api/users/me/', headers: telegram.headers, payload: { telegram_notices: false } })).body.telegram_notices).toBe(false);
  });
});
