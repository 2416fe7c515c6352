import { api } from './client.ts';
import { settle } from './outcome.ts';
import type { components } from '../../kernel/schema.d.ts';
import type { ProductKind } from './types.ts';

export type { ProductKind };

/**
 * Fetchers of part 1 §7 "Cart" (all need sign-in; a 401 goes through client.ts's refresh-and-retry). Every call
 * answers the whole cart after the change, so a caller can take the server's state as it is. Reject with an
 * ApiError like the fetchers of fetchers.ts; pass a machine actor's `signal`.
 */

type Schemas = components['schemas'];

export type Cart = Schemas['Cart'];
export type CartItem = Schemas['CartItem'];
/** Exactly one of `watch_id`, `bag_id`, `jewelry_id`: the contract's `oneOf`. */
export type ProductSelector = Schemas['ProductSelector'];

/** One product, whatever its kind: what the cart, favorites and comparison events carry. */
export interface ProductKey {
  kind: ProductKind;
  id: number;
}

/** The body key of a product id (`watch_id`, `bag_id`, `jewelry_id`). */
export function productSelector({ kind, id }: ProductKey): ProductSelector {
  if (kind === 'watch') return { watch_id: id };
  if (kind === 'bag') return { bag_id: id };
  return { jewelry_id: id };
}

/** `GET /api/cart/0/` — `0` means "my cart"; the server creates it on first use. */
export const MY_CART = 0;

/** getCart: the caller's cart (`id` 0 for "mine", or the id it already knows). */
export const getCart = (id: number = MY_CART, signal?: AbortSignal): Promise<Cart> =>
  settle(api.GET('/api/cart/{id}/', { params: { path: { id } }, signal }));

/** addCartItem: POST /api/cart/; the same product again raises its line's quantity (detail pages send 1). */
export const addCartItem = (product: ProductKey, quantity = 1, signal?: AbortSignal): Promise<Cart> =>
  settle(api.POST('/api/cart/', { body: { ...productSelector(product), quantity }, signal }));

/** updateCartItem: PATCH /api/cart/{id}/ {item_id, quantity ≥ 1}. */
export const updateCartItem = (cartId: number, itemId: number, quantity: number, signal?: AbortSignal): Promise<Cart> =>
  settle(api.PATCH('/api/cart/{id}/', { params: { path: { id: cartId } }, body: { item_id: itemId, quantity }, signal }));

/** removeCartItem: DELETE /api/cart/{id}/ {item_id}. */
export const removeCartItem = (cartId: number, itemId: number, signal?: AbortSignal): Promise<Cart> =>
  settle(api.DELETE('/api/cart/{id}/', { params: { path: { id: cartId } }, body: { item_id: itemId }, signal }));

/** clearCart: DELETE /api/cart/{id}/clear/. */
export const clearCart = (cartId: number, signal?: AbortSignal): Promise<Cart> =>
  settle(api.DELETE('/api/cart/{id}/clear/', { params: { path: { id: cartId } }, signal }));
