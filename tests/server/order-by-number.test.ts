import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 22 item 12: the order confirmation page reads the order by the number its URL carries
 * (`GET /api/orders/by-number/{number}/`): own orders only, another customer's number a 404 like an unknown one.
 * Every answer is checked against openapi.yaml by the harness.
 */
type Headers = Record<string, string>;
interface Order {
  id: number;
  order_number: string;
  first_name: string;
  pickup_city: { id: number; name: string } | null;
}

describe.each(targets)('order by number on $name', (target) => {
  let server: TestServer;
  let me: Headers;
  let other: Headers;
  let placed: Order;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 6, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    const db = server.database.db;
    const watch = await db.selectFrom('watches').select('id').where('is_active', '=', true).where('price_usd', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const city = await db.selectFrom('cities').select('id').where('country_code', '=', 'AE').executeTakeFirstOrThrow();
    me = await server.signUp('+79174440001');
    other = await server.signUp('+79174440002');
    expect((await server.json({ method: 'POST', url: '/api/cart/', headers: me, payload: { watch_id: watch.id } })).status).toBe(201);
    const created = await server.json<Order>({
      method: 'POST',
      url: '/api/orders/create_from_cart/',
      headers: me,
      payload: { mode: 'reserve', delivery_method: 'pickup', pickup_city_id: city.id, first_name: 'Анна', last_name: 'Смирнова', phone: '+79161234567', email: 'anna@example.com' },
    });
    expect(created.status).toBe(201);
    placed = created.body;
  });
  afterAll(async () => server?.close());

  const byNumber = (number: string, headers?: Headers) =>
    server.json<Order & { detail?: string }>({ method: 'GET', url: `/api/orders/by-number/${encodeURIComponent(number)}/`, ...(headers ? { headers } : {}) });

  it('answers the caller\'s own order by its number, a leading № ignored', async () => {
    const got = await byNumber(placed.order_number, me);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(placed);
    const withSign = await byNumber(`№${placed.order_number}`, me);
    expect(withSign.status).toBe(200);
    expect(withSign.body.id).toBe(placed.id);
  });

  it("another customer's number is a 404 exactly like an unknown number; without sign-in a 401", async () => {
    const theirs = await byNumber(placed.order_number, other);
    const unknown = await byNumber('999999999', me);
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await byNumber(placed.order_number)).status).toBe(401);
  });

  it('a number outside the contract (spaces, slashes, too long) is a 400', async () => {
    expect((await byNumber('10 01', me)).status).toBe(400);
    expect((await byNumber('1'.repeat(33), me)).status).toBe(400);
  });
});
