import type { Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import { noticeProductsOf } from './notice-product.ts';
import { countNotices, listNotices, markRead, unreadNotices, type NoticeRow } from './notice-repository.ts';

type Notification = components['schemas']['Notification'];

/**
 * A shopper's notices (issue 28): newest first, the last 90 days, with the unread count the header's bell shows;
 * marked read by id (the caller's own only) or all at once.
 */

function answer(row: NoticeRow, product: Notification['product']): Notification {
  // A piece now on request shows no price anywhere, a notice made before it went on request included.
  const priced = !product.price_on_request;
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
    product,
    search: row.kind === 'new_match' ? { id: row.saved_search_id, name: row.search_name ?? '' } : null,
    old_price_usd: priced ? row.old_price_usd : null,
    new_price_usd: priced ? row.new_price_usd : null,
  };
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  lang: Locale,
  page: PageRequest,
): Promise<{ count: number; unread_count: number; results: Notification[] }> {
  const [rows, { count, unread }] = await Promise.all([listNotices(db, userId, sliceOf(page)), countNotices(db, userId)]);
  const productOf = await noticeProductsOf(
    db,
    lang,
    rows.map((row) => ({ table: row.product_kind, id: row.product_id })),
  );
  const results = rows.flatMap((row) => {
    const product = productOf({ table: row.product_kind, id: row.product_id });
    return product ? [answer(row, product)] : [];
  });
  return { count, unread_count: unread, results };
}

/** `{ids}` marks those of the caller's notices (another's ids change nothing), `{all: true}` every one. */
export async function markNotificationsRead(db: Kysely<Database>, userId: number, body: { ids?: number[]; all?: true }): Promise<{ unread_count: number }> {
  await markRead(db, userId, body.all ? 'all' : (body.ids ?? []));
  return { unread_count: await unreadNotices(db, userId) };
}
