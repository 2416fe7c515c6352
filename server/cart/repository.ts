import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { activeProductSource, type ProductChoice, type ProductRef } from '../lists/products.ts';

/**
 * Cart queries (rules: service.ts). Every change is one statement whose outcome the database decides, so that
 * concurrent requests lose nothing on PostgreSQL as on PGlite: the cart is made with ON CONFLICT DO NOTHING and
 * read back, a line is added with INSERT … ON CONFLICT (cart, product) DO UPDATE raising its quantity (the
 * UNIQUE NULLS NOT DISTINCT (cart_id, watch_id, jewelry_id, bag_id) of migration 0001 is the arbiter).
 */

export interface CartLine extends ProductRef {
  id: number;
  quantity: number;
}

/** The user's cart id, made on first use. Of two concurrent first uses one inserts, both read the same row. */
export async function ensureCart(db: Kysely<Database>, userId: number): Promise<number> {
  await db.insertInto('carts').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const row = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

export async function findCart(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('carts').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** The cart's lines in the order they were first added. */
export async function cartLines(db: Kysely<Database>, cartId: number): Promise<CartLine[]> {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity', 'watch_id', 'jewelry_id', 'bag_id'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

/** One line of the cart, undefined when the cart has no such line. */
export async function lineOf(db: Kysely<Database>, cartId: number, itemId: number): Promise<CartLine | undefined> {
  return db.selectFrom('cart_items').select(['id', 'quantity', 'watch_id', 'jewelry_id', 'bag_id']).where('cart_id', '=', cartId).where('id', '=', itemId).executeTakeFirst();
}

/** How many of a product the cart already holds (0 when it has no line for it). */
export async function quantityInCart(db: Kysely<Database>, cartId: number, choice: ProductChoice): Promise<number> {
  const row = await db.selectFrom('cart_items').select('quantity').where('cart_id', '=', cartId).where(choice.column, '=', choice.id).executeTakeFirst();
  return row?.quantity ?? 0;
}

/**
 * Adds `quantity` of an active product: a new line, or the existing line's quantity raised in the same
 * statement. Undefined when the product is unknown or withdrawn (nothing inserted). A sum past int4 is the
 * database's 22003, which the error handler answers as a 400 with nothing changed.
 */
export async function addToCart(db: Kysely<Database>, cartId: number, choice: ProductChoice, quantity: number): Promise<number | undefined> {
  const row = await db
    .insertInto('cart_items')
    .columns(['cart_id', 'watch_id', 'jewelry_id', 'bag_id', 'quantity'])
    .expression(activeProductSource(db, choice, [cartId], [quantity]))
    .onConflict((oc) =>
      oc.columns(['cart_id', 'watch_id', 'jewelry_id', 'bag_id']).doUpdateSet({ quantity: sql<number>`cart_items.quantity + excluded.quantity` }),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) await touch(db, cartId);
  return row?.id;
}

/** Sets a line's quantity; false when the cart has no such line. */
export async function setQuantity(db: Kysely<Database>, cartId: number, itemId: number, quantity: number): Promise<boolean> {
  const result = await db.updateTable('cart_items').set({ quantity }).where('id', '=', itemId).where('cart_id', '=', cartId).executeTakeFirst();
  const changed = result.numUpdatedRows > 0n;
  if (changed) await touch(db, cartId);
  return changed;
}

/** Removes a line; false when the cart has no such line. */
export async function removeLine(db: Kysely<Database>, cartId: number, itemId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('id', '=', itemId).where('cart_id', '=', cartId).executeTakeFirst();
  const changed = result.numDeletedRows > 0n;
  if (changed) await touch(db, cartId);
  return changed;
}

export async function clearLines(db: Kysely<Database>, cartId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  await touch(db, cartId);
}

/** carts.updated_at: when the cart last changed (kept for abandoned-cart questions; nothing reads it yet). */
async function touch(db: Kysely<Database>, cartId: number): Promise<void> {
  await db.updateTable('carts').set({ updated_at: sql<Date>`now()` }).where('id', '=', cartId).execute();
}
