import { failureCodeOf as failureCodeOfChange } from '../changeQueue.ts';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem, MY_CART, type Cart, type ProductKey } from '../../api/cart.ts';
import { isApiError, type ApiFailureCode } from '../../api/errors.ts';
import { RuleError } from '../productEntry.ts';
import { cartStateOf, lineOf, type CartOp, type CartState } from './lines.ts';

/**
 * Why a cart change failed: the transport's code (`conflict`: the piece is reserved or sold, issue 26), one of part 1
 * §4's internal rules, or `over-stock`: more than the pieces left (issue 26: a 400 naming `quantity`).
 */
export type CartFailureCode = ApiFailureCode | 'cart-not-ready' | 'item-without-product' | 'over-stock';

export function failureCodeOf(error: unknown): CartFailureCode {
  if (isApiError(error) && error.failure.code === 'validation' && error.failure.errors?.quantity) return 'over-stock';
  return failureCodeOfChange<Exclude<CartFailureCode, ApiFailureCode>>(error);
}

/** The server's own words of a refusal (issue 26: «Этот экземпляр уже зарезервирован»), shown as they came. */
export const conflictDetailOf = (error: unknown): string | undefined =>
  isApiError(error) && error.failure.code === 'conflict' ? error.failure.detail : undefined;

/** The calls a change may make (src/api/cart.ts); tests hand in fakes. */
export interface CartCalls {
  getCart: (id: number, signal?: AbortSignal) => Promise<Cart>;
  addCartItem: (product: ProductKey, quantity: number, signal?: AbortSignal) => Promise<Cart>;
  updateCartItem: (cartId: number, itemId: number, quantity: number, signal?: AbortSignal) => Promise<Cart>;
  removeCartItem: (cartId: number, itemId: number, signal?: AbortSignal) => Promise<Cart>;
  clearCart: (cartId: number, signal?: AbortSignal) => Promise<Cart>;
}

export const cartCalls: CartCalls = { getCart, addCartItem, updateCartItem, removeCartItem, clearCart };

/**
 * Part 1 §4: "When the cart id is unknown it is fetched first; if there is still none, the action fails with the
 * internal error 'Cart is not ready'."
 */
async function knownCart(confirmed: CartState, calls: CartCalls, signal?: AbortSignal): Promise<CartState & { id: number }> {
  const cart = confirmed.id ? confirmed : cartStateOf(await calls.getCart(MY_CART, signal));
  if (!cart.id) throw new RuleError('cart-not-ready', 'Cart is not ready');
  return { ...cart, id: cart.id };
}

/**
 * One queued change against the server, given the cart as the server last answered (the queue runs one change at
 * a time, so that is the cart the change meets). Resolves with the server's cart after it. A change whose line is
 * gone already (its add failed, another tab removed it) needs no call: the server is where the shopper wanted it.
 */
export async function runCartOp(op: CartOp, confirmed: CartState, calls: CartCalls = cartCalls, signal?: AbortSignal): Promise<CartState> {
  switch (op.kind) {
    case 'load':
      return cartStateOf(await calls.getCart(MY_CART, signal));
    case 'add':
      return cartStateOf(await calls.addCartItem(op.product, 1, signal));
    case 'remove': {
      const cart = await knownCart(confirmed, calls, signal);
      const line = lineOf(cart.lines, op.product);
      return line ? cartStateOf(await calls.removeCartItem(cart.id, line.id, signal)) : cart;
    }
    case 'setQuantity': {
      const cart = await knownCart(confirmed, calls, signal);
      const line = lineOf(cart.lines, op.product);
      return line ? cartStateOf(await calls.updateCartItem(cart.id, line.id, op.quantity, signal)) : cart;
    }
    case 'clear': {
      const cart = await knownCart(confirmed, calls, signal);
      return cartStateOf(await calls.clearCart(cart.id, signal));
    }
  }
}
