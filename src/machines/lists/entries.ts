import type { ProductKey } from '../../api/cart.ts';
import { itemWithoutProduct, productOf, sameProduct, type EntryProduct, type ProductEntry } from '../productEntry.ts';

/**
 * Favorites and comparison as the shopper sees them (part 1 §4 "Favorites and comparison"): the server's entries
 * with the changes still on their way laid over them. A failed change is dropped from the queue, which flips the
 * mark back; once the queue is empty the marks are the server's.
 */

export interface ListEntry {
  /** The entry id (`Favorite.id`, `ComparisonEntry.id`): what removal sends, not the product id. */
  id: number;
  product: ProductKey;
  /** The product's fields (cards on `/favorites`, columns on `/compare`). */
  item: EntryProduct;
  /** Issue 28, favorites only: the entry's price-drop alerts as the server keeps them (`Favorite.price_alerts`). */
  priceAlerts?: boolean;
}

/** A change the shopper made, kept until the server has answered it. */
export type ListOp = { kind: 'load' } | { kind: 'toggle'; product: ProductKey } | { kind: 'remove'; product: ProductKey } | { kind: 'clear' };

export type ListAction = ListOp['kind'];

/** The server's entries, each with its one product; an entry with none fails the answer (rolled back). */
export function listEntriesOf<T extends ProductEntry & { id: number; price_alerts?: boolean }>(entries: readonly T[]): ListEntry[] {
  return entries.map((entry) => {
    const product = productOf(entry);
    if (!product) throw itemWithoutProduct();
    const listed: ListEntry = { id: entry.id, product: product.key, item: product.item };
    return typeof entry.price_alerts === 'boolean' ? { ...listed, priceAlerts: entry.price_alerts } : listed;
  });
}

const has = (keys: readonly ProductKey[], product: ProductKey) => keys.some((key) => sameProduct(key, product));

function applyOp(keys: ProductKey[], op: ListOp): ProductKey[] {
  switch (op.kind) {
    case 'load':
      return keys;
    case 'toggle':
      return has(keys, op.product) ? keys.filter((key) => !sameProduct(key, op.product)) : [...keys, op.product];
    case 'remove':
      return keys.filter((key) => !sameProduct(key, op.product));
    case 'clear':
      return [];
  }
}

/** The products marked (filled heart, "in comparison"), pending changes applied, oldest first. */
export const shownMarks = (confirmed: readonly ListEntry[], pending: readonly ListOp[]): ProductKey[] =>
  pending.reduce(applyOp, confirmed.map((entry) => entry.product));

/**
 * The entries to list: the confirmed ones still marked. A product marked a moment ago joins the list when its
 * answer arrives (the entry and its fields come from the server).
 */
export const shownEntries = (confirmed: readonly ListEntry[], pending: readonly ListOp[]): ListEntry[] => {
  if (pending.length === 0) return [...confirmed];
  const marks = shownMarks(confirmed, pending);
  return confirmed.filter((entry) => has(marks, entry.product));
};

export const isMarked = (marks: readonly ProductKey[], product: ProductKey): boolean => has(marks, product);

export const entryOf = (entries: readonly ListEntry[], product: ProductKey): ListEntry | undefined =>
  entries.find((entry) => sameProduct(entry.product, product));
