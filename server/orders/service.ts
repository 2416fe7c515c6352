import type { Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import { badRequest, HttpError, notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import { productsOf, type EntryProduct } from '../lists/products.ts';
import { releasePieces, sellPieces } from './pieces.ts';
import { countOrders, findOrder, itemsOf, listOrders, moveStatus, orderIdByNumber, type ItemRow, type OrderOrdering, type OrderRow, type OrderStatus } from './repository.ts';
import type { StatusChange } from './history.ts';

type Schemas = components['schemas'];
type Order = Schemas['Order'];
type OrderItem = Schemas['OrderItem'];

/**
 * Orders once placed (part 2 §4 "Order status", §5 "Purchase history"; issue 13): the customer's history, one order,
 * the cancel, and the managers' moves. Placing one is orders/checkout.ts.
 */

export const NOT_CANCELLABLE = 'Only a pending or confirmed order can be canceled.';
const ORDER_NOT_FOUND = 'Order not found.';

/** What the purchase history shows of a product: its list fields (schema OrderProduct). */
function orderProduct(product: EntryProduct): Omit<OrderItem, 'id' | 'quantity' | 'price'> | undefined {
  const pick = ({ id, model_name, reference, brand, price_usd, photos }: Schemas['Watch'] | Schemas['Jewelry'] | Schemas['Bag']) => ({
    id,
    model_name,
    reference,
    brand,
    price_usd,
    photos,
  });
  if ('watch' in product) return { watch: pick(product.watch) };
  if ('jewelry' in product) return { jewelry: pick(product.jewelry) };
  return { bag: pick(product.bag) };
}

/** The delivery address on one line (schema Order.address), null for pickup. */
const addressLine = (row: OrderRow): string | null =>
  row.delivery_method === 'pickup'
    ? null
    : [row.address_line1, row.address_line2, row.address_city, row.state, row.postal_code, row.country].filter((part) => part !== null && part !== '').join(', ');

/** Orders as the contract answers them (schema Order), also the staff's view's base (server/manage/orders.ts). */
export async function answers(db: Kysely<Database>, lang: Locale, rows: OrderRow[]): Promise<Order[]> {
  const items = await itemsOf(db, rows.map((row) => row.id));
  const productOf = await productsOf(db, lang, items);
  const byOrder = new Map<number, ItemRow[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  return rows.map((row) => {
    const lines = byOrder.get(row.id) ?? [];
    return {
      id: row.id,
      order_number: row.order_number,
      status: row.status,
      mode: row.mode,
      delivery_method: row.delivery_method,
      created_at: new Date(row.created_at).toISOString(),
      hold_until: row.hold_until === null ? null : new Date(row.hold_until).toISOString(),
      cancel_reason: row.cancel_reason,
      subtotal: row.subtotal,
      discount: row.discount,
      delivery_cost: row.delivery_cost,
      total_price: row.total_price,
      total_is_preliminary: lines.some((line) => line.price === null),
      items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      promo_code: row.promo_code,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      email: row.email,
      pickup_city: row.pickup_city_id !== null && row.pickup_city_name !== null ? { id: row.pickup_city_id, name: row.pickup_city_name } : null,
      address: addressLine(row),
      items: lines.flatMap(({ id, quantity, price, ...ref }) => {
        const product = productOf(ref);
        const shown = product && orderProduct(product);
        return shown ? [{ id, quantity, price, ...shown } as OrderItem] : [];
      }),
    };
  });
}

/** One of the caller's orders; another customer's is a 404 as if it did not exist. */
export async function getOrder(db: Kysely<Database>, userId: number, id: number, lang: Locale): Promise<Order> {
  const row = await findOrder(db, lang, id, userId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [answer] = await answers(db, lang, [row]);
  if (!answer) throw notFound(ORDER_NOT_FOUND);
  return answer;
}

/**
 * One of the caller's orders by its number (the confirmation page, issue 22 item 12); a leading № is ignored.
 * Another customer's number is a 404 exactly like a number that does not exist, so numbers cannot be probed.
 */
export async function getOrderByNumber(db: Kysely<Database>, userId: number, number: string, lang: Locale): Promise<Order> {
  const id = await orderIdByNumber(db, number.replace(/^№\s*/, ''));
  if (id === undefined) throw notFound(ORDER_NOT_FOUND);
  return getOrder(db, userId, id, lang);
}

export interface OrderListQuery {
  status?: OrderStatus | undefined;
  search?: string | undefined;
  ordering?: OrderOrdering | undefined;
}

/**
 * Part 2 §5 "Purchase history search": the order number ignoring №, #, spaces and hyphens, or a product's brand
 * and model, case-insensitively. A search of nothing but those characters filters nothing.
 */
export function searchTerms(search: string | undefined): { number?: string; text?: string } {
  const text = search?.trim() ?? '';
  const number = text.replace(/[№#\s-]/g, '');
  return number === '' ? {} : { number, text };
}

/** The caller's orders, newest first unless asked otherwise (part 2 §9 sort options). */
export async function listMyOrders(db: Kysely<Database>, userId: number, query: OrderListQuery, page: PageRequest, lang: Locale): Promise<{ count: number; results: Order[] }> {
  const filter = { userId, status: query.status, ordering: query.ordering ?? 'newest', ...searchTerms(query.search) };
  const [count, rows] = await Promise.all([countOrders(db, filter), listOrders(db, lang, filter, sliceOf(page))]);
  return { count, results: await answers(db, lang, rows) };
}

/** Part 2 §4: the owner may cancel a pending or confirmed order; anything else is a 400 and changes nothing. */
export async function cancelOrder(db: Kysely<Database>, userId: number, id: number, lang: Locale): Promise<Order> {
  // Issue 26: the cancel and the pieces going back on sale are one transaction.
  const moved = await db.transaction().execute(async (trx) => {
    const changed = await moveStatus(trx, id, ['pending', 'confirmed'], 'cancelled', userId, 'customer');
    if (changed) await releasePieces(trx, id);
    return changed;
  });
  if (!moved) {
    if (!(await findOrder(db, lang, id, userId))) throw notFound(ORDER_NOT_FOUND);
    throw badRequest(NOT_CANCELLABLE, { status: [NOT_CANCELLABLE] });
  }
  return getOrder(db, userId, id, lang);
}

/** The managers' moves (issue 13): pending → confirmed → shipped → delivered; cancel from pending or confirmed. */
export const MANAGER_ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed' },
  ship: { from: ['confirmed'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
} as const satisfies Record<string, { from: OrderStatus[]; to: OrderStatus }>;

export type ManagerAction = keyof typeof MANAGER_ACTIONS;

export class RefusedMove extends HttpError {}

/**
 * A staff move in the caller's transaction (issue 26: a cancel gives the pieces back and a delivery sells them, in
 * the move's own transaction; issue 27: the history names who and why). False when the order was not in a status
 * the action moves from (another manager, a button, the customer or the hold's expiry was first).
 */
export async function moveOrderIn(trx: Kysely<Database>, orderId: number, action: ManagerAction, change: StatusChange): Promise<boolean> {
  const { from, to } = MANAGER_ACTIONS[action];
  const changed = await moveStatus(trx, orderId, [...from], to, undefined, 'manager', change);
  if (changed && to === 'cancelled') await releasePieces(trx, orderId);
  if (changed && to === 'delivered') await sellPieces(trx, orderId);
  return changed;
}

export async function moveOrder(db: Kysely<Database>, orderId: number, action: ManagerAction, change: StatusChange = { by: 'staff', actorId: null }): Promise<void> {
  const moved = await db.transaction().execute((trx) => moveOrderIn(trx, orderId, action, change));
  if (!moved) {
    const { from } = MANAGER_ACTIONS[action];
    throw new RefusedMove(400, `Cannot ${action} an order that is not ${from.join(' or ')}.`);
  }
}
