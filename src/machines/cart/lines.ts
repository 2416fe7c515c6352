import type { Cart, ProductKey } from '../../api/cart.ts';
import { itemWithoutProduct, productOf, sameProduct, type EntryProduct } from '../productEntry.ts';

/**
 * The cart as the shopper sees it (part 1 §4 "Cart (optimistic)"): the server's last answer with the changes
 * still on their way laid over it. A failed change is simply dropped from the queue, so "puts it back on failure"
 * needs no saved copy, and the lines always end as the server has them once the queue is empty.
 */

export interface CartLine {
  /** The server's line id; negative for a stand-in while the add of a product not yet in the cart is on its way. */
  id: number;
  product: ProductKey;
  quantity: number;
  /** The product's list fields (brand, model, reference, price, photos); null for a stand-in. */
  item: EntryProduct | null;
}

/** The server's cart: `id` null until the first answer. */
export interface CartState {
  id: number | null;
  lines: CartLine[];
}

export const EMPTY_CART: CartState = { id: null, lines: [] };

/** A change the shopper made, kept until the server has answered it. Changes name products, not line ids. */
export type CartOp =
  | { kind: 'load' }
  | { kind: 'add'; product: ProductKey; standInId: number }
  | { kind: 'remove'; product: ProductKey }
  | { kind: 'setQuantity'; product: ProductKey; quantity: number }
  | { kind: 'clear' };

export type CartAction = CartOp['kind'];

/**
 * The server's answer as lines. A line with no product fails the whole answer, so the change it answered is
 * rolled back (part 1 §4) rather than shown half.
 */
export function cartStateOf(cart: Cart): CartState {
  const lines = cart.items.map((line): CartLine => {
    const product = productOf(line);
    if (!product) throw itemWithoutProduct();
    return { id: line.id, product: product.key, quantity: line.quantity, item: product.item };
  });
  return { id: cart.id, lines };
}

export const lineOf = (lines: readonly CartLine[], product: ProductKey): CartLine | undefined =>
  lines.find((line) => sameProduct(line.product, product));

function applyOp(lines: CartLine[], op: CartOp): CartLine[] {
  switch (op.kind) {
    case 'load':
      return lines;
    case 'add':
      return lineOf(lines, op.product)
        ? lines.map((line) => (sameProduct(line.product, op.product) ? { ...line, quantity: line.quantity + 1 } : line))
        : [...lines, { id: op.standInId, product: op.product, quantity: 1, item: null }];
    case 'remove':
      return lines.filter((line) => !sameProduct(line.product, op.product));
    case 'setQuantity':
      return lines.map((line) => (sameProduct(line.product, op.product) ? { ...line, quantity: op.quantity } : line));
    case 'clear':
      return [];
  }
}

/** What the shopper sees: the confirmed lines with every pending change applied, oldest first. */
export const shownLines = (confirmed: CartState, pending: readonly CartOp[]): CartLine[] => pending.reduce(applyOp, confirmed.lines);

/** Part 1 §4: "Quantity change is refused below 1 … plus has no upper limit" (whole numbers only, as the server). */
export const isQuantityAllowed = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1;

/** Σ quantities: the header badge. */
export const countOf = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Part 1 §9 "cart total": Σ price × quantity in USD; lines with the price on request (or none set) and stand-ins
 * are left out.
 */
export function totalUsdOf(lines: readonly CartLine[]): number {
  let total = 0;
  for (const line of lines) {
    const price = line.item && !line.item.price_on_request && line.item.price_usd !== null ? Number(line.item.price_usd) : NaN;
    if (Number.isFinite(price)) total += price * line.quantity;
  }
  return total;
}
