import type { ProductKey } from '../api/cart.ts';
import { lineOf, type CartLine } from '../machines/cart/lines.ts';
import { isMarked } from '../machines/lists/entries.ts';
import { memoLast } from './memoLast.ts';

/** The products marked now, for screens that show many cards (catalogue, favorites, comparison). */
export interface ShopMarks {
  favorites: readonly ProductKey[];
  compared: readonly ProductKey[];
  cart: readonly CartLine[];
}

/** Nothing marked: a guest, or a screen that shows no marks. */
export const NO_MARKS: ShopMarks = { favorites: [], compared: [], cart: [] };

/** One piece's marks: the filled heart, "in comparison", "in cart". */
export function marksOf(marks: ShopMarks, product: ProductKey): { isFavorite: boolean; isCompared: boolean; inCart: boolean } {
  return {
    isFavorite: isMarked(marks.favorites, product),
    isCompared: isMarked(marks.compared, product),
    inCart: lineOf(marks.cart, product) !== undefined,
  };
}

/**
 * Cards with their marks, for a screen's selector: one memo per list, so a list keeps its identity until its cards
 * or the marks change (`shallowEqual` then sees no change).
 */
export function createMarker<T extends ProductKey>() {
  return memoLast((items: readonly T[], marks: ShopMarks): (T & ReturnType<typeof marksOf>)[] => items.map((item) => ({ ...item, ...marksOf(marks, item) })));
}

/** What a cart, favorites or comparison page draws for its actor's status (the three views share these states). */
export type ShopPageState = 'signedOut' | 'loading' | 'failure' | 'list' | 'empty';

export function shopPageState(status: 'signedOut' | 'loading' | 'unavailable' | 'ready', hasItems: boolean): ShopPageState {
  if (status === 'ready') return hasItems ? 'list' : 'empty';
  return status === 'unavailable' ? 'failure' : status;
}
