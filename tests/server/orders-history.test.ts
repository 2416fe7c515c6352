import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCalls, startOrdersServer, type ErrorBody, type Headers, type Json, type Order, type Page } from '../support/ordersSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 13 "Server", the purchase history (part 2 §2 "Purchase history", §5 "Purchase history search", §7) over the
 * real app and database: one's own orders, paged, searched, filtered and ordered, and cancelling one. Every answer
 * is checked against openapi.yaml by the harness.
 */
describe.each(targets)('orders on $name', (target) => {
  let server: TestServer;
  let watchIds: number[] = [];
  let bagId = 0;
  let jewelryId = 0;
  let dubai = 0;
  const { db, customer, add, checkout, pickup, delivery } = orderCalls(() => ({ server, dubai }));

  beforeAll(async () => {
    ({ server, watchIds, bagId, jewelryId, dubai } = await startOrdersServer(target));
  });
  afterAll(async () => server?.close());

  describe('the purchase history', () => {
    let me: Headers;
    let other: Headers;
    const placed: Order[] = [];
    const list = (headers: Headers, query = '') => server.json<Page>({ method: 'GET', url: `/api/orders/${query}`, headers });

    beforeAll(async () => {
      [me, other] = await Promise.all([customer(), customer()]);
      // issue 26: a watch is one piece; the history holds 2 of the bag and both customers order the first watch, so
      // these pieces get stock
      await db().updateTable('watches').set({ stock: 20 }).where('id', '=', watchIds[0] ?? 0).execute();
      await db().updateTable('bags').set({ stock: 20 }).where('id', '=', bagId).execute();
      for (const [payload, body] of [
        [{ watch_id: watchIds[0] }, pickup()],
        [{ bag_id: bagId, quantity: 2 }, delivery()],
        [{ jewelry_id: jewelryId }, pickup()],
      ] as const) {
        await add(me, payload);
        const created = await checkout(me, body);
        expect(created.status).toBe(201);
        placed.push(created.body);
      }
      await add(other, { watch_id: watchIds[0] });
      expect((await checkout(other, pickup())).status).toBe(201);
    });

    it('own orders only, newest first, paged with an absolute next', async () => {
      const all = await list(me);
      expect(all.status).toBe(200);
      expect(all.body.count).toBe(3);
      expect(all.body.results.map((o) => o.id)).toEqual(placed.map((o) => o.id).reverse());
      const first = await list(me, '?page_size=2');
      expect(first.body.results).toHaveLength(2);
      expect(first.body.next).toMatch(/^http:\/\/[^/]+\/api\/orders\/\?.*page=2/);
      const next = new URL(first.body.next ?? '');
      const second = await list(me, next.search);
      expect(second.body.results.map((o) => o.id)).toEqual([placed[0]?.id]);
      expect(second.body.next).toBeNull();
    });

    it('one order by id: own only, another customer\'s is a 404', async () => {
      const [mine] = placed;
      const got = await server.json<Order>({ method: 'GET', url: `/api/orders/${mine?.id}/`, headers: me });
      expect(got.status).toBe(200);
      expect(got.body).toEqual(mine);
      const theirs = await server.json<ErrorBody>({ method: 'GET', url: `/api/orders/${mine?.id}/`, headers: other });
      expect(theirs.status).toBe(404);
      expect((await server.json({ method: 'GET', url: '/api/orders/2147483647/', headers: me })).status).toBe(404);
    });

    it('search: the order number ignoring №, #, spaces and hyphens, or a brand or model, case-insensitively', async () => {
      const target = placed[1];
      const number = target?.order_number ?? '';
      const spaced = `${number.slice(0, 3)} - ${number.slice(3)}`;
      for (const search of [number, `№${number}`, `#${number}`, `№ ${spaced}`]) {
        const found = await list(me, `?search=${encodeURIComponent(search)}`);
        expect(found.body.results.map((o) => o.id), search).toEqual([target?.id]);
      }
      const bag = target?.items[0]?.bag;
      const byBrand = await list(me, `?search=${encodeURIComponent(bag?.brand.name.toUpperCase() ?? '')}`);
      expect(byBrand.body.results.map((o) => o.id)).toContain(target?.id);
      const byModel = await list(me, `?search=${encodeURIComponent(bag?.model_name.toLowerCase() ?? '')}`);
      expect(byModel.body.results.map((o) => o.id)).toContain(target?.id);
      expect((await list(me, '?search=zzzz-nothing')).body.count).toBe(0);
      // Another customer's order never shows up, even by its number.
      const theirs = (await list(other)).body.results[0]?.order_number ?? '';
      expect((await list(me, `?search=${theirs}`)).body.count).toBe(0);
    });

    it('status filter and the four orderings', async () => {
      const [a, b, c] = placed;
      await db().updateTable('orders').set({ status: 'shipped' }).where('id', '=', b?.id ?? 0).execute();
      expect((await list(me, '?status=shipped')).body.results.map((o) => o.id)).toEqual([b?.id]);
      expect((await list(me, '?status=pending')).body.results.map((o) => o.id)).toEqual([c?.id, a?.id]);
      expect((await list(me, '?status=lost')).status).toBe(400);
      expect((await list(me, '?ordering=oldest')).body.results.map((o) => o.id)).toEqual([a?.id, b?.id, c?.id]);
      const totals = (query: string) => list(me, query).then((r) => r.body.results.map((o) => Number(o.total_price)));
      const desc = await totals('?ordering=total_desc');
      expect(desc).toEqual([...desc].sort((x, y) => y - x));
      const asc = await totals('?ordering=total_asc');
      expect(asc).toEqual([...desc].reverse());
      expect(new Set(asc).size).toBe(3);
      expect((await list(me, '?ordering=cheapest')).status).toBe(400);
      await db().updateTable('orders').set({ status: 'pending' }).where('id', '=', b?.id ?? 0).execute();
    });

    it('cancel: the owner, from pending or confirmed only; anything else is a 400 and the order unchanged', async () => {
      const [a, b, c] = placed;
      const cancel = (id: number | undefined, headers: Headers, payload: Json = { status: 'cancelled' }) =>
        server.json<Order & ErrorBody>({ method: 'PATCH', url: `/api/orders/${id}/`, headers, payload });
      const statusOf = async (id: number | undefined) => (await db().selectFrom('orders').select('status').where('id', '=', id ?? 0).executeTakeFirstOrThrow()).status;

      expect((await cancel(a?.id, other)).status).toBe(404);
      expect(await statusOf(a?.id)).toBe('pending');

      const done = await cancel(a?.id, me);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ id: a?.id, status: 'cancelled', total_price: a?.total_price });
      const twice = await cancel(a?.id, me);
      expect(twice.status).toBe(400);
      expect(twice.body.detail).toMatch(/ожидает подтверждения или подтверждён/);

      await db().updateTable('orders').set({ status: 'confirmed' }).where('id', '=', b?.id ?? 0).execute();
      expect((await cancel(b?.id, me)).body.status).toBe('cancelled');

      for (const status of ['shipped', 'delivered'] as const) {
        await db().updateTable('orders').set({ status }).where('id', '=', c?.id ?? 0).execute();
        expect((await cancel(c?.id, me)).status).toBe(400);
        expect(await statusOf(c?.id)).toBe(status);
      }
      await db().updateTable('orders').set({ status: 'pending' }).where('id', '=', c?.id ?? 0).execute();
      for (const payload of [{ status: 'shipped' }, { status: 'cancelled', total_price: '1.00' }, { comment: 'x' }, {}]) {
        const refused = await cancel(c?.id, me, payload);
        expect(refused.status, JSON.stringify(payload)).toBe(400);
        expect(await statusOf(c?.id)).toBe('pending');
      }
    });
  });
});
