import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Lang } from '../http/request.ts';
import { productConditions, watchConditions, type CatalogueQuery } from './filters.ts';

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

const FACETS: FacetDef[] = [
  { key: 'brands', table: 'brands', column: 'brand_id', own: ['brand', 'brand_ids'], localised: false },
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

async function facet(db: Kysely<Database>, lang: Lang, def: FacetDef, query: CatalogueQuery): Promise<FacetBucket[]> {
  const own = without(query, def.own);
  const matching = db
    .selectFrom('watches as p')
    .where((eb) => eb.and([...productConditions(eb, own), ...watchConditions(eb, own)]));
  const name = sql.ref(def.localised && lang === 'en' ? 'r.name_en' : 'r.name');
  const counted = def.column
    ? matching.select([sql.ref(`p.${def.column}`).as('value_id'), sql<number>`count(*)::int`.as('n')]).groupBy(sql.ref(`p.${def.column}`))
    : matching
        .innerJoin('watch_functions as wf', 'wf.watch_id', 'p.id')
        .select([sql.ref('wf.function_id').as('value_id'), sql<number>`count(*)::int`.as('n')])
        .groupBy('wf.function_id');
  const rows = await db
    .with('counted', () => counted)
    .selectFrom('counted as c')
    .innerJoin(`${def.table} as r` as 'brands as r', 'r.id', sql.ref('c.value_id') as never)
    .select(['r.id', name.as('name'), 'c.n as count'])
    .orderBy(def.key === 'brands' ? sql`r.name` : def.table === 'cities' ? sql`r.id` : sql`${sql.ref(def.localised ? 'r.sort_order' : 'r.id')}, r.id`)
    .execute();
  return rows.map((row) => ({ id: row.id, name: String(row.name), count: Number(row.count) }));
}

export async function watchFacets(db: Kysely<Database>, lang: Lang, query: CatalogueQuery): Promise<Facets> {
  const result = {} as Facets;
  // Sequential on purpose: PGlite serialises queries anyway, and a pool of one PostgreSQL node stays fair.
  for (const def of FACETS) result[def.key] = await facet(db, lang, def, query);
  return result;
}
