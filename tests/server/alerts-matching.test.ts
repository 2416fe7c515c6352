import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHolds } from '../../server/orders/holds.ts';
import { matchingCalls, startMatchingServer } from '../support/alertsMatchingSuite.ts';
import { FakeBotApi } from '../support/fake-bot-api.ts';
import { orderCalls } from '../support/ordersSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 28 "Tests that must exist" (server), the matching engine from outside through the HTTP API: saved searches
 * are matched against imported pieces with the catalogue's own filters, a price drop on a favorite notifies and a rise
 * does not, a freed hold notifies the piece alerts' holders once, and a shopper hears of a piece at most once a day.
 * Events are written in each change's transaction; the test runs the background matcher's passes itself (`settle`).
 */
describe.each(targets)('the alerts matching engine on $name', (target) => {
  let server: TestServer;
  const bot = new FakeBotApi(0);
  const api = matchingCalls(() => server);
  let dubai = 0;
  const orders = orderCalls(() => ({ server, dubai }));

  beforeAll(async () => {
    server = await startMatchingServer(target, await bot.start());
    dubai = (await server.database.db.selectFrom('cities').select('id').where('country_code', '=', 'AE').executeTakeFirstOrThrow()).id;
    await api.settle();
  });
  afterAll(async () => {
    await server?.close();
    await bot.close();
  });

  it('the seed wrote an arrival for every piece it added, and handling them with no saved search wrote no notice', async () => {
    const events = await sql<{ kind: string; n: number }>`SELECT kind, count(*)::int AS n FROM catalogue_events WHERE event = 'arrived' GROUP BY kind ORDER BY kind`.execute(api.db());
    const pieces = await sql<{ kind: string; n: number }>`SELECT 'bags' AS kind, count(*)::int AS n FROM bags UNION ALL SELECT 'jewelry', count(*)::int FROM jewelry UNION ALL SELECT 'watches', count(*)::int FROM watches ORDER BY kind`.execute(api.db());
    expect(events.rows).toEqual(pieces.rows);
    expect((await api.db().selectFrom('notifications').select('id').execute()).length).toBe(0);
  });

  it('a saved search for Rolex gets exactly one notice when a Rolex is imported, and none for an Omega', async () => {
    const [rolex, omega] = [await api.brandId('Rolex'), await api.brandId('Omega')];
    const anna = await api.shopper();
    const boris = await api.shopper();
    const muted = await api.shopper();
    const annaSearch = await api.saveSearch(anna, 'Rolex', 'catalog', { brand_ids: String(rolex) });
    // Many shoppers save the same search: one filter set, each of them a notice.
    await api.saveSearch(boris, 'Мои Rolex', 'catalog', { brand_ids: String(rolex) });
    await api.saveSearch(boris, 'Submariner до 20 000', 'catalog', { search: 'submariner', max_price: 20000 });
    await api.saveSearch(muted, 'Rolex', 'catalog', { brand_ids: String(rolex) }, false);
    // A jewelry page's search never hears of a watch.
    await api.saveSearch(muted, 'Rolex jewelry', 'jewelry', { brand_ids: String(rolex) });

    const report = await api.importWatches([
      { sku: 'AL-R-1', brand: 'Rolex', model: 'Submariner Date', reference: '126610LN-AL1', price: '14500' },
      { sku: 'AL-O-1', brand: 'Omega', model: 'Speedmaster Moonwatch', reference: '310.30.42.50.01.AL1', price: '7200' },
    ]);
    expect(report).toMatchObject({ created: 2 });
    await api.settle();

    const rolexId = await api.watchBySku('AL-R-1');
    const omegaId = await api.watchBySku('AL-O-1');
    const [annaNotices, borisNotices] = [await api.notices(anna), await api.notices(boris)];
    expect(annaNotices).toHaveLength(1);
    expect(annaNotices[0]).toMatchObject({ kind: 'new_match', read: false, product: { kind: 'watch', id: rolexId, url: `/product/${rolexId}` }, search: { id: annaSearch, name: 'Rolex' } });
    // Boris has two searches matching the Rolex: still one notice for the piece.
    expect(borisNotices.map((n) => [n.kind, n.product.id])).toEqual([['new_match', rolexId]]);
    expect(await api.notices(muted)).toEqual([]);
    expect([...annaNotices, ...borisNotices].some((n) => n.product.id === omegaId)).toBe(false);
    expect(omega).toBeGreaterThan(0);

    // The same file again changes nothing, so it notifies nobody.
    expect(await api.importWatches([{ sku: 'AL-R-1', brand: 'Rolex', model: 'Submariner Date', reference: '126610LN-AL1', price: '14500' }])).toMatchObject({ unchanged: 1 });
    await api.settle();
    expect(await api.notices(anna)).toHaveLength(1);
  });

  it('an import answered by this node is matched at once: the notice is there long before the next poll (an hour here)', async () => {
    const tudor = await api.brandId('Tudor');
    const shopper = await api.shopper();
    await api.saveSearch(shopper, 'Tudor', 'catalog', { brand_ids: String(tudor) });
    expect(await api.importWatches([{ sku: 'AL-T-KICK', brand: 'Tudor', model: 'Black Bay Fifty-Eight', reference: '79030N-KICK', price: '3900' }])).toMatchObject({ created: 1 });
    // No settle: the server's own matcher, kicked by the import's answer, writes it.
    await expect.poll(async () => (await api.notices(shopper)).length, { timeout: 10_000, interval: 50 }).toBe(1);
  });

  it('a /sale search hears only of reduced pieces, and a search saved after a piece arrived does not hear of it', async () => {
    const rolex = await api.brandId('Rolex');
    const vera = await api.shopper();
    await api.saveSearch(vera, 'Rolex со скидкой', 'sale', { brand_ids: String(rolex) });
    await api.importWatches([
      { sku: 'AL-R-SALE', brand: 'Rolex', model: 'GMT-Master II', reference: '126710BLRO-AL', price: '18000', previous: '21000' },
      { sku: 'AL-R-FULL', brand: 'Rolex', model: 'Explorer', reference: '224270-AL', price: '9000' },
    ]);
    await api.settle();
    expect((await api.notices(vera)).map((n) => n.product.id)).toEqual([await api.watchBySku('AL-R-SALE')]);
    const late = await api.shopper();
    await api.saveSearch(late, 'Explorer', 'catalog', { search: 'explorer' });
    await api.settle();
    expect(await api.notices(late)).toEqual([]);
  });

  it('a price drop on a favorite notifies, a rise does not, and a favorite with price alerts off gets nothing', async () => {
    await api.importWatches([{ sku: 'AL-FAV-1', brand: 'Omega', model: 'Seamaster 300M', reference: '210.30.42.20.03.AL', price: '6000' }]);
    await api.settle();
    const watch = await api.watchBySku('AL-FAV-1');
    const [gleb, dina] = [await api.shopper(), await api.shopper()];
    for (const who of [gleb, dina]) expect((await api.call('POST', '/api/favorites/', who.headers, { watch_id: watch })).status).toBe(201);
    const favorite = await api.db().selectFrom('favorites').select('id').where('user_id', '=', dina.id).executeTakeFirstOrThrow();
    expect((await api.call('PATCH', `/api/favorites/${favorite.id}/`, dina.headers, { price_alerts: false })).status).toBe(200);

    await api.changePiece('watch', watch, { price_usd: '6500.00' });
    await api.settle();
    expect(await api.notices(gleb)).toEqual([]);

    await api.changePiece('watch', watch, { price_usd: '5400.00' });
    await api.settle();
    expect(await api.notices(gleb)).toMatchObject([{ kind: 'price_drop', product: { id: watch }, search: null, old_price_usd: '6500.00', new_price_usd: '5400.00' }]);
    expect(await api.notices(dina)).toEqual([]);
    // To "on request" is no drop (and a notice never shows the hidden figure).
    await api.changePiece('watch', watch, { price_on_request: true });
    await api.settle();
    expect(await api.notices(gleb)).toHaveLength(1);

    // A lower price in an import is a drop too.
    await api.importWatches([{ sku: 'AL-FAV-2', brand: 'Omega', model: 'Aqua Terra', reference: '220.10.41.21.AL', price: '5200' }]);
    const second = await api.watchBySku('AL-FAV-2');
    expect((await api.call('POST', '/api/favorites/', gleb.headers, { watch_id: second })).status).toBe(201);
    await api.importWatches([{ sku: 'AL-FAV-2', brand: 'Omega', model: 'Aqua Terra', reference: '220.10.41.21.AL', price: '4900' }]);
    await api.settle();
    expect((await api.notices(gleb)).find((n) => n.product.id === second)).toMatchObject({ kind: 'price_drop', old_price_usd: '5200.00', new_price_usd: '4900.00' });
  });

  it('a shopper hears of a piece at most once a day, whatever leads to it', async () => {
    const rolex = await api.brandId('Rolex');
    const ivan = await api.shopper();
    await api.saveSearch(ivan, 'Любые Rolex', 'catalog', { brand_ids: String(rolex) });
    await api.importWatches([{ sku: 'AL-DAY-1', brand: 'Rolex', model: 'Datejust 41', reference: '126334-AL', price: '12000' }]);
    await api.settle();
    const watch = await api.watchBySku('AL-DAY-1');
    expect((await api.call('POST', '/api/favorites/', ivan.headers, { watch_id: watch })).status).toBe(201);
    // Hidden and shown again (arrived again), and cheaper: the same piece, the same day.
    await api.changePiece('watch', watch, { hidden: true });
    await api.changePiece('watch', watch, { hidden: false });
    await api.changePiece('watch', watch, { price_usd: '11000.00' });
    await api.settle();
    const events = await api.db().selectFrom('catalogue_events').select('event').where('kind', '=', 'watches').where('product_id', '=', watch).orderBy('id').execute();
    expect(events.map((e) => e.event)).toEqual(['arrived', 'arrived', 'price_drop']);
    expect((await api.notices(ivan)).filter((n) => n.product.id === watch)).toHaveLength(1);
    // An event handled twice (a lease that ran out) adds nothing either.
    await api.db().updateTable('catalogue_events').set({ done_at: null, claim_token: null, claimed_until: null }).where('product_id', '=', watch).where('kind', '=', 'watches').execute();
    await api.settle();
    expect((await api.notices(ivan)).filter((n) => n.product.id === watch)).toHaveLength(1);
  });

  it('a freed hold (customer cancel, hold expiry) notifies the piece alerts\' holders once, and spends the alerts', async () => {
    const watches = await api.db().selectFrom('watches').select('id').where('is_active', '=', true).where('stock', '>', 0).where('price_usd', 'is not', null).orderBy('id').limit(2).execute();
    const [first, second] = watches.map((w) => w.id) as [number, number];
    const buyer = await orders.customer();
    await orders.add(buyer, { watch_id: first });
    const placed = await orders.checkout(buyer, orders.pickup());
    expect(placed.status).toBe(201);
    const [kira, lev] = [await api.shopper(), await api.shopper()];
    for (const who of [kira, lev]) {
      const alert = await api.call('POST', '/api/piece-alerts/', who.headers, { watch_id: first });
      expect(alert.status, alert.text).toBe(201);
    }
    expect((await api.call('PATCH', `/api/orders/${placed.body.id}/`, buyer, { status: 'cancelled' })).status).toBe(200);
    await api.settle();
    for (const who of [kira, lev]) {
      expect(await api.notices(who)).toMatchObject([{ kind: 'available', product: { id: first }, search: null }]);
      expect((await api.call<{ count: number }>('GET', '/api/piece-alerts/', who.headers)).body.count).toBe(0);
    }
    await api.settle();
    expect(await api.notices(kira)).toHaveLength(1);

    // A hold that runs out frees its piece the same way.
    const other = await orders.customer();
    await orders.add(other, { watch_id: second });
    const held = await orders.checkout(other, orders.pickup());
    expect(held.status).toBe(201);
    expect((await api.call('POST', '/api/piece-alerts/', kira.headers, { watch_id: second })).status).toBe(201);
    expect(await expireHolds(api.db(), new Date(Date.now() + 1000 * 3_600_000))).toContain(held.body.id);
    await api.settle();
    expect((await api.notices(kira)).map((n) => [n.kind, n.product.id])).toEqual(expect.arrayContaining([['available', second], ['available', first]]));
    expect(await api.notices(lev)).toHaveLength(1);
  });
});
