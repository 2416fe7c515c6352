import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/types.ts';
import { brandKey, referenceKey } from './keys.ts';

/** Query parameters of part 1 §3 "Filter set" as the contract types them (comma lists arrive as strings). */
export interface CatalogueQuery {
  search?: string;
  page?: number;
  page_size?: number;
  ordering?: Ordering;
  category?: 'watches' | 'jewelry' | 'bags';
  min_price?: number;
  max_price?: number;
  brand?: string;
  brand_ids?: string;
  collection?: number;
  city?: number;
  city_ids?: string;
  watch_type?: string;
  case_material?: string;
  glass_type?: string;
  movement_type?: string;
  function?: string;
  strap_material?: string;
  condition?: string;
  production_year?: number;
  production_year_min?: number;
  production_year_max?: number;
  case_diameter_min?: number;
  case_diameter_max?: number;
  full_set?: boolean;
  is_limited_edition?: boolean;
  on_sale?: boolean;
  workshop?: number;
  jewelry_type?: string;
}

export const ORDERINGS = ['-production_year', 'brand__name', 'price_usd', '-price_usd'] as const;
export type Ordering = (typeof ORDERINGS)[number];

/** "3,7,12" → [3, 7, 12]; the contract's pattern already refused anything else. Empty values are dropped (§5). */
export function idList(value: string | undefined): number[] {
  if (!value) return [];
  return value
    .split(',')
    .filter((part) => part !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * The columns the three product tables share have the same types (server/db/types.ts ProductColumns), so one
 * expression builder typed on watches serves jewelry and bags too; `overTable` gives a kind's own columns.
 */
export type ProductBuilder = ExpressionBuilder<Database & { p: Database['watches'] }, 'p'>;
export const overTable = <T extends 'watches' | 'jewelry' | 'bags'>(eb: ProductBuilder) =>
  eb as unknown as ExpressionBuilder<Database & { p: Database[T] }, 'p'>;

/**
 * WHERE conditions shared by the three product tables (alias `p`). Watch-only filters are applied by
 * `watchConditions`. Brand ids win over the plain brand name, city ids over the plain city (part 1 §4).
 */
export function productConditions(
  eb: ProductBuilder,
  query: CatalogueQuery,
): Expression<SqlBool>[] {
  // Issue 26: a sold piece (none left) leaves the lists, the counts and the facets; its detail page stays.
  const conditions: Expression<SqlBool>[] = [eb('p.is_active', '=', true), eb('p.stock', '>', 0)];
  if (query.min_price !== undefined) conditions.push(eb('p.price_usd', '>=', String(query.min_price)));
  if (query.max_price !== undefined) conditions.push(eb('p.price_usd', '<=', String(query.max_price)));
  const brandIds = idList(query.brand_ids);
  if (brandIds.length > 0) conditions.push(eb('p.brand_id', 'in', brandIds));
  else if (query.brand) {
    const key = brandKey(query.brand);
    // A single character means "brand name starts with"; longer text is a brand name (part 1 §5). A text with
    // no letters or digits left ("&") matches no brand rather than every brand.
    const mode = query.brand.trim().length === 1 ? 'prefix' : 'exact';
    conditions.push(key ? eb('p.brand_id', 'in', brandsMatching(eb, key, mode)) : eb.lit(false));
  }
  const cityIds = idList(query.city_ids);
  if (cityIds.length > 0) conditions.push(eb('p.city_id', 'in', cityIds));
  else if (query.city !== undefined) conditions.push(eb('p.city_id', '=', query.city));
  if (query.full_set === true) conditions.push(eb('p.full_set', '=', true));
  if (query.on_sale !== undefined) conditions.push(eb('p.on_sale', '=', query.on_sale));
  const search = query.search?.trim();
  if (search) conditions.push(searchCondition(eb, search));
  return conditions;
}

/**
 * Brands whose name or one of its other spellings (`search_keys`: Russian names, Bulgari for Bvlgari) has the
 * key exactly, starts with it or contains it. Keys are brandKey output (letters and digits only), so they need
 * no LIKE escaping. The brands table is a few dozen rows: the subquery costs nothing next to the product scan.
 */
export function brandsMatching(eb: ProductBuilder, key: string, mode: 'exact' | 'prefix' | 'contains') {
  const brands = eb.selectFrom('brands').select('brands.id');
  if (mode === 'exact') {
    return brands.where((b) => b.or([b('brands.name_key', '=', key), sql<SqlBool>`brands.search_keys @> ARRAY[${key}]::text[]`]));
  }
  const pattern = mode === 'prefix' ? `${key}%` : `%${key}%`;
  return brands.where((b) =>
    b.or([
      b('brands.name_key', 'like', pattern),
      sql<SqlBool>`EXISTS (SELECT 1 FROM unnest(brands.search_keys) AS alias(key) WHERE alias.key LIKE ${pattern})`,
    ]),
  );
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Free-text search over model name, reference and brand (part 1 §7 "search"). Every word must match one of
 * them ("rolex 126610" = Rolex AND that reference). References and brands are compared through their keys,
 * so "126610-ln", "126610.LN" or "ролекс" work; and because a shopper types a reference with spaces
 * ("126610 LN") or a brand in several words ("патек филипп"), the whole query's key may match instead.
 */
export function searchCondition(eb: ProductBuilder, search: string): Expression<SqlBool> {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 6);
  const perWord = words.map((word) => {
    const alternatives: Expression<SqlBool>[] = [eb('p.model_name', 'ilike', `%${likeEscape(word)}%`)];
    const brand = brandKey(word);
    if (brand) alternatives.push(eb('p.brand_id', 'in', brandsMatching(eb, brand, 'contains')));
    const reference = referenceKey(word);
    if (reference) alternatives.push(eb('p.reference_key', 'like', `%${reference}%`));
    return eb.or(alternatives);
  });
  const alternatives: Expression<SqlBool>[] = [eb.and(perWord)];
  if (words.length > 1) {
    const reference = referenceKey(search);
    if (reference) alternatives.push(eb('p.reference_key', 'like', `%${reference}%`));
    const brand = brandKey(search);
    if (brand) alternatives.push(eb('p.brand_id', 'in', brandsMatching(eb, brand, 'contains')));
  }
  return alternatives.length === 1 ? eb.and(perWord) : eb.or(alternatives);
}

export function watchConditions(
  eb: ProductBuilder,
  query: CatalogueQuery,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const inList = (column: 'p.watch_type_id' | 'p.case_material_id' | 'p.glass_type_id' | 'p.movement_type_id' | 'p.strap_material_id' | 'p.condition_id', value: string | undefined) => {
    const ids = idList(value);
    if (ids.length > 0) conditions.push(eb(column, 'in', ids));
  };
  inList('p.watch_type_id', query.watch_type);
  inList('p.case_material_id', query.case_material);
  inList('p.glass_type_id', query.glass_type);
  inList('p.movement_type_id', query.movement_type);
  inList('p.strap_material_id', query.strap_material);
  inList('p.condition_id', query.condition);
  const functionIds = idList(query.function);
  if (functionIds.length > 0) {
    conditions.push(
      eb(
        'p.id',
        'in',
        eb.selectFrom('watch_functions').select('watch_functions.watch_id').where('watch_functions.function_id', 'in', functionIds),
      ),
    );
  }
  // The watch endpoints hold only watches: asking them for another category is an empty answer, not an error.
  if (query.category !== undefined && query.category !== 'watches') conditions.push(eb.lit(false));
  if (query.collection !== undefined) conditions.push(eb('p.collection_id', '=', query.collection));
  if (query.workshop !== undefined) conditions.push(eb('p.workshop_id', '=', query.workshop));
  if (query.production_year !== undefined) conditions.push(eb('p.production_year', '=', query.production_year));
  if (query.production_year_min !== undefined) conditions.push(eb('p.production_year', '>=', query.production_year_min));
  if (query.production_year_max !== undefined) conditions.push(eb('p.production_year', '<=', query.production_year_max));
  if (query.case_diameter_min !== undefined) conditions.push(eb('p.case_diameter_mm', '>=', String(query.case_diameter_min)));
  if (query.case_diameter_max !== undefined) conditions.push(eb('p.case_diameter_mm', '<=', String(query.case_diameter_max)));
  if (query.is_limited_edition !== undefined) conditions.push(eb('p.is_limited_edition', '=', query.is_limited_edition));
  return conditions;
}
