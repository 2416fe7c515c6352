import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember, type Headers, type Page, type Schemas } from '../support/manageSuite.ts';
import { orderCalls, startOrdersServer, type ErrorBody } from '../support/ordersSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27: the staff's products — the list of watches, jewelry and bags with hidden pieces, and a change of price,
 * previous price, stock or visibility that the public catalogue shows at once (its caches are dropped), keeps the
 * catalogue's rules and is written to the audit log, before → after of what changed only. Every answer is checked
 * against openapi.yaml by the harness.
 */
type ManageProduct = Schemas['ManageProduct'];

describe.each(targets)('the staff products on $name', (target) => {
  let server: TestServer;
  let watchIds: number[] = [];
  let bagId = 0;
  let jewelryId = 0;
  let dubai = 0;
  let manager: Headers = {};
  const { db, customer, add, checkout, pickup } = orderCalls(() => ({ server, dubai }));

  beforeAll(async () => {
    ({ server, watchIds, bagId, jewelryId, dubai } = await startOrdersServer(target));
    manager = (await staffMember(server, 'manager')).headers;
  });
  afterAll(async () => server?.close());

  const list = (query: string) => server.json<Page<ManageProduct>>({ method: 'GET', url: `/api/manage/products/?page_size=100&${query}`, headers: manager });
  const change = (kind: string, id: number, payload: Record<string, unknown>) =>
    server.json<ManageProduct & ErrorBody>({ method: 'PATCH', url: `/api/manage/products/${kind}/${id}/`, headers: { ...manager, 'accept-language': 'en' }, payload });
  const publicWatch = (id: number) => server.json<{ price_usd: string | null; previous_price_usd: string | null }>({ method: 'GET', url: `/api/watches/${id}/` });

  it('lists the three kinds, newest first, with stock, holds and the piece page; filters by kind and search', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(new Set(all.body.results.map((row) => row.kind))).toEqual(new Set(['watch', 'jewelry', 'bag']));
    const watch = (await list('kind=watch')).body.results.find((row) => row.id === watchIds[0]);
    expect(watch).toMatchObject({ kind: 'watch', url: `/product/${watchIds[0]}`, price_usd: '10000.00', hidden: false, sold: false, stock: 1, reserved: 0 });
    expect((await list('kind=bag')).body.results.find((row) => row.id === bagId)?.url).toBe(`/bag/${bagId}`);
    expect((await list('kind=jewelry')).body.results.find((row) => row.id === jewelryId)?.url).toBe(`/jewelry/${jewelryId}`);
    const found = await list(`search=${encodeURIComponent(`${watch?.brand} ${watch?.model_name}`)}`);
    expect(found.body.results.map((row) => row.id)).toContain(watchIds[0]);
    expect(found.body.results.every((row) => `${row.brand} ${row.model_name}` === `${watch?.brand} ${watch?.model_name}`)).toBe(true);
    await db().updateTable('watches').set({ sku: 'BTQ-W-0001' }).where('id', '=', watchIds[0] ?? 0).execute();
    expect((await list('search=btq-w-0001')).body.results.map((row) => [row.kind, row.id, row.sku])).toEqual([['watch', watchIds[0], 'BTQ-W-0001']]);
  });

  it('a new price and previous price show in the shop at once; the audit log keeps what changed, before → after', async () => {
    const id = watchIds[1] ?? 0;
    expect((await publicWatch(id)).body.price_usd).toBe('11000.00');
    const changed = await change('watch', id, { price_usd: '9000.00', previous_price_usd: '9500.00' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ price_usd: '9000.00', previous_price_usd: '9500.00' });
    expect((await publicWatch(id)).body).toMatchObject({ price_usd: '9000.00', previous_price_usd: '9500.00' });

    const log = await server.json<Page<{ action: string; subject_id: string; subject_label: string; before: unknown; after: unknown }>>({
      method: 'GET',
      url: `/api/manage/audit/?subject_type=product&subject_id=watch:${id}`,
      headers: manager,
    });
    expect(log.body.results.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'product.update', before: { price_usd: '11000.00', previous_price_usd: null }, after: { price_usd: '9000.00', previous_price_usd: '9500.00' } },
    ]);
    expect(log.body.results[0]?.subject_label).toContain(changed.body.model_name);
    // Sending what it already is changes nothing and writes nothing.
    expect((await change('watch', id, { price_usd: '9000.00' })).status).toBe(200);
    expect((await server.json<Page<unknown>>({ method: 'GET', url: `/api/manage/audit/?subject_type=product&subject_id=watch:${id}`, headers: manager })).body.count).toBe(1);
  });

  it("refuses a previous price not above the price, a shown price on request and a stock under the orders' holds", async () => {
    const id = watchIds[2] ?? 0;
    const notAbove = await change('watch', id, { previous_price_usd: '12000.00' });
    expect(notAbove).toEqual({ status: 400, body: { detail: 'Invalid request.', errors: { previous_price_usd: ['The previous price must be above the price.'] } } });
    expect((await change('watch', id, { price_on_request: true, price_usd: '100.00' })).body.errors).toEqual({ price_usd: ['A piece on request shows no price.'] });

    const me = await customer();
    await add(me, { watch_id: id });
    expect((await checkout(me, pickup())).status).toBe(201);
    const held = await change('watch', id, { stock: 0 });
    expect(held.status).toBe(400);
    expect(held.body.errors).toEqual({ stock: ['Open orders hold 1 of these pieces: the stock cannot be lower.'] });
    const more = await change('watch', id, { stock: 3 });
    expect(more.body).toMatchObject({ stock: 3, reserved: 1 });
    expect((await change('watch', 999999, { stock: 1 })).status).toBe(404);
  });

  it('a piece put on request hides its price and gets it back when taken off', async () => {
    const id = watchIds[3] ?? 0;
    expect((await change('watch', id, { price_on_request: true })).body).toMatchObject({ price_on_request: true, price_usd: null, previous_price_usd: null });
    expect((await publicWatch(id)).body.price_usd).toBeNull();
    expect((await change('watch', id, { price_on_request: false })).body).toMatchObject({ price_on_request: false, price_usd: '13000.00' });
    expect((await publicWatch(id)).body.price_usd).toBe('13000.00');
  });

  it('a hidden piece leaves the shop (its page 404, gone from lists) and comes back when shown', async () => {
    const id = watchIds[4] ?? 0;
    const { reference } = (await db().selectFrom('watches').select('reference').where('id', '=', id).executeTakeFirstOrThrow()) as { reference: string };
    const publicCount = async () => (await server.json<{ count: number }>({ method: 'GET', url: `/api/watches/?search=${encodeURIComponent(reference)}` })).body.count;
    expect(await publicCount()).toBeGreaterThan(0);
    expect((await change('watch', id, { hidden: true })).body.hidden).toBe(true);
    expect((await publicWatch(id)).status).toBe(404);
    expect(await publicCount()).toBe(0);
    expect((await list('hidden=true')).body.results.map((row) => row.id)).toContain(id);
    expect((await list('hidden=false&kind=watch')).body.results.map((row) => row.id)).not.toContain(id);
    expect((await change('watch', id, { hidden: false })).body.hidden).toBe(false);
    expect((await publicWatch(id)).status).toBe(200);
    expect(await publicCount()).toBeGreaterThan(0);
  });

  it('bags and jewelry change the same way', async () => {
    expect((await change('bag', bagId, { price_usd: '2400.00' })).body).toMatchObject({ kind: 'bag', price_usd: '2400.00' });
    expect((await change('jewelry', jewelryId, { hidden: true })).body).toMatchObject({ kind: 'jewelry', hidden: true });
    expect((await server.call({ method: 'GET', url: `/api/jewelry/${jewelryId}/` })).statusCode).toBe(404);
  });
});
