import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, NamedTableName } from '../db/types.ts';
import type { Locale } from '../../kernel/language.ts';
import type { CatalogueQuery } from './filters.ts';
import { bags, jewelry, watches, type AnyKind, type ProductKindDescriptor, type ProductRow, type WatchFacetKey } from './kinds.ts';
import { matching } from './repository.ts';
import { loc } from '../db/localised.ts';

export interface FacetBucket {
  id: number;
  name: string;
  count: number;
}

/**
 * One facet of a kind (kinds.ts): which product column (or, without one, the watch_functions link table) it
 * counts, which reference table names it, and which query parameters are its own. Counts are disjunctive: each
 * facet applies every active filter except its own, so ticking "Rolex" still shows how many Omegas there are
 * (the brand list stays a list of choices).
 */
export interface FacetDef<Key extends string> {
  key: Key;
  table: NamedTableName | 'cities';
  column?: 'watch_type_id' | 'case_material_id' | 'glass_type_id' | 'movement_type_id' | 'strap_material_id' | 'condition_id' | 'city_id' | 'jewelry_type_id';
  own: (keyof CatalogueQuery)[];
}

export type Facets = Record<'brands' | WatchFacetKey, FacetBucket[]>;
export type JewelryFacets = Record<'brands' | 'jewelry_types', FacetBucket[]>;
export type BagFacets = Record<'brands', FacetBucket[]>;

function without(query: CatalogueQuery, keys: (keyof CatalogueQuery)[]): CatalogueQuery {
  const copy = { ...query };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Facet order: cities by id, the other lists in their own sort order (as the reference lists). */
function orderOf(def: FacetDef<string>): RawBuilder<unknown> {
  if (def.table === 'cities') return sql`r.id`;
  return sql`r.sort_order, r.id`;
}

/**
 * Counts every facet of `defs` under one filter set in one statement: a single pass over the matching products
 * grouped by GROUPING SETS (one set per column facet), plus the functions link table when asked, each joined to
 * its reference table for the localised name. Counts come back ranked per facet in the facet's order.
 */
async function countGroup<Key extends string>(
  db: Kysely<Database>,
  kind: AnyKind,
  lang: Locale,
  defs: FacetDef<Key>[],
  query: CatalogueQuery,
): Promise<Map<Key, FacetBucket[]>> {
  const columnDefs = defs.filter((def) => def.column);
  const functionsDef = defs.find((def) => !def.column);
  const ctes: RawBuilder<unknown>[] = [];
  const branches: RawBuilder<unknown>[] = [];
  const name = loc(lang, 'r.name');
  if (columnDefs.length > 0) {
    const columns = columnDefs.map((def) => sql.ref(`p.${def.column}`));
    const counted = matching(db, kind, query)
      .select([...columns.map((column, i) => column.as(`c${i}`)), sql<number>`count(*)::int`.as('n')])
      .groupBy(sql`GROUPING SETS (${sql.join(columns.map((column) => sql`(${column})`))})`);
    ctes.push(sql`counted AS (${counted})`);
    columnDefs.forEach((def, i) => {
      branches.push(sql`SELECT ${sql.lit(def.key)} AS facet, r.id, ${name} AS name, c.n AS count, row_number() OVER (ORDER BY ${orderOf(def)}) AS rank
        FROM counted c JOIN ${sql.table(def.table)} r ON r.id = ${sql.ref(`c.c${i}`)}`);
    });
  }
  if (functionsDef) {
    const counted = matching(db, kind, query)
      .innerJoin('watch_functions as wf', 'wf.watch_id', 'p.id')
      .select(['wf.function_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('wf.function_id');
    ctes.push(sql`counted_functions AS (${counted})`);
    branches.push(sql`SELECT ${sql.lit(functionsDef.key)} AS facet, r.id, ${name} AS name, c.n AS count, row_number() OVER (ORDER BY ${orderOf(functionsDef)}) AS rank
      FROM counted_functions c JOIN functions r ON r.id = c.function_id`);
  }
  const { rows } = await sql<{ facet: Key; id: number; name: string; count: number; rank: string | number }>`
    WITH ${sql.join(ctes)} ${sql.join(branches, sql` UNION ALL `)}`.execute(db);
  const result = new Map<Key, FacetBucket[]>(defs.map((def) => [def.key, []]));
  rows.sort((a, b) => Number(a.rank) - Number(b.rank));
  for (const row of rows) result.get(row.facet)?.push({ id: row.id, name: String(row.name), count: Number(row.count) });
  return result;
}

/**
 * The brand facet of a mode (issue 10 item 6): the houses with pieces in the mode's own table — so the jewelry
 * filter lists no watchmaker and the watch filter no Bottega Veneta — each with the count of pieces matching
 * every other filter (disjunctive, as the other facets: ticking a brand keeps the others' counts). As every
 * facet, values with a zero count are left out. Ordered by name.
 */
export async function brandBuckets(db: Kysely<Database>, kind: AnyKind, query: CatalogueQuery): Promise<FacetBucket[]> {
  const counted = matching(db, kind, without(query, ['brand', 'brand_ids']))
    .select(['p.brand_id', sql<number>`count(*)::int`.as('n')])
    .groupBy('p.brand_id');
  const rows = await db
    .selectFrom('brands as b')
    .innerJoin(counted.as('c'), 'c.brand_id', 'b.id')
    .select(['b.id', 'b.name', sql<number>`c.n`.as('count')])
    .orderBy('b.name')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) }));
}

/**
 * A kind's facets: its brands, then its own facets. A facet's filter set is the query minus its own
 * parameters, so every facet whose own parameters are absent shares the full filter set: facets are grouped by
 * their filter set and each group is one statement — one pass for an unfiltered catalogue, two or three passes
 * for a typical filtered one, instead of one per facet.
 */
export async function productFacets<Row extends ProductRow, Key extends string>(
  db: Kysely<Database>,
  kind: ProductKindDescriptor<Row, unknown, Key>,
  lang: Locale,
  query: CatalogueQuery,
): Promise<Record<'brands' | Key, FacetBucket[]>> {
  const groups = new Map<string, { query: CatalogueQuery; defs: FacetDef<Key>[] }>();
  for (const def of kind.facets) {
    const own = without(query, def.own);
    const key = JSON.stringify(Object.entries(own).sort(([a], [b]) => (a < b ? -1 : 1)));
    const group = groups.get(key) ?? { query: own, defs: [] };
    group.defs.push(def);
    groups.set(key, group);
  }
  const result = { brands: await brandBuckets(db, kind, query) } as Record<'brands' | Key, FacetBucket[]>;
  // Sequential on purpose: PGlite serialises queries anyway, and one request holds one pooled connection.
  for (const group of groups.values()) {
    const counted = await countGroup(db, kind, lang, group.defs, group.query);
    for (const [key, buckets] of counted) result[key] = buckets;
  }
  return result;
}

export const watchFacets = (db: Kysely<Database>, lang: Locale, query: CatalogueQuery): Promise<Facets> =>
  productFacets(db, watches, lang, query);
export const jewelryFacets = (db: Kysely<Database>, lang: Locale, query: CatalogueQuery): Promise<JewelryFacets> =>
  productFacets(db, jewelry, lang, query);
// Bags have no localised facet (brand names are not translated), hence no language.
export const bagFacets = (db: Kysely<Database>, query: CatalogueQuery): Promise<BagFacets> => productFacets(db, bags, 'ru', query);
