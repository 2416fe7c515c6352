import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { activeProductSource, type ProductChoice, type ProductRef } from './products.ts';

/**
 * Favorites and comparison entries: two tables of one shape (UserProductTable, migration 0001), each with
 * UNIQUE NULLS NOT DISTINCT (user_id, watch_id, jewelry_id, bag_id) and the exactly-one-product CHECK. One
 * repository serves both; every query is scoped to its user, so a customer never reads or changes another's.
 */
export type ListTable = 'favorites' | 'comparison_entries';

export interface Entry extends ProductRef {
  id: number;
  created_at: Date;
  /** Favorites only (migration 0018): whether a lower price makes a notice. Comparison entries have no such column. */
  price_alerts?: boolean;
}

const UNIQUE_KEY = ['user_id', 'watch_id', 'jewelry_id', 'bag_id'] as const;
const ENTRY_COLUMNS = ['id', 'created_at', 'watch_id', 'jewelry_id', 'bag_id'] as const;
const FAVORITE_COLUMNS = [...ENTRY_COLUMNS, 'price_alerts'] as const;
/** What a row of each table answers with. */
const columnsOf = (table: ListTable) => (table === 'favorites' ? FAVORITE_COLUMNS : ENTRY_COLUMNS);

/** Both tables typed as one (they share every column), as the catalogue does for its three product tables. */
const over = (db: Kysely<Database>, table: ListTable) => ({
  select: () => db.selectFrom(table as 'favorites'),
  insert: () => db.insertInto(table as 'favorites'),
  delete: () => db.deleteFrom(table as 'favorites'),
});

export async function listEntries(
  db: Kysely<Database>,
  table: ListTable,
  userId: number,
  order: 'newest' | 'oldest',
  slice: { limit: number; offset: number },
): Promise<{ rows: Entry[]; count: number }> {
  const mine = over(db, table).select().where('user_id', '=', userId);
  const direction = order === 'newest' ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    mine.select(columnsOf(table)).orderBy('created_at', direction).orderBy('id', direction).limit(slice.limit).offset(slice.offset).execute(),
    mine.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.n };
}

/**
 * The user's entry for an active product, added if missing; undefined when the product is unknown or withdrawn.
 * The no-op DO UPDATE makes RETURNING answer the existing row too, so adding twice is one entry in one statement.
 */
export async function addEntry(db: Kysely<Database>, table: ListTable, userId: number, choice: ProductChoice): Promise<Entry | undefined> {
  return over(db, table)
    .insert()
    .columns(UNIQUE_KEY)
    .expression(activeProductSource(db, choice, [userId]))
    .onConflict((oc) => oc.columns(UNIQUE_KEY).doUpdateSet({ user_id: sql<number>`excluded.user_id` }))
    .returning(columnsOf(table))
    .executeTakeFirst();
}

export async function findEntry(db: Kysely<Database>, table: ListTable, userId: number, choice: ProductChoice): Promise<number | undefined> {
  const row = await over(db, table).select().select('id').where('user_id', '=', userId).where(choice.column, '=', choice.id).executeTakeFirst();
  return row?.id;
}

/** Switches a favorite's price-drop alerts (issue 28); undefined when the user has no such favorite. */
export function setPriceAlerts(db: Kysely<Database>, userId: number, id: number, on: boolean): Promise<Entry | undefined> {
  return db.updateTable('favorites').set({ price_alerts: on }).where('id', '=', id).where('user_id', '=', userId).returning(FAVORITE_COLUMNS).executeTakeFirst();
}

/** Removes one of the user's entries by its id; false when the user has no such entry. */
export async function removeEntry(db: Kysely<Database>, table: ListTable, userId: number, id: number): Promise<boolean> {
  const result = await over(db, table).delete().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function clearEntries(db: Kysely<Database>, table: ListTable, userId: number): Promise<void> {
  await over(db, table).delete().where('user_id', '=', userId).execute();
}

/**
 * Removes the product's entry if there is one, else adds it: `{added, id}`, or undefined when it had to be
 * added and the product is unknown or withdrawn. Toggles of one user are serialised on their users row, so
 * that a toggle pressed three times (part 1 §4) ends present whatever the interleaving: without the lock two
 * concurrent toggles could both find nothing and both answer "added".
 */
export async function toggleEntry(
  db: Kysely<Database>,
  table: ListTable,
  userId: number,
  choice: ProductChoice,
): Promise<{ added: boolean; id: number | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const removed = await over(trx, table).delete().where('user_id', '=', userId).where(choice.column, '=', choice.id).returning('id').executeTakeFirst();
    if (removed) return { added: false, id: null };
    const entry = await addEntry(trx, table, userId, choice);
    return entry && { added: true, id: entry.id };
  });
}
