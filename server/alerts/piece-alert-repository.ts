import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { activeProductSource, type ProductChoice, type ProductRef } from '../lists/products.ts';

/**
 * Queries of a shopper's piece alerts (migration 0018 `piece_alerts`: exactly one product, UNIQUE NULLS NOT
 * DISTINCT per user and product), always scoped to their user.
 */
export interface PieceAlertRow extends ProductRef {
  id: number;
  created_at: Date;
}

const UNIQUE_KEY = ['user_id', 'watch_id', 'jewelry_id', 'bag_id'] as const;
const COLUMNS = ['id', 'created_at', 'watch_id', 'jewelry_id', 'bag_id'] as const;

/** Newest first. */
export function listAlerts(db: Kysely<Database>, userId: number): Promise<PieceAlertRow[]> {
  return db.selectFrom('piece_alerts').select(COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The user's alert for an active product, made if missing, in one statement (as favorites are added: an unknown or
 * withdrawn product inserts nothing, the no-op DO UPDATE answers an existing alert); undefined for such a product.
 */
export function addAlert(db: Kysely<Database>, userId: number, choice: ProductChoice): Promise<PieceAlertRow | undefined> {
  return db
    .insertInto('piece_alerts')
    .columns(UNIQUE_KEY)
    .expression(activeProductSource(db, choice, [userId]))
    .onConflict((oc) => oc.columns(UNIQUE_KEY).doUpdateSet({ user_id: sql<number>`excluded.user_id` }))
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Removes the user's alert for the product; false when there is none. */
export async function removeAlert(db: Kysely<Database>, userId: number, choice: ProductChoice): Promise<boolean> {
  const result = await db.deleteFrom('piece_alerts').where('user_id', '=', userId).where(choice.column, '=', choice.id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
