import type { ProductKey } from '../api/cart.ts';
import { lineOf, type CartLine } from '../machines/cart/lines.ts';
import { isMarked } from '../machines/lists/entries.ts';
import { memoLast } from './memoLast.ts';

/** The products marked now, for screens that show many cards (catalogue, favorites, comparison). */
export interface ShopMarks {
  favorites: readonly ProductKey[];
  compared: readonly ProductKey[];
  cart: readonly CartLine[];
  /** Issue 26: products the cart was refused (409) since the last refresh: reserved or sold, whatever a list said. */
  refused?: readonly ProductKey[];
}

/** Nothing marked: a guest, or a screen that shows no marks. */
export const NO_MARKS: ShopMarks = { favorites: [], compared: [], cart: [], refused: [] };

type Availability = 'available' | 'reserved' | 'sold';

/**
 * Issue 26: what a piece's card says of it. A list may be older than the cart's last word: a piece the server just
 * refused is reserved (the likelier of the two: a sold piece has left the lists), unless the list knows it is sold.
 */
export const isRefused = (marks: ShopMarks, product: ProductKey): boolean => isMarked(marks.refused ?? [], product);

export function shownAvailability<T extends Availability | null | undefined>(marks: ShopMarks, product: ProductKey, availability: T): T | 'reserved' {
  const refused = isRefused(marks, product);
  return refused && (availability === 'available' || availability === undefined || availability === null) ? 'reserved' : availability;
}

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
export function createMarker<T extends MarkableItem>() {
  return memoLast((items: readonly T[], marks: ShopMarks): (T & ReturnType<typeof marksOf>)[] => items.map((item) => withMarks(item, marks)));
}

type MarkableItem = ProductKey & { availability?: Availability | null };

/** One card with its marks, and its availability as the cart last heard it (`shownAvailability`). */
export function withMarks<T extends MarkableItem>(item: T, marks: ShopMarks): T & ReturnType<typeof marksOf> {
  const marked = { ...item, ...marksOf(marks, item) };
  return item.availability === undefined ? marked : { ...marked, availability: shownAvailability(marks, item, item.availability) };
}

/** What a cart, favorites or comparison page draws for its actor's status (the three views share these states). */
export type ShopPageState = 'signedOut' | 'loading' | 'failure' | 'list' | 'empty';

export function shopPageState(status: 'signedOut' | 'loading' | 'unavailable' | 'ready', hasItems: boolean): ShopPageState {
  if (status === 'ready') return hasItems ? 'list' : 'empty';
  return status === 'unavailable' ? 'failure' : status;
}
