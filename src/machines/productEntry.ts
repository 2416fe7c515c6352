import type { ProductKey } from '../api/cart.ts';
import type { Bag, Jewelry, Watch } from '../api/types.ts';

/**
 * What the cart, favorites and comparison share: a server entry (cart line, favorite, comparison entry) holds
 * exactly one of `watch`, `jewelry`, `bag` (part 1 §3), and their events name a product as `{kind, id}`.
 */

/** A piece of any category, as the entries carry it (its list fields). */
export type EntryProduct = Watch | Jewelry | Bag;

/** The product part of an entry, as the contract types it. */
export interface ProductEntry {
  watch?: Watch;
  jewelry?: Jewelry;
  bag?: Bag;
}

/** The entry's product and its key; null when it has none of the three (a broken answer, never the contract). */
export function productOf(entry: ProductEntry): { key: ProductKey; item: EntryProduct } | null {
  if (entry.watch) return { key: { kind: 'watch', id: entry.watch.id }, item: entry.watch };
  if (entry.jewelry) return { key: { kind: 'jewelry', id: entry.jewelry.id }, item: entry.jewelry };
  if (entry.bag) return { key: { kind: 'bag', id: entry.bag.id }, item: entry.bag };
  return null;
}

export const sameProduct = (a: ProductKey, b: ProductKey): boolean => a.kind === b.kind && a.id === b.id;

/** An error of a rule of part 1 §4 (not of the transport), carrying the code the machine keeps. */
export class RuleError<TCode extends string> extends Error {
  readonly code: TCode;

  constructor(code: TCode, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
}

/** Part 1 §4: "An item with none of watch, bag, jewelry triggers 'Item has neither watch, bag nor jewelry'". */
export const itemWithoutProduct = () => new RuleError('item-without-product', 'Item has neither watch, bag nor jewelry');
