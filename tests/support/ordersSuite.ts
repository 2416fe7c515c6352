import { expect } from 'vitest';
import { startTestServer, type targets, type TestServer } from './server.ts';

/**
 * What the order suites share (tests/server/orders.test.ts and orders-history.test.ts): the answer shapes, a fresh
 * customer per test, pieces at known prices and the checkout calls.
 */
export type Json = Record<string, unknown>;
export type Headers = Record<string, string>;
export interface Product {
  id: number;
  model_name: string;
  brand: { name: string };
  price_usd: string | null;
}
export interface Order {
  id: number;
  order_number: string;
  status: string;
  mode: string;
  delivery_method: string;
  created_at: string;
  subtotal: string;
  discount: string;
  delivery_cost: string;
  total_price: string;
  items_count: number;
  promo_code: string | null;
  phone: string;
  pickup_city: { id: number; name: string } | null;
  address: string | null;
  items: { id: number; quantity: number; price: string; watch?: Product; jewelry?: Product; bag?: Product }[];
  /** Issue 26: until when a pending order holds its pieces. */
  hold_until?: string | null;
}
export interface Page {
  count: number;
  next: string | null;
  results: Order[];
}
export interface ErrorBody {
  detail: string;
  errors?: Record<string, string[]>;
}

let phoneSeq = 0;
const newPhone = () => `+7917${String(3_000_000 + phoneSeq++ * 7919).slice(-7)}`;

// The spec's call shape (part 2 §7 "Create order"): no `consent` — optional, and `true` when sent (issue 22 §10).
export const CONTACT = { first_name: 'Алексей', last_name: 'Смирнов', phone: '+7 916 123-45-67', email: 'alexey@example.ru' };

type PricedTable = 'watches' | 'bags' | 'jewelry';
const setPriceOf = (server: TestServer, table: PricedTable, id: number, price: string) =>
  server.database.db.updateTable(table).set({ price_usd: price, previous_price_usd: null }).where('id', '=', id).execute();

/** The suite's server, with eight watches, a bag and a piece of jewelry at known prices, and the two pickup cities. */
export async function startOrdersServer(target: (typeof targets)[number]) {
  const server = await startTestServer(target, { watches: 40, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
  const db = server.database.db;
  const active = (table: PricedTable) => db.selectFrom(table).select('id').where('is_active', '=', true).where('price_usd', 'is not', null).orderBy('id').limit(8).execute();
  const watchIds = (await active('watches')).map((row) => row.id);
  const bagId = (await active('bags'))[0]?.id ?? 0;
  const jewelryId = (await active('jewelry'))[0]?.id ?? 0;
  // Known prices, so that the expected totals are plain numbers.
  for (const [i, id] of watchIds.entries()) await setPriceOf(server, 'watches', id, `${10_000 + i * 1000}.00`);
  await setPriceOf(server, 'bags', bagId, '2500.00');
  await setPriceOf(server, 'jewelry', jewelryId, '1234.50');
  const cities = await db.selectFrom('cities').select(['id', 'country_code']).orderBy('id').execute();
  const moscow = cities.find((c) => c.country_code === 'RU')?.id ?? 0;
  const dubai = cities.find((c) => c.country_code === 'AE')?.id ?? 0;
  expect(watchIds.length).toBe(8);
  expect(bagId * jewelryId * moscow * dubai).toBeGreaterThan(0);
  return { server, watchIds, bagId, jewelryId, moscow, dubai };
}

/** The order calls over the suite's server and its Dubai pickup city (read when called: both are set in beforeAll). */
export function orderCalls(current: () => { server: TestServer; dubai: number }) {
  const db = () => current().server.database.db;
  const setPrice = (table: PricedTable, id: number, price: string) => setPriceOf(current().server, table, id, price);
  const customer = (): Promise<Headers> => current().server.signUp(newPhone());
  const add = async (headers: Headers, payload: Json) => {
    const response = await current().server.json({ method: 'POST', url: '/api/cart/', headers, payload });
    expect(response.status).toBe(201);
  };
  const cartOf = async (headers: Headers) => (await current().server.json<{ items: { quantity: number }[] }>({ method: 'GET', url: '/api/cart/0/', headers })).body.items;
  const checkout = (headers: Headers, payload: Json, key?: string) =>
    current().server.json<Order & ErrorBody>({ method: 'POST', url: '/api/orders/create_from_cart/', headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });
  const pickup = (extra: Json = {}): Json => ({ mode: 'reserve', delivery_method: 'pickup', ...CONTACT, pickup_city_id: current().dubai, ...extra });
  const delivery = (extra: Json = {}): Json => ({
    mode: 'reserve',
    delivery_method: 'delivery',
    ...CONTACT,
    country: 'FR',
    address_city: 'Paris',
    postal_code: '75008',
    address_line1: '24 Rue du Faubourg Saint-Honoré',
    ...extra,
  });
  const ordersOf = (userId: number) => db().selectFrom('orders').select(['id', 'order_number']).where('user_id', '=', userId).execute();
  const userIdOf = async (headers: Headers) => (await current().server.json<{ id: number }>({ method: 'GET', url: '/api/users/me/', headers })).body.id;
  return { db, setPrice, customer, add, cartOf, checkout, pickup, delivery, ordersOf, userIdOf };
}
