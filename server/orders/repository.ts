import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { recordStatusChange, type StatusChange } from './history.ts';
import type { Database } from '../db/types.ts';
import type { OrdersTable } from '../db/tables/shopping.ts';
import { loc } from '../db/localised.ts';
import type { Locale } from '../../kernel/language.ts';
import type { ProductRef } from '../lists/products.ts';

/**
 * Order and promo-code queries (rules: service.ts and promo.ts). Checkout runs as one transaction that locks the
 * customer's `users` row first, so one customer's checkouts (double clicks, retries, tabs) run one after another
 * on PostgreSQL as on PGlite, and a cart can become only one order.
 */

export type OrderRow = Selectable<OrdersTable> & { pickup_city_name: string | null };
export type OrderStatus = OrderRow['status'];

/** A cart line with the piece's price and availability read from its catalogue table, never from the client. */
export interface PricedLine extends ProductRef {
  /** The cart line's id (a refused line is named by it). */
  id: number;
  quantity: number;
  /** price_usd as numeric text, null when the piece has no price. */
  price: string | null;
  active: boolean;
}

/** Serialises one customer's checkouts: held until the transaction ends. */
export async function lockCustomer(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function orderIdByKey(db: Kysely<Database>, userId: number, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return row?.id;
}

export async function pricedCartLines(db: Kysely<Database>, userId: number): Promise<{ cartId: number | undefined; lines: PricedLine[] }> {
  const cart = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!cart) return { cartId: undefined, lines: [] };
  const lines = await db
    .selectFrom('cart_items as ci')
    .leftJoin('watches as w', 'w.id', 'ci.watch_id')
    .leftJoin('jewelry as j', 'j.id', 'ci.jewelry_id')
    .leftJoin('bags as b', 'b.id', 'ci.bag_id')
    .select([
      'ci.id',
      'ci.watch_id',
      'ci.jewelry_id',
      'ci.bag_id',
      'ci.quantity',
      sql<string | null>`coalesce(w.price_usd, j.price_usd, b.price_usd)::text`.as('price'),
      sql<boolean>`coalesce(w.is_active, j.is_active, b.is_active, false)`.as('active'),
    ])
    .where('ci.cart_id', '=', cart.id)
    .orderBy('ci.id')
    .execute();
  return { cartId: cart.id, lines };
}

export async function cityExists(db: Kysely<Database>, cityId: number): Promise<boolean> {
  return (await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined;
}

/** The workshop's city, undefined when no such workshop. */
export async function workshopCity(db: Kysely<Database>, workshopId: number): Promise<number | undefined> {
  return (await db.selectFrom('workshops').select('city_id').where('id', '=', workshopId).executeTakeFirst())?.city_id;
}

export interface PromoRow {
  code: string;
  type: 'percent' | 'fixed';
  value: string;
}

const usable = sql<boolean>`is_active AND (valid_until IS NULL OR valid_until > now()) AND (usage_limit IS NULL OR times_used < usage_limit)`;

/** A usable code by its text, compared case-insensitively (promo_codes_code_ci keeps codes unique that way). */
export async function findUsablePromo(db: Kysely<Database>, code: string): Promise<PromoRow | undefined> {
  return db
    .selectFrom('promo_codes')
    .select(['code', 'type', 'value'])
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .where(usable)
    .executeTakeFirst();
}

/**
 * Counts one use of a usable code and answers it, in one guarded UPDATE: of two concurrent last uses the second
 * waits for the first's row lock, re-checks `times_used < usage_limit` and updates nothing. Expiry is the
 * database's clock.
 */
export async function usePromo(db: Kysely<Database>, code: string): Promise<PromoRow | undefined> {
  return db
    .updateTable('promo_codes')
    .set({ times_used: sql<number>`times_used + 1` })
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .where(usable)
    .returning(['code', 'type', 'value'])
    .executeTakeFirst();
}

export type NewOrder = Omit<Selectable<OrdersTable>, 'id' | 'order_number' | 'status' | 'created_at' | 'updated_at' | 'hold_until' | 'cancel_reason'> & {
  /** How long the pending order holds its pieces (issue 26, RESERVATION_HOLD_HOURS), from the database's now. */
  hold_hours: number;
};

/** Inserts the order; undefined when the customer's idempotency key already names one (the UNIQUE decides). */
export async function insertOrder(db: Kysely<Database>, { hold_hours, ...order }: NewOrder): Promise<number | undefined> {
  const row = await db
    .insertInto('orders')
    // To the millisecond, as the answer says it: the end a customer reads is the end the worker keeps.
    .values({ ...order, hold_until: sql<Date>`date_trunc('milliseconds', now() + make_interval(hours => ${hold_hours}::int))` })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // Issue 27: the order's history starts with its placing (only when this call placed it).
  if (row) await db.insertInto('order_status_changes').values({ order_id: row.id, from_status: null, to_status: 'pending', by_kind: 'customer', actor_id: order.user_id }).execute();
  return row?.id;
}

export async function insertItems(db: Kysely<Database>, orderId: number, lines: (ProductRef & { quantity: number; price: string | null })[]): Promise<void> {
  await db
    .insertInto('order_items')
    .values(lines.map(({ watch_id, jewelry_id, bag_id, quantity, price }) => ({ order_id: orderId, watch_id, jewelry_id, bag_id, quantity, price })))
    .execute();
}

export async function emptyCart(db: Kysely<Database>, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  await db.updateTable('carts').set({ updated_at: sql<Date>`now()` }).where('id', '=', cartId).execute();
}

export function orderRows(db: Kysely<Database>, lang: Locale) {
  return db
    .selectFrom('orders as o')
    .leftJoin('cities as c', 'c.id', 'o.pickup_city_id')
    .selectAll('o')
    .select(loc<string | null>(lang, 'c.name').as('pickup_city_name'));
}

/** One order; with `userId` only if it is that customer's. */
export async function findOrder(db: Kysely<Database>, lang: Locale, id: number, userId?: number): Promise<OrderRow | undefined> {
  let query = orderRows(db, lang).where('o.id', '=', id);
  if (userId !== undefined) query = query.where('o.user_id', '=', userId);
  return query.executeTakeFirst();
}

export type OrderOrdering = 'newest' | 'oldest' | 'total_desc' | 'total_asc';

export interface OrderQuery {
  userId: number;
  status?: OrderStatus | undefined;
  /** Order-number digits/letters without №, #, spaces and hyphens; empty when the search has none. */
  number?: string | undefined;
  /** The search as typed (trimmed), matched against a line's brand and model. */
  text?: string | undefined;
  ordering: OrderOrdering;
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matchingOrders(db: Kysely<Database>, lang: Locale, query: OrderQuery) {
  let rows = orderRows(db, lang).where('o.user_id', '=', query.userId);
  if (query.status) rows = rows.where('o.status', '=', query.status);
  const { number, text } = query;
  if (text) {
    rows = rows.where((eb) =>
      eb.or([
        ...(number ? [eb(sql<string>`o.order_number`, 'ilike', likePattern(number))] : []),
        eb.exists(
          eb
            .selectFrom('order_items as oi')
            .leftJoin('watches as w', 'w.id', 'oi.watch_id')
            .leftJoin('jewelry as j', 'j.id', 'oi.jewelry_id')
            .leftJoin('bags as bg', 'bg.id', 'oi.bag_id')
            .innerJoin('brands as br', (join) => join.on(sql<boolean>`br.id = coalesce(w.brand_id, j.brand_id, bg.brand_id)`))
            .select(sql`1`.as('one'))
            .whereRef('oi.order_id', '=', 'o.id')
            .where(
              sql<string>`concat_ws(' ', br.name, coalesce(w.model_name, j.model_name, bg.model_name), coalesce(w.reference, j.reference, bg.reference))`,
              'ilike',
              likePattern(text),
            ),
        ),
      ]),
    );
  }
  return rows;
}

export async function countOrders(db: Kysely<Database>, query: OrderQuery): Promise<number> {
  const row = await db
    .selectFrom(matchingOrders(db, 'ru', query).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listOrders(db: Kysely<Database>, lang: Locale, query: OrderQuery, slice: { limit: number; offset: number }): Promise<OrderRow[]> {
  let rows = matchingOrders(db, lang, query);
  switch (query.ordering) {
    case 'oldest':
      rows = rows.orderBy('o.created_at', 'asc').orderBy('o.id', 'asc');
      break;
    case 'total_desc':
      rows = rows.orderBy('o.total_price', 'desc').orderBy('o.id', 'desc');
      break;
    case 'total_asc':
      rows = rows.orderBy('o.total_price', 'asc').orderBy('o.id', 'asc');
      break;
    default:
      rows = rows.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  }
  return rows.limit(slice.limit).offset(slice.offset).execute();
}

export interface ItemRow extends ProductRef {
  id: number;
  order_id: number;
  quantity: number;
  /** Null for a line on request (not in the total until a manager quotes it). */
  price: string | null;
}

export async function itemsOf(db: Kysely<Database>, orderIds: number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'quantity', 'price', 'watch_id', 'jewelry_id', 'bag_id'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/**
 * Moves an order to `to` only from one of `from`, in one guarded UPDATE (a concurrent change cannot be
 * overwritten); with `userId` only that customer's. True when it changed; then the move is written to the order's
 * history in the same statement's transaction.
 */
export async function moveStatus(
  db: Kysely<Database>,
  id: number,
  from: OrderStatus[],
  to: OrderStatus,
  userId?: number,
  cancelReason?: 'customer' | 'manager' | 'hold_expired',
  change: StatusChange = { by: userId === undefined ? 'staff' : 'customer', actorId: userId ?? null },
): Promise<boolean> {
  // Issue 26: only a pending order's hold runs out; once it moves on, the hold lasts until delivery or cancel.
  // The old status comes from the row locked by the UPDATE itself (a self-join on the same id), so the history's
  // "from" is the status this move replaced.
  const { rows } = await sql<{ from_status: OrderStatus }>`
    UPDATE orders AS o
    SET status = ${to}, updated_at = now(), hold_until = NULL,
        cancel_reason = ${to === 'cancelled' ? (cancelReason ?? null) : sql`o.cancel_reason`}
    FROM (SELECT id, status FROM orders WHERE id = ${id} FOR UPDATE) AS old
    WHERE o.id = old.id AND old.status IN (${sql.join(from)})
      ${userId !== undefined ? sql`AND o.user_id = ${userId}` : sql``}
    RETURNING old.status AS from_status`.execute(db);
  const moved = rows[0];
  if (!moved) return false;
  await recordStatusChange(db, id, moved.from_status, to, change);
  return true;
}


export async function orderIdByNumber(db: Kysely<Database>, orderNumber: string): Promise<number | undefined> {
  return (await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst())?.id;
}

/** Orders placed since a moment, oldest first, with the customer's account phone (for the manager CLI). */
export async function ordersSince(db: Kysely<Database>, since: Date | undefined): Promise<OrderRow[]> {
  let query = orderRows(db, 'ru');
  if (since) query = query.where('o.created_at', '>=', since);
  return query.orderBy('o.created_at', 'asc').orderBy('o.id', 'asc').execute();
}

/** Each line of an order as the managers read it: "brand model reference", quantity, unit price. */
export async function orderLineLabels(db: Kysely<Database>, orderId: number): Promise<{ label: string; quantity: number; price: string | null }[]> {
  return db
    .selectFrom('order_items as oi')
    .leftJoin('watches as w', 'w.id', 'oi.watch_id')
    .leftJoin('jewelry as j', 'j.id', 'oi.jewelry_id')
    .leftJoin('bags as bg', 'bg.id', 'oi.bag_id')
    .leftJoin('brands as br', (join) => join.on(sql<boolean>`br.id = coalesce(w.brand_id, j.brand_id, bg.brand_id)`))
    .select([
      sql<string>`concat_ws(' ', br.name, coalesce(w.model_name, j.model_name, bg.model_name), coalesce(w.reference, j.reference, bg.reference))`.as('label'),
      'oi.quantity',
      'oi.price',
    ])
    .where('oi.order_id', '=', orderId)
    .orderBy('oi.id')
    .execute();
}
