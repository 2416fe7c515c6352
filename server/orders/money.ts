/**
 * The order's money (part 2 §9), in cents: the server's own, computed from the catalogue's prices inside the
 * order's transaction (orders/checkout.ts), never taken from the body.
 */

/** Part 2 §9: delivery is free to Russia and the UAE, 50 USD elsewhere; pickup is free. */
export const DELIVERY_FEE_CENTS = 50_00;
export const FREE_DELIVERY_COUNTRIES: ReadonlySet<string> = new Set(['RU', 'AE']);

export const cents = (numeric: string | null): number => (numeric === null ? 0 : Math.round(Number(numeric) * 100));
export const money = (amount: number): string => (amount / 100).toFixed(2);

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
