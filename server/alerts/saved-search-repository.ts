import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CataloguePage, SavedSearchesTable } from '../db/tables/alerts.ts';
import type { Database } from '../db/types.ts';
import { NOTICE_KEEP } from './notice-repository.ts';

/**
 * Queries of a shopper's saved searches (migration 0018 `saved_searches`). Every query is scoped to its user, so a
 * shopper never reads or changes another's.
 */
export type SavedSearchRow = Selectable<SavedSearchesTable> & {
  /** Notices of new matches of this search since it was last opened, within the notices' 90 days. */
  new_count: number;
};

/** The searches with their new-match counts; one per search, the notices index (saved_search_id, created_at) counts. */
const searches = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('saved_searches as s')
    .select(['s.id', 's.user_id', 's.name', 's.page', 's.query', 's.filters', 's.alerts', 's.created_at', 's.last_seen_at'])
    .select(
      sql<number>`(SELECT count(*)::int FROM notifications n
                   WHERE n.saved_search_id = s.id AND n.created_at > s.last_seen_at AND n.created_at > now() - ${NOTICE_KEEP})`.as('new_count'),
    )
    .where('s.user_id', '=', userId);

/** Newest first. */
export function listSearches(db: Kysely<Database>, userId: number): Promise<SavedSearchRow[]> {
  return searches(db, userId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
}

export function findSearch(db: Kysely<Database>, userId: number, id: number): Promise<SavedSearchRow | undefined> {
  return searches(db, userId).where('s.id', '=', id).executeTakeFirst();
}

export function findSearchByQuery(db: Kysely<Database>, userId: number, page: CataloguePage, query: string): Promise<SavedSearchRow | undefined> {
  return searches(db, userId).where('s.page', '=', page).where('s.query', '=', query).executeTakeFirst();
}

/**
 * Locks the shopper's users row for the rest of the transaction, so that their saves run one after another and a
 * count taken next stays true until the insert; false when the account is gone.
 */
export async function lockShopper(trx: Transaction<Database>, userId: number): Promise<boolean> {
  return (await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()) !== undefined;
}

export async function countSearches(db: Kysely<Database>, userId: number): Promise<number> {
  const { n } = await db.selectFrom('saved_searches').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return n;
}

export interface NewSearch {
  name: string;
  page: CataloguePage;
  query: string;
  filters: Record<string, unknown>;
  alerts: boolean;
}

export async function insertSearch(db: Kysely<Database>, userId: number, search: NewSearch): Promise<number> {
  const row = await db
    .insertInto('saved_searches')
    .values({ user_id: userId, ...search, filters: JSON.stringify(search.filters) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SearchChange {
  name?: string;
  alerts?: boolean;
  /** The shopper opened the search now: its new-match count starts again. */
  seen?: boolean;
}

/** Changes one of the user's searches; false when the user has no such search. */
export async function updateSearch(db: Kysely<Database>, userId: number, id: number, change: SearchChange): Promise<boolean> {
  const result = await db
    .updateTable('saved_searches')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.alerts !== undefined ? { alerts: change.alerts } : {}),
      ...(change.seen ? { last_seen_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one of the user's searches (its notices stay, their search_id set null); false when there is none. */
export async function deleteSearch(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
