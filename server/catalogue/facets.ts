import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Lang } from '../http/request.ts';
import { productConditions, watchConditions, type CatalogueQuery, type ProductBuilder } from './filters.ts';
import { bagFilter, jewelryFilter, watchFilter } from './repository.ts';

export interface FacetBucket {
  id: number;
  name: string;
  count: number;
}

export type Facets = Record<
  'brands' | 'watch_types' | 'case_materials' | 'glass_types' | 'movement_types' | 'functions' | 'strap_materials' | 'conditions' | 'cities',
  FacetBucket[]
>;

/**
 * One facet: which watch column (or the functions link table) it counts, which reference table names it, and
 * which query parameters are its own. Counts are disjunctive: each facet applies every active filter except its
 * own, so ticking "Rolex" still shows how many Omegas there are (the brand list stays a list of choices).
 */
interface FacetDef {
  key: keyof Facets;
  table: 'brands' | 'watch_types' | 'case_materials' | 'glass_types' | 'movement_types' | 'functions' | 'strap_materials' | 'conditions' | 'cities';
  column?: 'brand_id' | 'watch_type_id' | 'case_material_id' | 'glass_type_id' | 'movement_type_id' | 'strap_material_id' | 'condition_id' | 'city_id';
  own: (keyof CatalogueQuery)[];
  localised: boolean;
}

/** Brands are counted apart (`brandBuckets`): they list every house carrying the category, zero counts too. */
const FACETS: FacetDef[] = [
  { key: 'watch_types', table: 'watch_types', column: 'watch_type_id', own: ['watch_type'], localised: true },
  { key: 'case_materials', table: 'case_materials', column: 'case_material_id', own: ['case_material'], localised: true },
  { key: 'glass_types', table: 'glass_types', column: 'glass_type_id', own: ['glass_type'], localised: true },
  { key: 'movement_types', table: 'movement_types', column: 'movement_type_id', own: ['movement_type'], localised: true },
  { key: 'functions', table: 'functions', own: ['function'], localised: true },
  { key: 'strap_materials', table: 'strap_materials', column: 'strap_material_id', own: ['strap_material'], localised: true },
  { key: 'conditions', table: 'conditions', column: 'condition_id', own: ['condition'], localised: true },
  { key: 'cities', table: 'cities', column: 'city_id', own: ['city', 'city_ids'], localised: true },
];

function without(query: CatalogueQuery, keys: (keyof CatalogueQuery)[]): CatalogueQuery {
  const copy = { ...query };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Facet order: brands by name, cities by id, the other lists in their own sort order (as the reference lists). */
function orderOf(def: FacetDef): RawBuilder<unknown> {
  if (def.key === 'brands') return sql`r.name, r.id`;
  if (def.table === 'cities') return sql`r.id`;
  return sql`r.sort_order, r.id`;
}

/**
 * Counts every facet of `defs` under one filter set in one statement: a single pass over the matching watches
 * grouped by GROUPING SETS (one set per column facet), plus the functions link table when asked, each joined to
 * its reference table for the localised name. Counts come back ranked per facet in the facet's order.
 */
async function countGroup(db: Kysely<Database>, lang: Lang, defs: FacetDef[], query: CatalogueQuery): Promise<Map<keyof Facets, FacetBucket[]>> {
  const matching = () =>
    db.selectFrom('watches as p').where((eb) => eb.and([...productConditions(eb, query), ...watchConditions(eb, query)]));
  const columnDefs = defs.filter((def) => def.column);
  const functionsDef = defs.find((def) => !def.column);
  const ctes: RawBuilder<unknown>[] = [];
  const branches: RawBuilder<unknown>[] = [];
  const name = (def: FacetDef) => sql.ref(def.localised && lang === 'en' ? 'r.name_en' : 'r.name');
  if (columnDefs.length > 0) {
    const columns = columnDefs.map((def) => sql.ref(`p.${def.column}`));
    const counted = matching()
      .select([...columns.map((column, i) => column.as(`c${i}`)), sql<number>`count(*)::int`.as('n')])
      .groupBy(sql`GROUPING SETS (${sql.join(columns.map((column) => sql`(${column})`))})`);
    ctes.push(sql`counted AS (${counted})`);
    columnDefs.forEach((def, i) => {
      branches.push(sql`SELECT ${sql.lit(def.key)} AS facet, r.id, ${name(def)} AS name, c.n AS count, row_number() OVER (ORDER BY ${orderOf(def)}) AS rank
        FROM counted c JOIN ${sql.table(def.table)} r ON r.id = ${sql.ref(`c.c${i}`)}`);
    });
  }
  if (functionsDef) {
    const counted = matching()
      .innerJoin('watch_functions as wf', 'wf.watch_id', 'p.id')
      .select(['wf.function_id', sql<number>`count(*)::int`.as('n')])
      .groupBy('wf.function_id');
    ctes.push(sql`counted_functions AS (${counted})`);
    branches.push(sql`SELECT ${sql.lit(functionsDef.key)} AS facet, r.id, ${name(functionsDef)} AS name, c.n AS count, row_number() OVER (ORDER BY ${orderOf(functionsDef)}) AS rank
      FROM counted_functions c JOIN functions r ON r.id = c.function_id`);
  }
  const { rows } = await sql<{ facet: keyof Facets; id: number; name: string; count: number; rank: string | number }>`
    WITH ${sql.join(ctes)} ${sql.join(branches, sql` UNION ALL `)}`.execute(db);
  const result = new Map<keyof Facets, FacetBucket[]>(defs.map((def) => [def.key, []]));
  rows.sort((a, b) => Number(a.rank) - Number(b.rank));
  for (const row of rows) result.get(row.facet)?.push({ id: row.id, name: String(row.name), count: Number(row.count) });
  return result;
}

/**
 * All facets. A facet's filter set is the query minus its own parameters, so every facet whose own parameters
 * are absent shares the full filter set: facets are grouped by their filter set and each group is one
 * statement — one pass for an unfiltered catalogue, two or three passes for a typical filtered one, instead
 * of nine.
 */
export async function watchFacets(db: Kysely<Database>, lang: Lang, query: CatalogueQuery): Promise<Facets> {
  const groups = new Map<string, { query: CatalogueQuery; defs: FacetDef[] }>();
  for (const def of FACETS) {
    const own = without(query, def.own);
    const key = JSON.stringify(Object.entries(own).sort(([a], [b]) => (a < b ? -1 : 1)));
    const group = groups.get(key) ?? { query: own, defs: [] };
    group.defs.push(def);
    groups.set(key, group);
  }
  const result = {} as Facets;
  result.brands = await brandBuckets(db, 'watches', query);
  // Sequential on purpose: PGlite serialises queries anyway, and one request holds one pooled connection.
  for (const group of groups.values()) {
    const counted = await countGroup(db, lang, group.defs, group.query);
    for (const [key, buckets] of counted) result[key] = buckets;
  }
  return result;
}

// ── brands of a category, jewelry and bag facets ─────────────────────────────────────────────────────────

export type ProductTable = 'watches' | 'jewelry' | 'bags';

const FILTERS: Record<ProductTable, (query: CatalogueQuery) => (eb: ProductBuilder) => Expression<SqlBool>> = {
  watches: watchFilter,
  jewelry: (query) => (eb) => jewelryFilter(query)(eb as never),
  bags: (query) => (eb) => bagFilter(query)(eb as never),
};

/** The products of `table` matching `query` (the three tables share the columns used here: ProductColumns). */
const matching = (db: Kysely<Database>, table: ProductTable, query: CatalogueQuery) =>
  db.selectFrom(`${table} as p` as 'watches as p').where(FILTERS[table](query));

/**
 * The brand facet of a mode (issue 10 item 6): the houses with pieces in the mode's own table — so the jewelry
 * filter lists no watchmaker and the watch filter no Bottega Veneta — each with the count of pieces matching
 * every other filter (disjunctive, as the other facets: ticking a brand keeps the others' counts). As every
 * facet, values with a zero count are left out. Ordered by name.
 */
export async function brandBuckets(db: Kysely<Database>, table: ProductTable, query: CatalogueQuery): Promise<FacetBucket[]> {
  const counted = matching(db, table, without(query, ['brand', 'brand_ids']))
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

export interface JewelryFacets {
  brands: FacetBucket[];
  jewelry_types: FacetBucket[];
}

export interface BagFacets {
  brands: FacetBucket[];
}

/** Jewelry facets: its houses (as `brandBuckets`) and the jewelry types it holds, with disjunctive counts. */
export async function jewelryFacets(db: Kysely<Database>, lang: Lang, query: CatalogueQuery): Promise<JewelryFacets> {
  const brands = await brandBuckets(db, 'jewelry', query);
  const counted = db
    .selectFrom('jewelry as p')
    .where((eb) => jewelryFilter(without(query, ['jewelry_type']))(eb))
    .select(['p.jewelry_type_id', sql<number>`count(*)::int`.as('n')])
    .groupBy('p.jewelry_type_id');
  const rows = await db
    .selectFrom('jewelry_types as r')
    .innerJoin(counted.as('c'), 'c.jewelry_type_id', 'r.id')
    .select(['r.id', sql.ref<string>(lang === 'en' ? 'r.name_en' : 'r.name').as('name'), sql<number>`c.n`.as('count')])
    .orderBy('r.sort_order')
    .orderBy('r.id')
    .execute();
  return { brands, jewelry_types: rows.map((row) => ({ id: row.id, name: String(row.name), count: Number(row.count) })) };
}

export async function bagFacets(db: Kysely<Database>, query: CatalogueQuery): Promise<BagFacets> {
  return { brands: await brandBuckets(db, 'bags', query) };
}
