import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import type { Database } from '../../server/db/types.ts';
import { anotherNode, matchingCalls, startMatchingServer, type CsvWatch } from '../support/alertsMatchingSuite.ts';
import { FakeBotApi } from '../support/fake-bot-api.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 28 across nodes and into Telegram: two API nodes (on PGlite two apps on one database handle; on PostgreSQL
 * separate pools) and more matchers racing over one backlog of events write each shopper's notices once, and a
 * shopper who signed in with Telegram and switched notices on gets each notice once in their own chat, in their
 * language, through the outbox — never the managers' buttons, never a price for a piece on request.
 */
async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(targets)('alerts across nodes and into Telegram on $name', (target) => {
  let server: TestServer;
  let apiBase: string;
  const bot = new FakeBotApi(1);
  const api = matchingCalls(() => server);
  const nodes: FastifyInstance[] = [];
  let pool: DatabaseHandle | undefined;

  beforeAll(async () => {
    apiBase = await bot.start();
    server = await startMatchingServer(target, apiBase);
    await api.settle();
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await pool?.close();
    await server?.close();
    await bot.close();
  });

  const outboxOf = (chat: number) =>
    api.db().selectFrom('notification_outbox').selectAll().where('subject', '=', 'notice').where('chat_id', '=', String(chat)).orderBy('id').execute();
  const delivered = (chat: number) => bot.delivered.filter((d) => d.chat_id === String(chat));

  it('a notice goes once to an opted-in Telegram shopper\'s chat, in their language, with the piece\'s link and no buttons', async () => {
    const rolex = await api.brandId('Rolex');
    const olga = await api.telegramShopper('ru');
    const emma = await api.telegramShopper('en');
    const plain = await api.shopper();
    for (const who of [olga, emma, plain]) await api.saveSearch(who, 'Rolex', 'catalog', { brand_ids: String(rolex) });
    await api.importWatches([
      { sku: 'TG-R-1', brand: 'Rolex', model: 'Submariner', reference: '126610LN-TG', price: '14500', city: 'Moscow' },
      { sku: 'TG-R-2', brand: 'Rolex', model: 'Day-Date 40', reference: '228238-TG', onRequest: true, city: 'Dubai' },
    ]);
    await api.settle();
    const [sub, dayDate] = [await api.watchBySku('TG-R-1'), await api.watchBySku('TG-R-2')];
    for (const who of [olga, emma, plain]) expect((await api.notices(who)).map((n) => n.product.id).sort()).toEqual([sub, dayDate].sort());

    await until(async () => delivered(olga.chat).length === 2 && delivered(emma.chat).length === 2, 'the Telegram copies');
    const ru = delivered(olga.chat).map((d) => d.text);
    const en = delivered(emma.chat).map((d) => d.text);
    expect(ru).toContain(`Новое поступление по поиску «Rolex»: Rolex Submariner 126610LN-TG — 14\u00a0500\u00a0$, Москва\n/product/${sub}`);
    expect(ru).toContain(`Новое поступление по поиску «Rolex»: Rolex Day-Date 40 228238-TG — цена по запросу, Дубай\n/product/${dayDate}`);
    expect(en).toContain(`New piece for your search "Rolex": Rolex Submariner 126610LN-TG — $14,500, Moscow\n/product/${sub}`);
    expect(en).toContain(`New piece for your search "Rolex": Rolex Day-Date 40 228238-TG — price on request, Dubai\n/product/${dayDate}`);
    for (const delivery of [...delivered(olga.chat), ...delivered(emma.chat)]) expect(delivery.reply_markup).toBeUndefined();
    // The shopper without Telegram notices has nothing in the outbox.
    expect((await api.db().selectFrom('notification_outbox').select('id').where('subject', '=', 'notice').execute()).length).toBe(4);

    // A price drop on Emma's favorite, in English.
    expect((await api.call('POST', '/api/favorites/', emma.headers, { watch_id: sub })).status).toBe(201);
    await api.importWatches([{ sku: 'TG-R-1', brand: 'Rolex', model: 'Submariner', reference: '126610LN-TG', price: '13900', city: 'Moscow' }]);
    await api.settle();
    // Emma already heard of this piece today (its arrival): still one notice, one message.
    expect((await api.notices(emma)).filter((n) => n.product.id === sub)).toHaveLength(1);
    await until(async () => (await outboxOf(emma.chat)).every((row) => row.sent_at !== null), 'the outbox sent');
    expect(await outboxOf(emma.chat)).toHaveLength(2);
    expect(delivered(emma.chat)).toHaveLength(2);
    // Each was refused once by the fake Bot API and then sent: once.
    for (const delivery of delivered(emma.chat)) expect(bot.tries.get(delivery.text)).toBe(2);
  });

  it('two nodes and more matchers racing over one backlog write each notice once, and Telegram gets each once', async () => {
    const rolex = await api.brandId('Rolex');
    const telegram = await api.telegramShopper('en');
    const buyers = [await api.shopper(), await api.shopper(), telegram];
    const favorites: CsvWatch[] = Array.from({ length: 12 }, (_, i) => ({ sku: `RACE-O-${i}`, brand: 'Omega', model: 'Speedmaster', reference: `RACE-O-${i}`, price: '8000' }));
    await api.importWatches(favorites);
    await api.settle();
    for (const who of buyers) {
      for (const piece of favorites) expect((await api.call('POST', '/api/favorites/', who.headers, { watch_id: await api.watchBySku(piece.sku) })).status).toBe(201);
      await api.saveSearch(who, 'Rolex race', 'catalog', { brand_ids: String(rolex) });
    }
    // The second node's matcher polls all the time; on PostgreSQL it has a pool of its own.
    if (target.url) pool = await openDatabase({ url: server.databaseUrl!, poolSize: 4 });
    const otherDb: Kysely<Database> = pool?.db ?? api.db();
    nodes.push(await anotherNode(server, otherDb, apiBase, 5));

    // One import: 24 new Rolex pieces and 12 lower prices, 36 events.
    const arrivals: CsvWatch[] = Array.from({ length: 24 }, (_, i) => ({ sku: `RACE-R-${i}`, brand: 'Rolex', model: 'Oyster Perpetual', reference: `RACE-R-${i}`, price: '7000' }));
    await api.importWatches([...arrivals, ...favorites.map((piece) => ({ ...piece, price: '7500' }))]);
    // Three more matchers on each handle, small batches, all at once.
    const racers = [api.db(), api.db(), api.db(), otherDb, otherDb, otherDb].map((db) => api.worker(db, 3));
    await Promise.all(racers.map((racer) => racer.matchDue()));
    await api.settle();

    const events = await sql<{ undone: number; total: number }>`SELECT count(*) FILTER (WHERE done_at IS NULL)::int AS undone, count(*)::int AS total FROM catalogue_events WHERE kind = 'watches' AND product_id IN (SELECT id FROM watches WHERE sku LIKE 'RACE-%')`.execute(api.db());
    expect(events.rows[0]).toEqual({ undone: 0, total: 12 + 36 });
    for (const who of buyers) {
      const notices = await api.notices(who);
      expect(notices.filter((n) => n.kind === 'new_match')).toHaveLength(24);
      expect(notices.filter((n) => n.kind === 'price_drop')).toHaveLength(12);
      expect(new Set(notices.map((n) => n.product.id)).size).toBe(36);
    }
    const { chat } = telegram;
    await until(async () => (await outboxOf(chat)).length === 36 && (await outboxOf(chat)).every((row) => row.sent_at !== null), 'the race\'s Telegram copies', 60_000);
    for (const node of nodes.splice(0)) await node.close();
    const texts = delivered(chat).map((d) => d.text);
    expect(texts).toHaveLength(36);
    expect(new Set(texts).size).toBe(36);
    expect(texts.filter((t) => t.startsWith('Price dropped: Omega Speedmaster RACE-O-') && t.includes('was $8,000, now $7,500'))).toHaveLength(12);
  });
});
