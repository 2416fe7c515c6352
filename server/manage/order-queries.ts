import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { Database } from '../db/types.ts';
import { likePattern, orderRows, type OrderRow, type OrderStatus } from '../orders/repository.ts';

/**
 * The staff's queries of orders (issue 27): every customer's orders with the back office's filters, their
 * customers and their history. The rows are the customer's own order rows (orders/repository.ts), so an order reads
 * the same to both.
 */

export interface StaffOrderFilter {
  status?: OrderStatus | undefined;
  /** Only pending orders whose hold runs out within this many hours from the database's now. */
  expiringWithinHours?: number | undefined;
  /** The search as typed, trimmed; empty or undefined searches nothing. */
  text?: string | undefined;
  /** The order-number characters of the search (№, #, spaces and hyphens dropped). */
  number?: string | undefined;
  /** The phone digits the search may be (the shop's phone rule applied, E.164 without "+"), or its bare digits. */
  phoneDigits?: string[] | undefined;
}

const digitsOf = (column: string) => sql<string>`regexp_replace(coalesce(${sql.ref(column)}, ''), '\\D', '', 'g')`;

function matching(db: Kysely<Database>, lang: Locale, filter: StaffOrderFilter) {
  let rows = orderRows(db, lang);
  if (filter.status) rows = rows.where('o.status', '=', filter.status);
  if (filter.expiringWithinHours !== undefined) {
    rows = rows
      .where('o.status', '=', 'pending')
      .where('o.hold_until', 'is not', null)
      .where('o.hold_until', '<=', sql<Date>`now() + make_interval(hours => ${filter.expiringWithinHours}::int)`);
  }
  const { text, number, phoneDigits = [] } = filter;
  if (text) {
    const pattern = likePattern(text);
    rows = rows.where((eb) => {
      const either: Expression<SqlBool>[] = [
        eb(sql<string>`concat_ws(' ', o.first_name, o.last_name)`, 'ilike', pattern),
        eb(sql<string>`coalesce(o.email, '')`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select(sql`1`.as('one'))
            .whereRef('u.id', '=', 'o.user_id')
            .where((inner) =>
              inner.or([
                inner(sql<string>`concat_ws(' ', u.first_name, u.last_name)`, 'ilike', pattern),
                inner(sql<string>`coalesce(u.email, '')`, 'ilike', pattern),
                ...phoneDigits.map((digits) => inner(digitsOf('u.phone'), 'like', likePattern(digits))),
              ]),
            ),
        ),
        ...phoneDigits.map((digits) => eb(digitsOf('o.phone'), 'like', likePattern(digits))),
      ];
      if (number) either.push(eb(sql<string>`o.order_number`, 'ilike', likePattern(number)));
      return eb.or(either);
    });
  }
  return rows;
}

export async function countStaffOrders(db: Kysely<Database>, filter: StaffOrderFilter): Promise<number> {
  const row = await db
    .selectFrom(matching(db, 'ru', filter).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first: the queue a manager works through. */
export async function listStaffOrders(db: Kysely<Database>, lang: Locale, filter: StaffOrderFilter, slice: { limit: number; offset: number }): Promise<OrderRow[]> {
  return matching(db, lang, filter).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(slice.limit).offset(slice.offset).execute();
}

export interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
}

export async function customersOf(db: Kysely<Database>, userIds: number[]): Promise<CustomerRow[]> {
  if (userIds.length === 0) return [];
  return db.selectFrom('users').select(['id', 'first_name', 'last_name', 'phone']).where('id', 'in', userIds).execute();
}

export interface HistoryRow {
  order_id: number;
  at: Date;
  from_status: string | null;
  to_status: string;
  by_kind: 'customer' | 'staff' | 'system';
  actor_id: number | null;
  reason: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

/** Each order's moves, oldest first, with the names of who made them. */
export async function historiesOf(db: Kysely<Database>, orderIds: number[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_status_changes as h')
    .leftJoin('users as a', 'a.id', 'h.actor_id')
    .select(['h.order_id', 'h.at', 'h.from_status', 'h.to_status', 'h.by_kind', 'h.actor_id', 'h.reason', 'a.first_name', 'a.last_name', 'a.phone'])
    .where('h.order_id', 'in', orderIds)
    .orderBy('h.at')
    .orderBy('h.id')
    .execute();
}
