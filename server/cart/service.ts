import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import { notFound } from '../contract/errors.ts';
import type { Locale } from '../../kernel/language.ts';
import { chosenProduct, productsOf, unknownProduct } from '../lists/products.ts';
import { checkWanted, piecesOf } from '../orders/pieces.ts';
import { addToCart, cartLines, clearLines, ensureCart, findCart, lineOf, quantityInCart, removeLine, setQuantity } from './repository.ts';

type Schemas = components['schemas'];
type Cart = Schemas['Cart'];

/**
 * The cart's rules (part 1 §3 "Cart", §7 "Cart"): one cart per customer, made on first use; a product appears
 * on one line whose quantity adding raises; quantities are whole and at least 1 (the contract refuses anything
 * else before a handler runs, the database CHECK holds it too); another customer's cart or line is a 404.
 */

const CART_NOT_FOUND = 'Cart not found.';
const ITEM_NOT_FOUND = 'Cart item not found.';

/**
 * The caller's cart for a path id: `0` is "my cart" (made if need be); any other id must be the caller's own,
 * otherwise 404 as if it did not exist (a customer learns nothing about another's cart).
 */
async function ownCart(db: Kysely<Database>, userId: number, cartId: number): Promise<number> {
  if (cartId === 0) return ensureCart(db, userId);
  const own = await findCart(db, userId);
  if (own !== cartId) throw notFound(CART_NOT_FOUND);
  return own;
}

/** The whole cart as answered by every cart call: lines with their products, total_items = Σ quantities. */
async function cartAnswer(db: Kysely<Database>, cartId: number, lang: Locale): Promise<Cart> {
  const lines = await cartLines(db, cartId);
  const productOf = await productsOf(db, lang, lines);
  const items = lines.flatMap(({ id, quantity, ...ref }) => {
    const product = productOf(ref);
    return product ? [{ id, quantity, ...product }] : [];
  });
  return { id: cartId, items, total_items: items.reduce((sum, item) => sum + item.quantity, 0) };
}

export async function getCart(db: Kysely<Database>, userId: number, cartId: number, lang: Locale): Promise<Cart> {
  return cartAnswer(db, await ownCart(db, userId, cartId), lang);
}

export async function addCartItem(db: Kysely<Database>, userId: number, body: Schemas['AddCartItemRequest'], lang: Locale): Promise<Cart> {
  const choice = chosenProduct(body);
  const cartId = await ensureCart(db, userId);
  const quantity = body.quantity ?? 1;
  // Issue 26: never more than is free (400 quantity); a reserved or sold piece is a 409.
  const pieces = await piecesOf(db, choice);
  if (pieces === undefined) unknownProduct(choice);
  checkWanted(pieces, (await quantityInCart(db, cartId, choice)) + quantity);
  const added = await addToCart(db, cartId, choice, quantity);
  if (added === undefined) unknownProduct(choice);
  return cartAnswer(db, cartId, lang);
}

export async function updateCartItem(
  db: Kysely<Database>,
  userId: number,
  cartId: number,
  { item_id, quantity }: Schemas['UpdateCartItemRequest'],
  lang: Locale,
): Promise<Cart> {
  const own = await ownCart(db, userId, cartId);
  const line = await lineOf(db, own, item_id);
  if (!line) throw notFound(ITEM_NOT_FOUND);
  // Issue 26: raising a line past what is free is refused; lowering one is always allowed.
  if (quantity > line.quantity) {
    const choice = chosenProduct({ watch_id: line.watch_id ?? undefined, jewelry_id: line.jewelry_id ?? undefined, bag_id: line.bag_id ?? undefined });
    const pieces = await piecesOf(db, choice);
    if (pieces) checkWanted(pieces, quantity);
  }
  if (!(await setQuantity(db, own, item_id, quantity))) throw notFound(ITEM_NOT_FOUND);
  return cartAnswer(db, own, lang);
}

export async function removeCartItem(db: Kysely<Database>, userId: number, cartId: number, { item_id }: Schemas['RemoveCartItemRequest'], lang: Locale): Promise<Cart> {
  const own = await ownCart(db, userId, cartId);
  if (!(await removeLine(db, own, item_id))) throw notFound(ITEM_NOT_FOUND);
  return cartAnswer(db, own, lang);
}

export async function clearCart(db: Kysely<Database>, userId: number, cartId: number, lang: Locale): Promise<Cart> {
  const own = await ownCart(db, userId, cartId);
  await clearLines(db, own);
  return cartAnswer(db, own, lang);
}
