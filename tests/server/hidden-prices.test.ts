import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/api/cart.ts';
import type { Promo } from '../../src/api/orders.ts';
import { cartStateOf, totalUsdOf } from '../../src/machines/cart/lines.ts';
import { totalsOf } from '../../src/machines/checkout/form.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 22 item 1, tried from outside like a suspicious customer: a price-on-request piece's hidden figure is read
 * from the database, then looked for in every JSON answer a shopper can ask for (lists, details, search, facets,
 * sale, popular, cart, favorites, comparison, orders); and an order holding such a piece next to a priced one
 * costs exactly what checkout showed (the client's own computation), with the piece's line "on request" and the
 * total marked preliminary. Every answer is also checked against openapi.yaml by the harness.
 */
type Json = Record<string, unknown>;
type Headers = Record<string, string>;
type Table = 'watches' | 'jewelry' | 'bags';

interface Hidden {
  table: Table;
  id: number;
  /** The figure as the database keeps it ("76543.21"). */
  figure: string;
}

interface Order {
  id: number;
  subtotal: string;
  discount: string;
  delivery_cost: string;
  total_price: string;
  total_is_preliminary: boolean;
  items: { quantity: number; price: string | null; bag?: { id: number; price_usd: string | null }; watch?: { id: number; price_usd: string | null } }[];
}

const KIND_PATH: Record<Table, string> = { watches: '/api/watches/', jewelry: '/api/jewelry/', bags: '/api/bags/' };
const SELECTOR: Record<Table, string> = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' };

describe.each(targets)('a price on request never leaves the server, on $name', (target) => {
  let server: TestServer;
  const hidden: Hidden[] = [];
  let pricedWatch = 0;
  let me: Headers = {};

  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 160, catalogueCacheMs: 0, auth: { loginAttemptsPerClient: 1000, codesPerClientPerHour: 1000 } });
    for (const table of ['watches', 'bags'] as const) {
      // A seeded piece on request whose figure the boutique keeps: the one a leak would show.
      const row = await db()
        .selectFrom(table)
        .select(['id', 'guide_price_usd'])
        .where('price_on_request', '=', true)
        .where('guide_price_usd', 'is not', null)
        .where('is_active', '=', true)
        .orderBy('id')
        .executeTakeFirst();
      expect(row, `a seeded ${table} piece on request with a figure`).toBeDefined();
      // A figure no other piece costs, so finding its digits anywhere can only be this leak.
      const figure = table === 'watches' ? '86421.37' : '76543.21';
      await db().updateTable(table).set({ guide_price_usd: figure }).where('id', '=', row?.id ?? 0).execute();
      hidden.push({ table, id: row?.id ?? 0, figure });
    }
    const priced = await db().selectFrom('watches').select('id').where('price_on_request', '=', false).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    pricedWatch = priced.id;
    await db().updateTable('watches').set({ price_usd: '12345.00', previous_price_usd: null }).where('id', '=', pricedWatch).execute();
    // issue 26: a watch is one piece; the orders below are about the bill (2 of it, then 1 more), so it gets stock
    await db().updateTable('watches').set({ stock: 20 }).where('id', '=', pricedWatch).execute();
    me = await server.signUp('+79175550101');
  });
  afterAll(async () => server?.close());

  /** Every body answered for `url` must hold none of the hidden figures, in any notation. */
  const expectClean = async (url: string, headers: Headers = {}) => {
    const response = await server.call({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    for (const { figure } of hidden) {
      const whole = figure.split('.')[0] ?? figure;
      expect(response.body, `${url} leaks ${figure}`).not.toContain(whole);
    }
    return JSON.parse(response.body) as Json;
  };

  it('the database keeps the figure, and the catalogue answers the piece with no price at all', async () => {
    for (const piece of hidden) {
      const stored = await db().selectFrom(piece.table).select(['price_usd', 'previous_price_usd', 'guide_price_usd']).where('id', '=', piece.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ price_usd: null, previous_price_usd: null, guide_price_usd: piece.figure });
      const detail = await expectClean(`${KIND_PATH[piece.table]}${piece.id}/`);
      expect(detail).toMatchObject({ id: piece.id, price_usd: null, previous_price_usd: null, price_on_request: true });
    }
  });

  it('lists, sorts both ways, price bounds, search, facets, sale and popular answers never carry it', async () => {
    for (const piece of hidden) {
      const base = KIND_PATH[piece.table];
      for (const query of ['', '?ordering=price_usd&page_size=100', '?ordering=-price_usd&page_size=100', '?min_price=1&max_price=1000000&page_size=100']) {
        await expectClean(`${base}${query}`);
      }
      await expectClean(`${base}facets/`);
      await expectClean(`${base}facets/?min_price=50000`);
      const { reference } = await db().selectFrom(piece.table).select('reference').where('id', '=', piece.id).executeTakeFirstOrThrow();
      const found = await expectClean(`${base}?search=${encodeURIComponent(reference)}`);
      expect((found.results as { id: number }[]).map((item) => item.id)).toContain(piece.id);
      // A price bound cannot be used to narrow the figure down: the piece is never inside one.
      const bounded = await expectClean(`${base}?min_price=0&max_price=10000000&page_size=100`);
      expect((bounded.results as { id: number }[]).map((item) => item.id)).not.toContain(piece.id);
    }
    await expectClean('/api/sale/?page_size=100');
    await expectClean('/api/popular/?page_size=100');
    await expectClean('/api/watches/?search=a&page_size=100');
  });

  it('price order puts pieces on request after the priced ones, whichever way, so their order says nothing', async () => {
    for (const ordering of ['price_usd', '-price_usd']) {
      const page = await expectClean(`/api/bags/?ordering=${ordering}&page_size=100`);
      const onRequest = (page.results as { price_on_request: boolean }[]).map((item) => item.price_on_request);
      expect(onRequest.indexOf(true)).toBeGreaterThan(0);
      expect(onRequest.slice(onRequest.indexOf(true)).every(Boolean), ordering).toBe(true);
    }
  });

  it('cart, favorites and comparison answer the piece without its price', async () => {
    for (const piece of hidden) {
      const selector = { [SELECTOR[piece.table]]: piece.id };
      expect((await server.call({ method: 'POST', url: '/api/cart/', headers: me, payload: { ...selector, quantity: 1 } })).statusCode).toBe(201);
      expect((await server.call({ method: 'POST', url: '/api/favorites/toggle/', headers: me, payload: selector })).statusCode).toBeLessThan(300);
      expect((await server.call({ method: 'POST', url: '/api/comparison/toggle/', headers: me, payload: selector })).statusCode).toBeLessThan(300);
    }
    await expectClean('/api/cart/0/', me);
    await expectClean('/api/favorites/', me);
    await expectClean('/api/comparison/', me);
    await server.call({ method: 'DELETE', url: '/api/cart/0/clear/', headers: me });
  });

  it('an order is billed exactly what checkout showed: the piece on request stays unpriced and the total preliminary', async () => {
    const bag = hidden.find((piece) => piece.table === 'bags');
    await server.call({ method: 'DELETE', url: '/api/cart/0/clear/', headers: me });
    for (const payload of [{ bag_id: bag?.id, quantity: 1 }, { watch_id: pricedWatch, quantity: 2 }]) {
      expect((await server.call({ method: 'POST', url: '/api/cart/', headers: me, payload })).statusCode).toBe(201);
    }
    // What the checkout page shows, computed by the client's own code from the cart it was answered.
    const cart = await server.json<Cart>({ method: 'GET', url: '/api/cart/0/', headers: me });
    const promo = await server.json<Promo>({ method: 'POST', url: '/api/orders/validate_promo/', headers: me, payload: { code: 'SAVE10' } });
    const shown = totalsOf(totalUsdOf(cartStateOf(cart.body).lines), { deliveryMethod: 'delivery', values: { countryCode: 'FR' } as never }, promo.body);
    expect(shown).toEqual({ subtotal: 24690, discount: 2469, delivery: 50, total: 22271 });

    const created = await server.json<Order>({
      method: 'POST',
      url: '/api/orders/create_from_cart/',
      headers: me,
      payload: {
        mode: 'reserve',
        delivery_method: 'delivery',
        first_name: 'Анна',
        last_name: 'Иванова',
        phone: '+79175550101',
        email: 'anna@example.ru',
        country: 'FR',
        address_city: 'Paris',
        postal_code: '75008',
        address_line1: '24 Rue du Faubourg Saint-Honoré',
        promo_code: 'SAVE10',
        consent: true,
      },
    });
    expect(created.status).toBe(201);
    const order = created.body;
    expect(Number(order.total_price)).toBe(shown.total);
    expect(order).toMatchObject({ subtotal: '24690.00', discount: '2469.00', delivery_cost: '50.00', total_price: '22271.00', total_is_preliminary: true });
    const line = order.items.find((item) => item.bag?.id === bag?.id);
    expect(line).toMatchObject({ quantity: 1, price: null, bag: { price_usd: null } });
    expect(order.items.find((item) => item.watch?.id === pricedWatch)).toMatchObject({ quantity: 2, price: '12345.00' });
    const stored = await db().selectFrom('order_items').select('price').where('order_id', '=', order.id).where('bag_id', '=', bag?.id ?? 0).executeTakeFirstOrThrow();
    expect(stored.price).toBeNull();

    await expectClean(`/api/orders/${order.id}/`, me);
    const history = await expectClean('/api/orders/', me);
    expect((history.results as Order[]).find((item) => item.id === order.id)?.total_is_preliminary).toBe(true);
  });

  it('an order of priced pieces only is final', async () => {
    await server.call({ method: 'DELETE', url: '/api/cart/0/clear/', headers: me });
    await server.call({ method: 'POST', url: '/api/cart/', headers: me, payload: { watch_id: pricedWatch, quantity: 1 } });
    const city = await db().selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow();
    const created = await server.json<Order>({
      method: 'POST',
      url: '/api/orders/create_from_cart/',
      headers: me,
      payload: { mode: 'reserve', delivery_method: 'pickup', first_name: 'Анна', last_name: 'Иванова', phone: '+79175550101', email: 'anna@example.ru', pickup_city_id: city.id, consent: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ total_price: '12345.00', total_is_preliminary: false });
  });
});
