import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, NamedTableName } from '../db/types.ts';
import type { Locale } from '../../kernel/language.ts';
import type { FacetDef } from './facets.ts';
import { idList, overTable, watchConditions, type CatalogueQuery, type ProductBuilder } from './filters.ts';
import { loc } from '../db/localised.ts';

/** The three product tables; each name is also the first segment of its media URLs. */
export type ProductKind = 'watches' | 'jewelry' | 'bags';

export interface Photo {
  image_url: string;
  thumbnail_url: string;
  is_primary: boolean;
}

interface PhotoRef {
  id: number;
  is_primary: boolean;
}

/** What every kind's row carries for the generic code: its id and its photos (primary first). */
export interface ProductRow {
  id: number;
  photos: PhotoRef[];
}

/** What the generic repository asks of a descriptor's row query (Kysely's SelectQueryBuilder is one). */
export interface RowsQuery<Row> {
  where(condition: Expression<SqlBool>): RowsQuery<Row>;
  orderBy(order: Expression<unknown>): RowsQuery<Row>;
  execute(): Promise<Row[]>;
  executeTakeFirst(): Promise<Row | undefined>;
}

/**
 * A product kind for the one generic repository (repository.ts) and facet counter (facets.ts): its table, its own
 * filters and facets beyond the shared ones, and its list/detail row and answer shape. The row query is plain
 * Kysely over the table, so its columns are checked against server/db/types.ts (itself checked against the
 * migrated schema by tests/server/db-types.test.ts).
 */
export interface ProductKindDescriptor<Row extends ProductRow, Item, FacetKey extends string> {
  table: ProductKind;
  /** Whether '-production_year' sorts by year; kinds without a year fall back to newest first. */
  hasYear: boolean;
  /** Its own WHERE conditions over alias `p`, after the shared ones (filters.ts productConditions). */
  conditions(eb: ProductBuilder, query: CatalogueQuery): Expression<SqlBool>[];
  /** Its facets besides brands (counted for every kind). */
  facets: FacetDef<FacetKey>[];
  /** The list and detail row: alias `p` joined to its names, in the contract's field order. */
  rows(db: Kysely<Database>, lang: Locale): RowsQuery<Row>;
  /** The answer: brand (and for watches the collection) nested, photo URLs. */
  shape(row: Row): Item;
}

/** A descriptor as written, its row, answer and facet types inferred from it. */
const productKind = <Row extends ProductRow, Item, FacetKey extends string>(
  descriptor: ProductKindDescriptor<Row, Item, FacetKey>,
) => descriptor;

/** Any kind, where only the shared parts matter (filters, counts, facets). */
export type AnyKind = ProductKindDescriptor<ProductRow, unknown, string>;

/** Each kind's column in product_photos. */
export const PHOTO_COLUMN = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;

/** Site-relative image URLs; the server draws them itself (server/media). */
export function photoUrls(kind: ProductKind, productId: number, photoId: number): Omit<Photo, 'is_primary'> {
  return {
    image_url: `/media/${kind}/${productId}/${photoId}.svg`,
    thumbnail_url: `/media/${kind}/${productId}/${photoId}.thumb.svg`,
  };
}

/** Photos as a JSON array, primary first (part 1 §4 "The primary photo is selected first"), then by position. */
function photosJson(kind: ProductKind): RawBuilder<PhotoRef[]> {
  return sql<PhotoRef[]>`(
    SELECT coalesce(json_agg(json_build_object('id', ph.id, 'is_primary', ph.is_primary)
                             ORDER BY ph.is_primary DESC, ph.position, ph.id), '[]'::json)
    FROM product_photos ph WHERE ph.${sql.ref(PHOTO_COLUMN[kind])} = p.id)`;
}


/**
 * A reference row's name by the product's foreign key, as a scalar subquery rather than a join. Why: the reference
 * tables are tiny and the rows are one page, so each lookup is one primary-key probe, while ten joins make the
 * planner search join orders on every request — on embedded PGlite planning the joined list took ~7 ms of its
 * ~11 ms, the subqueries ~1 ms.
 */
const nameOf = <T extends string | null = string>(lang: Locale | undefined, table: string, column: string, name = 'name') =>
  sql<T>`(SELECT ${lang ? loc(lang, `r.${name}`) : sql.ref(`r.${name}`)} FROM ${sql.table(table)} AS r WHERE r.id = ${sql.ref(`p.${column}`)})`;

/**
 * Issue 26, schema Availability: sold when no piece is left, reserved when orders hold every piece, available
 * otherwise; `available_quantity` is what a cart may still take.
 */
export const availabilityColumns = () =>
  [
    sql<'available' | 'reserved' | 'sold'>`CASE WHEN p.stock = 0 THEN 'sold' WHEN p.stock <= p.reserved THEN 'reserved' ELSE 'available' END`.as('availability'),
    sql<number>`(p.stock - p.reserved)`.as('available_quantity'),
  ] as const;

/** Columns every kind answers in the same place: identity and brand first, then availability and the price block. */
const head = () => ['p.id', 'p.model_name', 'p.reference', 'p.brand_id', nameOf(undefined, 'brands', 'brand_id').as('brand_name'), ...availabilityColumns()] as const;
// numeric comes back as text so that the answer carries the exact decimal string.
const prices = () => [
  sql<string | null>`p.price_usd::text`.as('price_usd'),
  sql<string | null>`p.previous_price_usd::text`.as('previous_price_usd'),
];
const priceFlags = ['p.price_on_request', 'p.on_sale'] as const;
/** Jewelry and bags open with identity, price and description, and close with condition, city and photos. */
const pieceHead = (lang: Locale) => [...head(), ...prices(), ...priceFlags, loc(lang, 'p.description').as('description')];
const pieceTail = (lang: Locale, kind: ProductKind) => [
  loc(lang, 'p.condition_text').as('condition_text'),
  nameOf(lang, 'cities', 'city_id').as('availability_city_name'),
  photosJson(kind).as('photos'),
];

/** Brand nested and photo URLs made, `extra` (already taken out of the row) placed between them. */
function nest<R extends { id: number; brand_id: number; brand_name: string; photos: PhotoRef[] }, E extends object>(
  kind: ProductKind,
  { brand_id, brand_name, photos, ...rest }: R,
  extra: E,
) {
  const urls = photos.map((ph) => ({ ...photoUrls(kind, rest.id, ph.id), is_primary: ph.is_primary }));
  return { ...rest, brand: { id: brand_id, name: brand_name }, ...extra, photos: urls };
}

const watchRows = (db: Kysely<Database>, lang: Locale) =>
  db
    .selectFrom('watches as p')
    .select([
      ...head(),
      'p.collection_id',
      nameOf<string | null>(undefined, 'collections', 'collection_id').as('collection_name'),
      nameOf(lang, 'watch_types', 'watch_type_id').as('watch_type_name'),
    ])
    .select([...prices(), ...priceFlags, loc(lang, 'p.dial_color').as('dial_color')])
    .select([
      sql<number>`p.case_diameter_mm::float8`.as('case_diameter_mm'),
      sql<number | null>`p.case_thickness_mm::float8`.as('case_thickness_mm'),
      'p.water_resistance_m',
      'p.production_year',
      'p.caliber',
      'p.power_reserve_hours',
      'p.is_limited_edition',
      'p.limited_edition_pieces',
      'p.full_set',
      nameOf(lang, 'case_materials', 'case_material_id').as('case_material_name'),
      nameOf(lang, 'glass_types', 'glass_type_id').as('glass_type_name'),
      nameOf(lang, 'movement_types', 'movement_type_id').as('movement_type_name'),
      sql<string>`coalesce((
        SELECT string_agg(${loc(lang, 'f.name')}, ', ' ORDER BY f.sort_order, f.id)
        FROM watch_functions wf JOIN functions f ON f.id = wf.function_id WHERE wf.watch_id = p.id), '')`.as(
        'function_description',
      ),
      nameOf(lang, 'strap_materials', 'strap_material_id').as('strap_material_name'),
      nameOf(lang, 'conditions', 'condition_id').as('condition_description'),
      nameOf(lang, 'cities', 'city_id').as('availability_city_name'),
      loc(lang, 'p.description').as('description'),
      photosJson('watches').as('photos'),
    ]);

/** Watch facets besides brands: every named reference list but the jewelry types, and cities. */
export type WatchFacetKey = Exclude<NamedTableName, 'jewelry_types'> | 'cities';

export const watches = productKind({
  table: 'watches',
  hasYear: true,
  conditions: watchConditions,
  facets: [
    { key: 'watch_types', table: 'watch_types', column: 'watch_type_id', own: ['watch_type'] },
    { key: 'case_materials', table: 'case_materials', column: 'case_material_id', own: ['case_material'] },
    { key: 'glass_types', table: 'glass_types', column: 'glass_type_id', own: ['glass_type'] },
    { key: 'movement_types', table: 'movement_types', column: 'movement_type_id', own: ['movement_type'] },
    // No column: counted through the watch_functions link table.
    { key: 'functions', table: 'functions', own: ['function'] },
    { key: 'strap_materials', table: 'strap_materials', column: 'strap_material_id', own: ['strap_material'] },
    { key: 'conditions', table: 'conditions', column: 'condition_id', own: ['condition'] },
    { key: 'cities', table: 'cities', column: 'city_id', own: ['city', 'city_ids'] },
  ] satisfies FacetDef<WatchFacetKey>[],
  rows: watchRows,
  shape: ({ collection_id, collection_name, ...row }) => {
    const collection = collection_id === null || collection_name === null ? null : { id: collection_id, name: collection_name };
    return nest('watches', row, { collection });
  },
});

const jewelryRows = (db: Kysely<Database>, lang: Locale) =>
  db
    .selectFrom('jewelry as p')
    .select(pieceHead(lang))
    .select([nameOf(lang, 'jewelry_types', 'jewelry_type_id').as('type_name'), loc(lang, 'p.insert_stone').as('insert_stone'), loc(lang, 'p.metal').as('metal')])
    .select(['p.full_set', loc(lang, 'p.equipment_text').as('equipment_text'), ...pieceTail(lang, 'jewelry')]);

export const jewelry = productKind({
  table: 'jewelry',
  hasYear: false,
  conditions(eb, query) {
    const typeIds = idList(query.jewelry_type);
    return typeIds.length > 0 ? [overTable<'jewelry'>(eb)('p.jewelry_type_id', 'in', typeIds)] : [];
  },
  facets: [{ key: 'jewelry_types' as const, table: 'jewelry_types', column: 'jewelry_type_id', own: ['jewelry_type'] }],
  rows: jewelryRows,
  shape: (row) => nest('jewelry', row, {}),
});

const bagRows = (db: Kysely<Database>, lang: Locale) =>
  db
    .selectFrom('bags as p')
    .select(pieceHead(lang))
    .select([loc(lang, 'p.color').as('color'), loc(lang, 'p.material').as('material')])
    .select(['p.full_set', loc(lang, 'p.kit_description').as('kit_description'), ...pieceTail(lang, 'bags')]);

export const bags = productKind({
  table: 'bags',
  hasYear: false,
  conditions: () => [],
  facets: [] as FacetDef<never>[],
  rows: bagRows,
  shape: (row) => nest('bags', row, {}),
});
