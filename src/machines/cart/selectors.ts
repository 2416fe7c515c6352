import type { SnapshotFrom } from 'xstate';
import type { ProductKey, ProductKind } from '../../api/cart.ts';
import { countOf, lineOf, shownLines, totalUsdOf, type CartLine } from './lines.ts';
import type { CartFailure, cartMachine } from './machine.ts';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Lines are derived (confirmed + pending); one array per context, so `useSelector` sees a stable value. */
const linesByContext = new WeakMap<object, CartLine[]>();

/** The lines as the shopper sees them: stand-ins (negative id, `item` null) while a new product's add is on its way. */
export function selectCartLines(snapshot: CartSnapshot): CartLine[] {
  const { context } = snapshot;
  let lines = linesByContext.get(context);
  if (!lines) {
    lines = shownLines(context.confirmed, context.pending);
    linesByContext.set(context, lines);
  }
  return lines;
}

/** The header badge (part 1 §2.3): Σ quantities, raised at once by an add. */
export const selectCartCount = (snapshot: CartSnapshot): number => countOf(selectCartLines(snapshot));

/** "In cart" on cards, detail pages and the comparison table. */
export const selectIsInCart = (snapshot: CartSnapshot, kind: ProductKind, id: number): boolean =>
  lineOf(selectCartLines(snapshot), { kind, id }) !== undefined;

/** Part 1 §9: Σ price × quantity in USD; lines with the price on request are left out. */
export const selectCartTotalUsd = (snapshot: CartSnapshot): number => totalUsdOf(selectCartLines(snapshot));

export type CartStatus = 'signedOut' | 'loading' | 'unavailable' | 'ready';

/** What the `/cart` screen draws: nothing for a guest, skeletons, the load failure, or the lines (maybe none). */
export function selectCartStatus(snapshot: CartSnapshot): CartStatus {
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches({ signedIn: 'loading' })) return 'loading';
  if (snapshot.matches({ signedIn: 'unavailable' })) return 'unavailable';
  return 'ready';
}

/** A change is on its way to the server. */
export const selectIsCartBusy = (snapshot: CartSnapshot): boolean => snapshot.hasTag('busy');

/** The last failed change or load, until the next answer. */
export const selectCartFailure = (snapshot: CartSnapshot): CartFailure | null => snapshot.context.failure;

/** Issue 26: products the server refused as reserved or sold since the last refresh (their cards say so). */
export const selectRefusedProducts = (snapshot: CartSnapshot): readonly ProductKey[] => snapshot.context.refused;

const pendingByContext = new WeakMap<object, ProductKey[]>();

/** The products a change still on its way names (their lines say "busy"); one array per context. */
export function selectPendingProducts(snapshot: CartSnapshot): ProductKey[] {
  const { context } = snapshot;
  let products = pendingByContext.get(context);
  if (!products) {
    products = context.pending.flatMap((op) => ('product' in op ? [op.product] : []));
    pendingByContext.set(context, products);
  }
  return products;
}
