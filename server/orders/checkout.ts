import type { Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import { normalizePhone } from '../../kernel/phone.ts';
import type { components } from '../../kernel/schema.d.ts';
import { HttpError, badRequest } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { cents, deliveryCents, money, totalCents, unitPrice } from './money.ts';
import { discountCents, invalidPromo } from './promo.ts';
import { cityExists, emptyCart, insertItems, insertOrder, lockCustomer, orderIdByKey, pricedCartLines, usePromo, workshopCity, type NewOrder } from './repository.ts';
import { holdPieces } from './pieces.ts';
import { getOrder } from './service.ts';

type Schemas = components['schemas'];
type Order = Schemas['Order'];

/**
 * Checkout (part 2 §3 "Order", "Checkout", §5 "Checkout", §9; issue 13). The money is the server's: prices are read
 * from the catalogue inside the order's transaction, never taken from the body (the contract refuses unknown fields
 * such as `total_price`).
 */

export const CART_EMPTY = 'Cart is empty.';
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
 * The pieces are held in the same transaction (issue 26, pieces.ts): of parallel checkouts of one piece exactly
 * one places an order.
 */
export async function createOrderFromCart(
  db: Kysely<Database>,
  userId: number,
  body: Schemas['CreateOrderRequest'],
  idempotencyKey: string | undefined,
  lang: Locale,
  /** Runs in the order's transaction once its lines are in (the managers' outbox message, server/notify). */
  placed?: (trx: Kysely<Database>, orderId: number) => Promise<void>,
  /** How long a pending order holds its pieces (issue 26, RESERVATION_HOLD_HOURS). */
  holdHours = 48,
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
      // Issue 26: the pieces are taken first, each by a conditional update; a line no longer free refuses the whole
      // order (409, the lines named), and the rollback gives back what was taken — the cart, the promo untouched.
      const refused = await holdPieces(
        trx,
        lines.map((line) => ({ lineId: line.id, watch_id: line.watch_id, jewelry_id: line.jewelry_id, bag_id: line.bag_id, quantity: line.quantity })),
      );
      if (refused.length > 0) {
        const reasons = [...new Set(refused.map(({ reason }) => reason))];
        const errors: Record<string, string[]> = { items: reasons };
        for (const { line, reason } of refused) errors[`items.${line.lineId}`] = [reason];
        throw new HttpError(409, reasons[0] as string, errors);
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
        hold_hours: holdHours,
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
