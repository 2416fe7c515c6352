import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHolds } from '../../server/orders/holds.ts';
import { moveOrder } from '../../server/orders/service.ts';
import { orderCalls, startOrdersServer, type ErrorBody, type Headers, type Order } from '../support/ordersSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 26 "Unique pieces", tried from outside as customers would, on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: a watch is one piece and is sold once however many press "reserve" together; a held piece says so
 * (409, and `availability` everywhere); a hold that runs out, a cancel and a delivery move the piece as they must;
 * the sales history lists what was delivered. Every answer is checked against openapi.yaml by the harness.
 */
type Piece = { id: number; availability: string; available_quantity: number };
type Page = { count: number; results: Piece[] };

describe.each(targets)('unique pieces on $name', (target) => {
  let server: TestServer;
  let dubai = 0;
  /** Pieces no other test of this file touches: each test takes its own. */
  let spare: number[] = [];
  const { db, customer, add, cartOf, checkout, pickup } = orderCalls(() => ({ server, dubai }));
  const take = () => {
    const id = spare.shift();
    if (id === undefined) throw new Error('out of spare watches');
    return id;
  };
  const tryAdd = (headers: Headers, payload: Record<string, unknown>, lang = 'ru') =>
    server.json<ErrorBody>({ method: 'POST', url: '/api/cart/', headers: { ...headers, 'accept-language': lang }, payload });
  const watch = async (id: number) => (await server.json<Piece>({ method: 'GET', url: `/api/watches/${id}/` })).body;
  /** A customer who has reserved the watch (a pending order holding it). */
  const reserved = async (id: number): Promise<{ headers: Headers; order: Order }> => {
    const headers = await customer();
    await add(headers, { watch_id: id });
    const placed = await checkout(headers, pickup());
    expect(placed.status).toBe(201);
    return { headers, order: placed.body };
  };

  beforeAll(async () => {
    ({ server, dubai } = await startOrdersServer(target));
    // Watches past the ones the order suites price (the first eight), each one piece as the seed makes them.
    const rows = await server.database.db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').offset(10).limit(24).execute();
    spare = rows.map((row) => row.id);
    await server.database.db.updateTable('watches').set({ stock: 1, reserved: 0 }).where('id', 'in', spare).execute();
  });
  afterAll(async () => server?.close());

  it('a watch is one piece: its answers say available, 1; asking the cart for two is a 400 naming quantity', async () => {
    const id = take();
    expect(await watch(id)).toMatchObject({ availability: 'available', available_quantity: 1 });
    const me = await customer();
    const two = await tryAdd(me, { watch_id: id, quantity: 2 });
    expect(two.status).toBe(400);
    expect(Object.keys(two.body.errors ?? {})).toEqual(['quantity']);
    await add(me, { watch_id: id });
    // The same piece again would make two.
    expect((await tryAdd(me, { watch_id: id })).status).toBe(400);
    expect(await cartOf(me)).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('20 parallel checkouts of one piece: exactly one order, 19 × 409 naming the line, every other cart intact', async () => {
    const id = take();
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    for (const headers of shoppers) await add(headers, { watch_id: id });
    const answers = await Promise.all(shoppers.map((headers) => checkout(headers, pickup({ promo_code: 'SAVE10' }))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 201) {
        expect(await cartOf(shoppers[i] as Headers)).toEqual([]);
        continue;
      }
      expect(answer.body.detail).toBe('Этот экземпляр уже зарезервирован');
      expect(answer.body.errors?.items).toEqual(['Этот экземпляр уже зарезервирован']);
      expect(Object.keys(answer.body.errors ?? {}).filter((key) => /^items\.\d+$/.test(key))).toHaveLength(1);
      expect(await cartOf(shoppers[i] as Headers)).toEqual([expect.objectContaining({ quantity: 1 })]);
    }
    const orders = await db().selectFrom('order_items').select('order_id').where('watch_id', '=', id).execute();
    expect(orders).toHaveLength(1);
    // The promo code counted once: for the one order placed.
    const held = await db().selectFrom('watches').select(['stock', 'reserved']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(held).toEqual({ stock: 1, reserved: 1 });
  });

  it('a reserved piece: 409 «Этот экземпляр уже зарезервирован» / "This piece is already reserved", and it says so in its answers', async () => {
    const id = take();
    const { order } = await reserved(id);
    expect(order.status).toBe('pending');
    expect(Date.parse((order as Order & { hold_until: string }).hold_until) - Date.parse(order.created_at)).toBeGreaterThan(47 * 3_600_000);
    const other = await customer();
    const ru = await tryAdd(other, { watch_id: id });
    expect(ru).toEqual({ status: 409, body: { detail: 'Этот экземпляр уже зарезервирован' } });
    const en = await tryAdd(other, { watch_id: id }, 'en');
    expect(en).toEqual({ status: 409, body: { detail: 'This piece is already reserved' } });
    expect(await watch(id)).toMatchObject({ availability: 'reserved', available_quantity: 0 });
    // Still listed (it may come back), marked reserved.
    const list = await server.json<Page>({ method: 'GET', url: `/api/watches/?page_size=100&ordering=-production_year` });
    const listed = list.body.results.find((piece) => piece.id === id);
    expect(listed).toMatchObject({ availability: 'reserved' });
  });

  it('a hold that runs out cancels the order ("hold_expired") and frees the piece; the worker takes each order once', async () => {
    const id = take();
    const { headers, order } = await reserved(id);
    const holdUntil = new Date((order as Order & { hold_until: string }).hold_until);
    // A fixed clock: a minute before the end nothing happens, at the end the order is cancelled — once.
    expect(await expireHolds(db(), new Date(holdUntil.getTime() - 60_000))).not.toContain(order.id);
    const [first, second] = await Promise.all([expireHolds(db(), holdUntil), expireHolds(db(), holdUntil)]);
    expect([...(first ?? []), ...(second ?? [])].filter((expired) => expired === order.id)).toHaveLength(1);
    const after = await server.json<Order & { cancel_reason: string | null; hold_until: string | null }>({ method: 'GET', url: `/api/orders/${order.id}/`, headers });
    expect(after.body).toMatchObject({ status: 'cancelled', cancel_reason: 'hold_expired', hold_until: null });
    expect(await watch(id)).toMatchObject({ availability: 'available', available_quantity: 1 });
    expect(await expireHolds(db(), new Date(holdUntil.getTime() + 3_600_000))).not.toContain(order.id);
  });

  it('a confirmed order keeps its hold past the time; a cancel by the customer or a manager frees the piece at once', async () => {
    const kept = take();
    const confirmed = await reserved(kept);
    await moveOrder(db(), confirmed.order.id, 'confirm');
    const confirmedAnswer = await server.json<{ hold_until: string | null }>({ method: 'GET', url: `/api/orders/${confirmed.order.id}/`, headers: confirmed.headers });
    expect(confirmedAnswer.body.hold_until).toBeNull();
    expect(await expireHolds(db(), new Date(Date.now() + 1000 * 3_600_000))).not.toContain(confirmed.order.id);
    expect(await watch(kept)).toMatchObject({ availability: 'reserved' });
    await moveOrder(db(), confirmed.order.id, 'cancel');
    // Free again at once (its public answer may lag by the catalogue cache's few seconds; the cart never does).
    expect((await tryAdd(await customer(), { watch_id: kept })).status).toBe(201);

    const mine = take();
    const own = await reserved(mine);
    const cancelled = await server.json<{ status: string; cancel_reason: string }>({
      method: 'PATCH',
      url: `/api/orders/${own.order.id}/`,
      headers: own.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: 'customer' });
    expect(await watch(mine)).toMatchObject({ availability: 'available', available_quantity: 1 });
    // Freed means another shopper can now place it.
    const next = await customer();
    await add(next, { watch_id: mine });
    expect((await checkout(next, pickup())).status).toBe(201);
  });

  it('delivered means sold: gone from the lists, its page stays and says sold, 409 "sold", and in the sales history', async () => {
    const id = take();
    const { order } = await reserved(id);
    for (const action of ['confirm', 'ship', 'deliver'] as const) await moveOrder(db(), order.id, action);
    expect(await watch(id)).toMatchObject({ availability: 'sold', available_quantity: 0 });
    const all = await server.json<Page>({ method: 'GET', url: '/api/watches/?page_size=100' });
    expect(all.body.results.map((piece) => piece.id)).not.toContain(id);
    const en = await tryAdd(await customer(), { watch_id: id }, 'en');
    expect(en).toEqual({ status: 409, body: { detail: 'This piece is already sold' } });
    const history = await server.json<{ results: { kind: string; id: number; sold_month: string }[]; brands: { count: number }[] }>({
      method: 'GET',
      url: '/api/sales-history/?kind=watch',
    });
    expect(history.body.results[0]).toMatchObject({ kind: 'watch', id, sold_month: new Date().toISOString().slice(0, 7) });
    expect(JSON.stringify(history.body)).not.toMatch(/price/);
    expect(history.body.brands.reduce((sum, brand) => sum + brand.count, 0)).toBeGreaterThanOrEqual(1);
    const bags = await server.json<{ results: unknown[] }>({ method: 'GET', url: '/api/sales-history/?kind=bag' });
    expect(bags.body.results.every((entry) => (entry as { kind: string }).kind === 'bag')).toBe(true);
  });

  it('a cart with a piece taken meanwhile: the whole order is refused, the line named, the cart and the promo code untouched', async () => {
    const free = take();
    const taken = take();
    const me = await customer();
    await add(me, { watch_id: free });
    await add(me, { watch_id: taken });
    await reserved(taken);
    const uses = async () => (await db().selectFrom('promo_codes').select('times_used').where('code', '=', 'SAVE10').executeTakeFirstOrThrow()).times_used;
    const before = await uses();
    const refused = await checkout(me, pickup({ promo_code: 'SAVE10' }));
    expect(refused.status).toBe(409);
    const lines = await server.json<{ items: { id: number; watch?: { id: number } }[] }>({ method: 'GET', url: '/api/cart/0/', headers: me });
    const takenLine = lines.body.items.find((line) => line.watch?.id === taken);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['items', `items.${takenLine?.id}`]);
    expect(lines.body.items).toHaveLength(2);
    expect(await uses()).toBe(before);
    expect(await watch(free)).toMatchObject({ availability: 'available' });
    // Without the taken line, the same cart goes through.
    await server.json({ method: 'DELETE', url: `/api/cart/${0}/`, headers: me, payload: { item_id: takenLine?.id } });
    expect((await checkout(me, pickup())).status).toBe(201);
  });
});
