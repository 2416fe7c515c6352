import { sql, type Kysely, type Selectable } from 'kysely';
import type { NotificationsTable } from '../db/tables/alerts.ts';
import type { Database } from '../db/types.ts';

/**
 * Queries of a shopper's notices (migration 0018 `notifications`), always scoped to their user. Notices are kept
 * 90 days (issue 28 "notices kept 90 days"): older ones are never listed nor counted, even before they are pruned.
 */
export const NOTICE_KEEP_DAYS = 90;
/** The notices' age limit as an SQL interval. */
export const NOTICE_KEEP = sql`make_interval(days => ${sql.lit(NOTICE_KEEP_DAYS)})`;

export type NoticeRow = Pick<Selectable<NotificationsTable>, 'id' | 'kind' | 'product_kind' | 'product_id' | 'saved_search_id' | 'search_name' | 'created_at' | 'read_at'> & {
  /** Decimal strings as stored ("12500.00"), or null. */
  old_price_usd: string | null;
  new_price_usd: string | null;
};

const kept = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - ${NOTICE_KEEP}`);

/** One page, newest first. */
export function listNotices(db: Kysely<Database>, userId: number, slice: { limit: number; offset: number }): Promise<NoticeRow[]> {
  return kept(db, userId)
    .select(['id', 'kind', 'product_kind', 'product_id', 'saved_search_id', 'search_name', 'created_at', 'read_at'])
    // numeric as text: the exact two-decimal string the contract's DecimalString wants.
    .select([sql<string | null>`old_price_usd::text`.as('old_price_usd'), sql<string | null>`new_price_usd::text`.as('new_price_usd')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** How many notices the user has and how many of them are unread. */
export async function countNotices(db: Kysely<Database>, userId: number): Promise<{ count: number; unread: number }> {
  return kept(db, userId)
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`(count(*) FILTER (WHERE read_at IS NULL))::int`.as('unread')])
    .executeTakeFirstOrThrow();
}

export async function unreadNotices(db: Kysely<Database>, userId: number): Promise<number> {
  return (await countNotices(db, userId)).unread;
}

/** Marks the user's unread notices read: those of `ids` (others' ids match nothing), or all of them. */
export async function markRead(db: Kysely<Database>, userId: number, which: number[] | 'all'): Promise<void> {
  if (which !== 'all' && which.length === 0) return;
  let query = db.updateTable('notifications').set({ read_at: sql<Date>`now()` }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (which !== 'all') query = query.where('id', 'in', which);
  await query.execute();
}
