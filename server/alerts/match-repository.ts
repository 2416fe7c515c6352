import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { Database } from '../db/types.ts';
import type { CataloguePage, NoticeKind, ProductTable } from '../db/tables/alerts.ts';
import type { CatalogueQuery } from '../catalogue/filters.ts';
import { bags, jewelry, watches, type AnyKind } from '../catalogue/kinds.ts';
import { matching } from '../catalogue/repository.ts';

/**
 * The matcher's queries (issue 28). New pieces are matched against saved searches with the catalogue's own filter
 * code — `matching` of catalogue/repository.ts, i.e. filters.ts productConditions plus the kind's own conditions —
 * so a saved search finds exactly what its page would list; there is no second implementation of the filters.
 */

/** A distinct filter set among the saved searches with alerts on, with the searches that share it. */
export interface SearchGroup {
  page: CataloguePage;
  /** The list call's filters as saved (the contract's SavedSearchFilters). */
  filters: Record<string, unknown>;
  searchIds: number[];
  userIds: number[];
}

const KIND: Record<ProductTable, AnyKind> = { watches, jewelry, bags } as Record<ProductTable, AnyKind>;

/**
 * The saved searches with alerts on, one entry per distinct (page, filters): many shoppers save the same search, and
 * it is matched once. jsonb equality ignores key order, so `{a, b}` and `{b, a}` are one filter set.
 */
export async function searchGroups(db: Kysely<Database>): Promise<SearchGroup[]> {
  const { rows } = await sql<{ page: CataloguePage; filters: Record<string, unknown> | string; search_ids: number[]; user_ids: number[] }>`
    SELECT page, filters, array_agg(id ORDER BY id) AS search_ids, array_agg(user_id ORDER BY id) AS user_ids
    FROM saved_searches WHERE alerts GROUP BY page, filters`.execute(db);
  return rows.map((row) => ({
    page: row.page,
    filters: typeof row.filters === 'string' ? (JSON.parse(row.filters) as Record<string, unknown>) : row.filters,
    searchIds: row.search_ids,
    userIds: row.user_ids,
  }));
}

/** One filter set over one kind: the query the set's page sends for that kind, tagged with the set's index. */
export interface Branch {
  group: number;
  table: ProductTable;
  query: CatalogueQuery;
}

/**
 * Filter-set branches per statement. Each is a primary-key probe of the batch's new ids, so a statement costs mostly
 * its planning: at 100 000 watches and ~1 800 branches, 200 per statement was the quickest (scripts/bench-alerts.ts).
 * Embedded PGlite's parser gives up on a UNION of some 600 branches (its stack), so this stays well below.
 */
export const BRANCHES_PER_STATEMENT = 200;

/**
 * Which of the batch's new pieces each filter set lists, a few hundred branches per statement:
 *
 *   WITH arrived AS MATERIALIZED (SELECT kind, id FROM unnest(<kinds>, <ids>))
 *   SELECT <set> AS q, p.id FROM <kind> p WHERE p.id = ANY(ARRAY(SELECT id FROM arrived WHERE kind = <kind>))
 *     AND <the list's own conditions>
 *   UNION ALL …
 *
 * The new ids travel once per statement; each branch reads them as an init plan and probes the primary key, so the
 * catalogue's size hardly matters. Answers (set index, kind, piece id) triples.
 */
export async function matchArrivals(
  db: Kysely<Database>,
  branches: readonly Branch[],
  arrived: ReadonlyMap<ProductTable, number[]>,
): Promise<{ group: number; table: ProductTable; id: number }[]> {
  const pairs = [...arrived].flatMap(([table, ids]) => ids.map((id) => [table, id] as const));
  const live = branches.filter(({ table }) => (arrived.get(table)?.length ?? 0) > 0);
  const found: { group: number; table: ProductTable; id: number }[] = [];
  for (let i = 0; i < live.length; i += BRANCHES_PER_STATEMENT) {
    const parts = live.slice(i, i + BRANCHES_PER_STATEMENT).map(({ group, table, query }) =>
      matching(db, KIND[table], query)
        .where(sql<SqlBool>`p.id = ANY(ARRAY(SELECT a.id FROM arrived a WHERE a.kind = ${sql.lit(table)}))`)
        .select([sql<number>`${sql.lit(group)}::int`.as('q'), sql<string>`${sql.lit(table)}::text`.as('t'), 'p.id']),
    );
    const [first, ...rest] = parts;
    if (!first) continue;
    const union = rest.reduce((all, part) => all.unionAll(part), first);
    const { rows } = await sql<{ q: number; t: ProductTable; id: number }>`
      WITH arrived AS MATERIALIZED (SELECT t.kind, t.id FROM unnest(${pairs.map(([table]) => table)}::text[], ${pairs.map(([, id]) => id)}::int[]) AS t(kind, id))
      ${union}`.execute(db);
    for (const row of rows) found.push({ group: row.q, table: row.t, id: row.id });
  }
  return found;
}

/** A notice to write, before the once-a-day constraint has its say. */
export interface Candidate {
  userId: number;
  kind: NoticeKind;
  table: ProductTable;
  productId: number;
  eventId: number;
  searchId: number | null;
  oldPrice: string | null;
  newPrice: string | null;
}

const FAVORITE_COLUMN = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;

/**
 * Price drops on favorites with price alerts on. The piece must still be shown, unsold, priced (not on request) and
 * below the event's old price; the notice carries today's price (a later drop of the same piece is its own event).
 */
export async function priceDropCandidates(db: Kysely<Database>, table: ProductTable, eventIds: readonly number[]): Promise<Candidate[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await sql<{ user_id: number; event_id: string | number; product_id: number; old_price: string; new_price: string }>`
    SELECT f.user_id, e.id AS event_id, e.product_id, e.old_price_usd::text AS old_price, p.price_usd::text AS new_price
    FROM catalogue_events e
    JOIN ${sql.table(table)} p ON p.id = e.product_id
    JOIN favorites f ON f.${sql.ref(FAVORITE_COLUMN[table])} = e.product_id AND f.price_alerts
    WHERE e.id = ANY(${eventIds}::bigint[]) AND p.is_active AND p.stock > 0 AND NOT p.price_on_request
      AND p.price_usd < e.old_price_usd
    ORDER BY e.id, f.user_id`.execute(db);
  return rows.map((row) => ({
    userId: row.user_id,
    kind: 'price_drop',
    table,
    productId: row.product_id,
    eventId: Number(row.event_id),
    searchId: null,
    oldPrice: row.old_price,
    newPrice: row.new_price,
  }));
}

/**
 * "Tell me when it is free": the piece alerts of pieces that are shown and have a piece free now are spent (deleted
 * in the transaction that writes their notices) and answered as candidates. An alert on a piece taken again before
 * its event was handled stays for the next time.
 */
export async function spendPieceAlerts(db: Kysely<Database>, table: ProductTable, events: ReadonlyMap<number, number>): Promise<Candidate[]> {
  if (events.size === 0) return [];
  const column = FAVORITE_COLUMN[table];
  const { rows } = await sql<{ user_id: number; product_id: number }>`
    DELETE FROM piece_alerts a USING ${sql.table(table)} p
    WHERE a.${sql.ref(column)} = p.id AND p.id = ANY(${[...events.keys()]}::int[]) AND p.is_active AND p.stock - p.reserved > 0
    RETURNING a.user_id, p.id AS product_id`.execute(db);
  return rows.map((row) => ({
    userId: row.user_id,
    kind: 'available',
    table,
    productId: row.product_id,
    eventId: events.get(row.product_id) ?? 0,
    searchId: null,
    oldPrice: null,
    newPrice: null,
  }));
}

export interface WrittenNotice {
  id: number;
  userId: number;
  kind: NoticeKind;
  table: ProductTable;
  productId: number;
  searchName: string | null;
  oldPrice: string | null;
  newPrice: string | null;
}

/**
 * Inserts the notices in one statement, in (user, kind, piece) order — every node's statements take the unique
 * index's entries in the same order, so two nodes writing overlapping notices wait for each other rather than
 * deadlock — and `ON CONFLICT DO NOTHING` on notifications_once_a_day: a shopper gets at most one notice per piece per
 * day, however many events, searches or nodes lead to it. Answers the rows actually written.
 */
export async function insertNotices(db: Kysely<Database>, candidates: readonly Candidate[]): Promise<WrittenNotice[]> {
  if (candidates.length === 0) return [];
  const column = <T>(pick: (c: Candidate) => T) => candidates.map(pick);
  const { rows } = await sql<{
    id: number;
    user_id: number;
    kind: NoticeKind;
    product_kind: ProductTable;
    product_id: number;
    search_name: string | null;
    old_price_usd: string | null;
    new_price_usd: string | null;
  }>`
    INSERT INTO notifications (user_id, kind, product_kind, product_id, saved_search_id, search_name, event_id, old_price_usd, new_price_usd)
    SELECT c.user_id, c.kind, c.product_kind, c.product_id, s.id, s.name, c.event_id, c.old_price, c.new_price
    FROM unnest(
      ${column((c) => c.userId)}::int[], ${column((c) => c.kind)}::text[], ${column((c) => c.table)}::text[],
      ${column((c) => c.productId)}::int[], ${column((c) => c.searchId)}::int[], ${column((c) => c.eventId)}::bigint[],
      ${column((c) => c.oldPrice)}::numeric[], ${column((c) => c.newPrice)}::numeric[]
    ) AS c(user_id, kind, product_kind, product_id, search_id, event_id, old_price, new_price)
    LEFT JOIN saved_searches s ON s.id = c.search_id
    JOIN catalogue_events e ON e.id = c.event_id
    -- A search hears of pieces that arrive after it was saved; one deleted or muted since it matched, of none.
    WHERE c.search_id IS NULL OR (s.alerts AND s.created_at <= e.created_at)
    ORDER BY c.user_id, c.product_kind, c.product_id
    ON CONFLICT ON CONSTRAINT notifications_once_a_day DO NOTHING
    RETURNING id, user_id, kind, product_kind, product_id, search_name, old_price_usd::text, new_price_usd::text`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    table: row.product_kind,
    productId: row.product_id,
    searchName: row.search_name,
    oldPrice: row.old_price_usd,
    newPrice: row.new_price_usd,
  }));
}

/** What a message says of its piece, in both languages' city names. */
export interface NoticePiece {
  brand: string;
  model: string;
  reference: string;
  price: string | null;
  onRequest: boolean;
  city: string | null;
  cityEn: string | null;
}

/** The shoppers among `userIds` whose notices also go to Telegram, with their chat and language. */
export async function telegramRecipients(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, { chatId: string; lang: Locale }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'telegram_id', 'language'])
    .where(sql<SqlBool>`id = ANY(${[...new Set(userIds)]}::int[])`)
    .where('telegram_notices', '=', true)
    .where('telegram_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, { chatId: String(row.telegram_id), lang: row.language }]));
}

/** The pieces the messages name, read once per kind. */
export async function noticePieces(db: Kysely<Database>, notices: readonly WrittenNotice[]): Promise<Map<string, NoticePiece>> {
  const found = new Map<string, NoticePiece>();
  for (const table of ['watches', 'jewelry', 'bags'] as const satisfies ProductTable[]) {
    const ids = [...new Set(notices.filter((n) => n.table === table).map((n) => n.productId))];
    if (ids.length === 0) continue;
    const { rows } = await sql<{ id: number; brand: string; model_name: string; reference: string; price: string | null; price_on_request: boolean; city: string | null; city_en: string | null }>`
      SELECT p.id, b.name AS brand, p.model_name, p.reference, p.price_usd::text AS price, p.price_on_request, c.name AS city, c.name_en AS city_en
      FROM ${sql.table(table)} p JOIN brands b ON b.id = p.brand_id LEFT JOIN cities c ON c.id = p.city_id
      WHERE p.id = ANY(${ids}::int[])`.execute(db);
    for (const row of rows) {
      found.set(`${table}:${row.id}`, {
        brand: row.brand,
        model: row.model_name,
        reference: row.reference,
        price: row.price,
        onRequest: row.price_on_request,
        city: row.city,
        cityEn: row.city_en,
      });
    }
  }
  return found;
}
