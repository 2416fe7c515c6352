import type { SnapshotFrom } from 'xstate';
import type { CartLine } from '../../machines/cart/lines.ts';
import type { cartMachine } from '../../machines/cart/machine.ts';
import type { ProductKey } from '../../api/cart.ts';
import { selectCartLines, selectCartStatus, selectCartTotalUsd, selectPendingProducts } from '../../machines/cart/selectors.ts';
import { sameProduct } from '../../machines/productEntry.ts';
import { cartLineView } from '../../domain/productCard.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { shopPageState } from '../../runtime/shopMarks.ts';
import type { CartLine as CartLineView, CartPageState } from '../../ui/views/CartPage/CartPage.tsx';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/**
 * The cart's lines as the /cart view draws them (part 1 §2.8: photo, brand, model, reference, price or "price on
 * request", quantity). A stand-in (an add of a new product still on its way, `item` null) has nothing to draw yet:
 * it joins the list with the server's answer. A line whose change is still on its way says so (`busy`).
 */
const linesOf = memoLast((lines: readonly CartLine[], pending: readonly ProductKey[]): CartLineView[] =>
  lines.flatMap((line) => {
    const view = cartLineView(line);
    return view ? [{ ...view, busy: pending.some((product) => sameProduct(product, line.product)) }] : [];
  }),
);

export interface CartPageView {
  state: CartPageState;
  lines: CartLineView[];
  totalUsd: number;
}

/** What /cart shows: the guest's sign-in prompt, skeletons, the load failure, the empty state or the lines. */
export function selectCartPageProps(snapshot: CartSnapshot): CartPageView {
  const status = selectCartStatus(snapshot);
  const lines = linesOf(selectCartLines(snapshot), selectPendingProducts(snapshot));
  const state: CartPageState = shopPageState(status, lines.length > 0);
  return { state, lines, totalUsd: selectCartTotalUsd(snapshot) };
}
