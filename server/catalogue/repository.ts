import { expressionBuilder, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Locale } from '../../kernel/language.ts';
import type { PageRequest } from '../contract/paging.ts';
import { productConditions, type CatalogueQuery, type Ordering } from './filters.ts';
import { bags, jewelry, watches, type AnyKind, type ProductKindDescriptor, type ProductRow } from './kinds.ts';

/**
 * The products of a kind matching `query` (alias `p`): the shared filters, then the kind's own. Typed as watches
 * because the three tables share the columns the shared filters use (filters.ts ProductBuilder).
 */
export function matching(db: Kysely<Database>, kind: AnyKind, query: CatalogueQuery) {
  return db
    .selectFrom(`${kind.table} as p` as 'watches as p')
    .where((eb) => eb.and([...productConditions(eb, query), ...kind.conditions(eb, query)]));
}

/**
 * Ordering of part 1 §9. Prices on request (no price) sort after priced pieces either way; `id` breaks ties
 * so that pages never overlap. With no ordering the newest arrivals come first (the client shuffles the page).
 */
function orderClause(ordering: Ordering | undefined, hasYear: boolean): RawBuilder<unknown> {
  switch (ordering) {
    case '-production_year':
      return hasYear ? sql`p.production_year DESC, p.id DESC` : sql`p.created_at DESC, p.id DESC`;
    case 'brand__name':
      // The page's ids are chosen over products joined to brands (listProducts); its rows are ordered again by
      // their brand's name, looked up per row like their other names (kinds.ts).
      return sql`(SELECT b.name FROM brands AS b WHERE b.id = p.brand_id) ASC, p.id ASC`;
    // A piece on request has no price_usd (its figure lives in guide_price_usd, which nothing here reads:
    // migration 0012), so NULLS LAST puts it after every priced piece both ways, ordered by id among its kind:
    // where it falls in a price order can never hint at its price (issue 22 item 1).
    case 'price_usd':
      return sql`p.price_usd ASC NULLS LAST, p.id ASC`;
    case '-price_usd':
      return sql`p.price_usd DESC NULLS LAST, p.id DESC`;
    default:
      return sql`p.created_at DESC, p.id DESC`;
  }
}

/**
 * `p.id = ANY(ARRAY(<page ids>))`: the ids are computed once (an init plan) and the page's rows are then
 * fetched by primary key. A plain `p.id IN (<subquery>)` lets the planner join all the name tables over every
 * product first and semi-join the page at the end (≈ 250 ms at 100 000 watches instead of ≈ 1 ms).
 */
const inPage = (ids: Expression<unknown>) => sql<SqlBool>`p.id = ANY(ARRAY(${ids}))`;

/**
 * One page of a kind. The page's ids are chosen first over the bare table (the filters and the sort can use
 * the indexes, and OFFSET skips ids, not joined rows with their photo and function subqueries); only those
 * rows are then joined to their names and photos. The total is a separate query (`countProducts`) so that it
 * can be cached: it is the expensive half at 100 000 watches.
 */
export async function listProducts<Row extends ProductRow, Item>(
  db: Kysely<Database>,
  kind: ProductKindDescriptor<Row, Item, string>,
  lang: Locale,
  query: CatalogueQuery,
  page: PageRequest,
  order?: RawBuilder<unknown>,
): Promise<Item[]> {
  const orderBy = order ?? orderClause(query.ordering, kind.hasYear);
  let ids = matching(db, kind, query).select('p.id');
  let idOrder = orderBy;
  if (query.ordering === 'brand__name' && !order) {
    ids = ids.innerJoin('brands as b', 'b.id', 'p.brand_id');
    idOrder = sql`b.name ASC, p.id ASC`;
  }
  const pageIds = ids.orderBy(idOrder).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const rows = await kind.rows(db, lang).where(inPage(pageIds)).orderBy(orderBy).execute();
  return rows.map((row) => kind.shape(row));
}

export async function countProducts(db: Kysely<Database>, kind: AnyKind, query: CatalogueQuery): Promise<number> {
  const row = await matching(db, kind, query).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

const byId = expressionBuilder<Database & { p: Database['watches'] }, 'p'>();

/** One active product of a kind, as its detail answer. */
export async function getProduct<Row extends ProductRow, Item>(
  db: Kysely<Database>,
  kind: ProductKindDescriptor<Row, Item, string>,
  lang: Locale,
  id: number,
): Promise<Item | undefined> {
  const row = await kind.rows(db, lang).where(byId('p.id', '=', id)).where(byId('p.is_active', '=', true)).executeTakeFirst();
  return row && kind.shape(row);
}

/** Popular pieces: most viewed/requested first (popularity), newest breaking ties. */
export const popularOrder = sql`p.popularity DESC, p.id DESC`;

// ── per kind, for the handlers and the benchmark ───────────────────────────────────────────────────────────

export type Watch = ReturnType<typeof watches.shape>;
export type Jewelry = ReturnType<typeof jewelry.shape>;
export type Bag = ReturnType<typeof bags.shape>;

export const listWatches = (db: Kysely<Database>, lang: Locale, query: CatalogueQuery, page: PageRequest, order?: RawBuilder<unknown>) =>
  listProducts(db, watches, lang, query, page, order);
export const countWatches = (db: Kysely<Database>, query: CatalogueQuery) => countProducts(db, watches, query);
export const getWatch = (db: Kysely<Database>, lang: Locale, id: number) => getProduct(db, watches, lang, id);

export const listJewelry = (db: Kysely<Database>, lang: Locale, query: CatalogueQuery, page: PageRequest) =>
  listProducts(db, jewelry, lang, query, page);
export const countJewelry = (db: Kysely<Database>, query: CatalogueQuery) => countProducts(db, jewelry, query);
export const getJewelry = (db: Kysely<Database>, lang: Locale, id: number) => getProduct(db, jewelry, lang, id);

export const listBags = (db: Kysely<Database>, lang: Locale, query: CatalogueQuery, page: PageRequest) =>
  listProducts(db, bags, lang, query, page);
export const countBags = (db: Kysely<Database>, query: CatalogueQuery) => countProducts(db, bags, query);
export const getBag = (db: Kysely<Database>, lang: Locale, id: number) => getProduct(db, bags, lang, id);

/** Whether the catalogue has no watch yet (a fresh database the first start seeds). */
export async function catalogueIsEmpty(db: Kysely<Database>): Promise<boolean> {
  return !(await db.selectFrom('watches').select('id').limit(1).executeTakeFirst());
}
