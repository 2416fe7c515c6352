import type { Kysely } from 'kysely';
import { normalizePhone } from '../../kernel/phone.ts';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import type { Lang, PageRequest } from '../http/request.ts';
import { sliceOf } from '../http/request.ts';
import { productsOf, type EntryProduct } from '../lists/products.ts';
import { discountCents, invalidPromo } from './promo.ts';
import {
  cityExists,
  countOrders,
  emptyCart,
  findOrder,
  insertItems,
  insertOrder,
  itemsOf,
  listOrders,
  lockCustomer,
  moveStatus,
  orderIdByKey,
  orderIdByNumber,
  pricedCartLines,
  usePromo,
  workshopCity,
  type ItemRow,
  type NewOrder,
  type OrderOrdering,
  type OrderRow,
  type OrderStatus,
} from './repository.ts';

type Schemas = components['schemas'];
type Order = Schemas['Order'];
type OrderItem = Schemas['OrderItem'];

/**
 * Checkout and orders (part 2 §3 "Order", §4 "Order status", "Checkout", §5 "Checkout", §9; issue 13). The money
 * is the server's: prices are read from the catalogue inside the order's transaction, never taken from the body
 * (the contract refuses unknown fields such as `total_price`).
 */

/** Part 2 §9: delivery is free to Russia and the UAE, 50 USD elsewhere; pickup is free. */
export const DELIVERY_FEE_CENTS = 50_00;
export const FREE_DELIVERY_COUNTRIES: ReadonlySet<string> = new Set(['RU', 'AE']);

export const CART_EMPTY = 'Cart is empty.';
export const NOT_CANCELLABLE = 'Only a pending or confirmed order can be canceled.';
const ORDER_NOT_FOUND = 'Order not found.';

const cents = (numeric: string | null): number => (numeric === null ? 0 : Math.round(Number(numeric) * 100));
const money = (amount: number): string => (amount / 100).toFixed(2);

/**
 * A cart line's unit price as the order keeps it: null for a piece on request (no price, or none above zero —
 * part 1 §1), which stays "on request" until a manager quotes it, is not in the subtotal and gets no share of a
 * discount (issue 22 item 1: the order's total is the one checkout showed).
 */
export const unitPrice = (price: string | null): string | null => (price === null || cents(price) <= 0 ? null : money(cents(price)));

export function deliveryCents(method: 'pickup' | 'delivery', country: string | null): number {
  if (method === 'pickup') return 0;
  return country !== null && FREE_DELIVERY_COUNTRIES.has(country) ? 0 : DELIVERY_FEE_CENTS;
}

/** Part 2 §9: total = max(subtotal − discount + delivery, 0). */
export const totalCents = (subtotal: number, discount: number, delivery: number): number => Math.max(subtotal - discount + delivery, 0);

/** Trimmed text, or null when nothing is left (part 2 §5: "empty optional fields become null"). */
const optional = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

type Destination = Pick<
  NewOrder,
  'delivery_method' | 'pickup_city_id' | 'pickup_workshop_id' | 'country' | 'state' | 'address_city' | 'postal_code' | 'address_line1' | 'address_line2' | 'comment'
>;

/**
 * The body's rules the contract cannot say (it checks types, lengths, the phone pattern, the email format and
 * which fields each delivery method needs): text is trimmed, required text must stay non-empty, line 1 keeps
 * at least 5 characters, the country is upper-cased. Every failing field is named at once.
 */
function checkedBody(body: Schemas['CreateOrderRequest']): { contact: Pick<NewOrder, 'first_name' | 'last_name' | 'phone' | 'email'>; destination: Destination; promo: string | null } {
  const errors: Record<string, string[]> = {};
  const required = (field: string, value: string | null | undefined, min = 1): string => {
    const trimmed = value?.trim() ?? '';
    if (trimmed.length < min) errors[field] = [min > 1 ? `At least ${min} characters.` : 'This field is required.'];
    return trimmed;
  };
  const contact = {
    first_name: required('first_name', body.first_name),
    last_name: required('last_name', body.last_name),
    // The shop's one phone rule (kernel/phone.ts): "8 916 555-12-35" is kept as +79165551235, as the account's is.
    phone: normalizePhone(body.phone) ?? '',
    email: required('email', body.email),
  };
  if (contact.phone === '') errors.phone = ['A phone number has 7 to 15 digits.'];
  // Issue 22 §10, one rule that keeps the spec's call shape: consent may be left out; when sent it must be true.
  if (body.consent !== undefined && body.consent !== true) errors.consent = ['Consent to the processing of personal data is required.'];
  let destination: Destination;
  if (body.delivery_method === 'pickup') {
    destination = {
      delivery_method: 'pickup',
      pickup_city_id: body.pickup_city_id ?? null,
      pickup_workshop_id: body.pickup_workshop_id ?? null,
      country: null,
      state: null,
      address_city: null,
      postal_code: null,
      address_line1: null,
      address_line2: null,
      comment: optional(body.comment),
    };
    if (destination.pickup_city_id === null) errors.pickup_city_id = ['This field is required.'];
  } else {
    const country = required('country', body.country).toUpperCase();
    if (!errors.country && !/^[A-Z]{2}$/.test(country)) errors.country = ['A two-letter country code.'];
    destination = {
      delivery_method: 'delivery',
      pickup_city_id: null,
      pickup_workshop_id: null,
      country,
      state: optional(body.state),
      address_city: required('address_city', body.address_city),
      postal_code: required('postal_code', body.postal_code),
      address_line1: required('address_line1', body.address_line1, 5),
      address_line2: optional(body.address_line2),
      comment: optional(body.comment),
    };
  }
  if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
  return { contact, destination, promo: optional(body.promo_code) };
}

/**
 * The Idempotency-Key header as the contract describes it (1–255 printable ASCII characters), checked here
 * because the router does not validate header parameters; none sent → undefined.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7E]{1,255}$/.test(header)) {
    throw badRequest('Invalid request.', { 'Idempotency-Key': ['1 to 255 printable characters, sent once.'] });
  }
  return header;
}

/** Rolls the checkout transaction back when the customer's key already names an order. */
class KeyTaken extends Error {}

/**
 * Places the caller's cart as an order (issue 13): in ONE transaction, after locking the customer, the
 * Idempotency-Key is looked up (a replay answers the order it made), the cart read with the catalogue's prices,
 * the pickup city checked, the promo code used (counted atomically), the order and its lines inserted and the
 * cart emptied. Any failure rolls all of it back: the cart stays, no order exists, no use of the code counts.
 */
export async function createOrderFromCart(
  db: Kysely<Database>,
  userId: number,
  body: Schemas['CreateOrderRequest'],
  idempotencyKey: string | undefined,
  lang: Lang,
  /** Runs in the order's transaction once its lines are in (the managers' outbox message, server/notify). */
  placed?: (trx: Kysely<Database>, orderId: number) => Promise<void>,
): Promise<Order> {
  const { contact, destination, promo } = checkedBody(body);
  let orderId: number;
  try {
    orderId = await db.transaction().execute(async (trx) => {
      await lockCustomer(trx, userId);
      if (idempotencyKey !== undefined) {
        const existing = await orderIdByKey(trx, userId, idempotencyKey);
        if (existing !== undefined) return existing;
      }
      const { cartId, lines } = await pricedCartLines(trx, userId);
      if (cartId === undefined || lines.length === 0) throw badRequest(CART_EMPTY, { items: [CART_EMPTY] });
      if (lines.some((line) => !line.active)) throw badRequest('A piece in the cart is no longer available.', { items: ['A piece in the cart is no longer available.'] });
      if (destination.pickup_city_id !== null && !(await cityExists(trx, destination.pickup_city_id))) {
        throw badRequest('Invalid request.', { pickup_city_id: ['Choose a city from the list.'] });
      }
      if (destination.pickup_workshop_id !== null && (await workshopCity(trx, destination.pickup_workshop_id)) !== destination.pickup_city_id) {
        throw badRequest('Invalid request.', { pickup_workshop_id: ['Choose a branch of the pickup city.'] });
      }
      const used = promo === null ? undefined : await usePromo(trx, promo);
      if (promo !== null && !used) throw invalidPromo('promo_code');
      const priced = lines.map((line) => ({ ...line, price: unitPrice(line.price) }));
      const subtotal = priced.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
      const discount = discountCents(subtotal, used);
      const delivery = deliveryCents(destination.delivery_method, destination.country);
      const id = await insertOrder(trx, {
        user_id: userId,
        mode: body.mode,
        ...contact,
        ...destination,
        promo_code: used?.code ?? null,
        subtotal: money(subtotal),
        discount: money(discount),
        delivery_cost: money(delivery),
        total_price: money(totalCents(subtotal, discount, delivery)),
        idempotency_key: idempotencyKey ?? null,
      });
      if (id === undefined) throw new KeyTaken();
      await insertItems(trx, id, priced);
      await emptyCart(trx, cartId);
      await placed?.(trx, id);
      return id;
    });
  } catch (error) {
    // The UNIQUE (user_id, idempotency_key) found the key taken: answer the order it names.
    if (!(error instanceof KeyTaken) || idempotencyKey === undefined) throw error;
    const existing = await orderIdByKey(db, userId, idempotencyKey);
    if (existing === undefined) throw error;
    orderId = existing;
  }
  return getOrder(db, userId, orderId, lang);
}

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

async function answers(db: Kysely<Database>, lang: Lang, rows: OrderRow[]): Promise<Order[]> {
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
export async function getOrder(db: Kysely<Database>, userId: number, id: number, lang: Lang): Promise<Order> {
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
export async function getOrderByNumber(db: Kysely<Database>, userId: number, number: string, lang: Lang): Promise<Order> {
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
export async function listMyOrders(db: Kysely<Database>, userId: number, query: OrderListQuery, page: PageRequest, lang: Lang): Promise<{ count: number; results: Order[] }> {
  const filter = { userId, status: query.status, ordering: query.ordering ?? 'newest', ...searchTerms(query.search) };
  const [count, rows] = await Promise.all([countOrders(db, filter), listOrders(db, lang, filter, sliceOf(page))]);
  return { count, results: await answers(db, lang, rows) };
}

/** Part 2 §4: the owner may cancel a pending or confirmed order; anything else is a 400 and changes nothing. */
export async function cancelOrder(db: Kysely<Database>, userId: number, id: number, lang: Lang): Promise<Order> {
  if (!(await moveStatus(db, id, ['pending', 'confirmed'], 'cancelled', userId))) {
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

export async function moveOrder(db: Kysely<Database>, orderId: number, action: ManagerAction): Promise<void> {
  const { from, to } = MANAGER_ACTIONS[action];
  if (!(await moveStatus(db, orderId, [...from], to))) {
    throw new RefusedMove(400, `Cannot ${action} an order that is not ${from.join(' or ')}.`);
  }
}
