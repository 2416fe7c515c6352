import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Lang } from '../http/request.ts';
import { asProductBuilder, idList, productConditions, watchConditions, type CatalogueQuery, type Ordering } from './filters.ts';

export type ProductKind = 'watches' | 'jewelry' | 'bags';

export interface Photo {
  image_url: string;
  thumbnail_url: string;
  is_primary: boolean;
}

/** Site-relative image URLs; the server draws them itself (server/media). */
export function photoUrls(kind: ProductKind, productId: number, photoId: number): Omit<Photo, 'is_primary'> {
  return {
    image_url: `/media/${kind}/${productId}/${photoId}.svg`,
    thumbnail_url: `/media/${kind}/${productId}/${photoId}.thumb.svg`,
  };
}

const FK = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;

/** Photos as a JSON array, primary first (part 1 §4 "The primary photo is selected first"), then by position. */
function photosJson(kind: ProductKind): RawBuilder<{ id: number; is_primary: boolean }[]> {
  return sql<{ id: number; is_primary: boolean }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', ph.id, 'is_primary', ph.is_primary)
                             ORDER BY ph.is_primary DESC, ph.position, ph.id), '[]'::json)
    FROM product_photos ph WHERE ph.${sql.ref(FK[kind])} = p.id)`;
}

function mapPhotos(kind: ProductKind, productId: number, photos: { id: number; is_primary: boolean }[]): Photo[] {
  return photos.map((ph) => ({ ...photoUrls(kind, productId, ph.id), is_primary: ph.is_primary }));
}

/** Localised column: `name` holds Russian (the default language), `name_en` English. */
const loc = (lang: Lang, column: string) => sql.ref(lang === 'en' ? `${column}_en` : column);

/**
 * Ordering of part 1 §9. Prices on request (no price) sort after priced pieces either way; `id` breaks ties
 * so that pages never overlap. With no ordering the newest arrivals come first (the client shuffles the page).
 */
function orderClause(ordering: Ordering | undefined, hasYear: boolean): RawBuilder<unknown> {
  switch (ordering) {
    case '-production_year':
      return hasYear ? sql`p.production_year DESC, p.id DESC` : sql`p.created_at DESC, p.id DESC`;
    case 'brand__name':
      return sql`b.name ASC, p.id ASC`;
    case 'price_usd':
      return sql`p.price_usd ASC NULLS LAST, p.id ASC`;
    case '-price_usd':
      return sql`p.price_usd DESC NULLS LAST, p.id DESC`;
    default:
      return sql`p.created_at DESC, p.id DESC`;
  }
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

// ── watches ────────────────────────────────────────────────────────────────────────────────────────────────

function watchQuery(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('watches as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('collections as col', 'col.id', 'p.collection_id')
    .innerJoin('watch_types as wt', 'wt.id', 'p.watch_type_id')
    .innerJoin('case_materials as cm', 'cm.id', 'p.case_material_id')
    .innerJoin('glass_types as gt', 'gt.id', 'p.glass_type_id')
    .innerJoin('movement_types as mt', 'mt.id', 'p.movement_type_id')
    .innerJoin('strap_materials as sm', 'sm.id', 'p.strap_material_id')
    .innerJoin('conditions as cd', 'cd.id', 'p.condition_id')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .select([
      'p.id',
      'p.model_name',
      'p.reference',
      'b.id as brand_id',
      'b.name as brand_name',
      'col.id as collection_id',
      'col.name as collection_name',
      loc(lang, 'wt.name').as('watch_type_name'),
      sql<string | null>`p.price_usd::text`.as('price_usd'),
      sql<string | null>`p.previous_price_usd::text`.as('previous_price_usd'),
      'p.price_on_request',
      'p.on_sale',
      loc(lang, 'p.dial_color').as('dial_color'),
      sql<number>`p.case_diameter_mm::float8`.as('case_diameter_mm'),
      sql<number | null>`p.case_thickness_mm::float8`.as('case_thickness_mm'),
      'p.water_resistance_m',
      'p.production_year',
      'p.caliber',
      'p.power_reserve_hours',
      'p.is_limited_edition',
      'p.limited_edition_pieces',
      'p.full_set',
      loc(lang, 'cm.name').as('case_material_name'),
      loc(lang, 'gt.name').as('glass_type_name'),
      loc(lang, 'mt.name').as('movement_type_name'),
      sql<string>`coalesce((
        SELECT string_agg(${loc(lang, 'f.name')}, ', ' ORDER BY f.sort_order, f.id)
        FROM watch_functions wf JOIN functions f ON f.id = wf.function_id WHERE wf.watch_id = p.id), '')`.as(
        'function_description',
      ),
      loc(lang, 'sm.name').as('strap_material_name'),
      loc(lang, 'cd.name').as('condition_description'),
      loc(lang, 'c.name').as('availability_city_name'),
      loc(lang, 'p.description').as('description'),
      photosJson('watches').as('photos'),
    ]);
}

type WatchRow = Awaited<ReturnType<ReturnType<typeof watchQuery>['executeTakeFirstOrThrow']>>;

function toWatch(row: WatchRow) {
  const { brand_id, brand_name, collection_id, collection_name, photos, ...rest } = row;
  return {
    ...rest,
    brand: { id: brand_id, name: brand_name },
    collection: collection_id === null || collection_name === null ? null : { id: collection_id, name: collection_name },
    photos: mapPhotos('watches', row.id, photos),
  };
}
export type Watch = ReturnType<typeof toWatch>;

/**
 * `p.id = ANY(ARRAY(<page ids>))`: the ids are computed once (an init plan) and the page's rows are then
 * fetched by primary key. A plain `p.id IN (<subquery>)` lets the planner join all the name tables over every
 * watch first and semi-join the page at the end (≈ 250 ms at 100 000 watches instead of ≈ 1 ms).
 */
const inPage = (ids: Expression<unknown>) => sql<SqlBool>`p.id = ANY(ARRAY(${ids}))`;

export const watchFilter = (query: CatalogueQuery) => (eb: ExpressionBuilder<Database & { p: Database['watches'] }, 'p'>) =>
  eb.and([...productConditions(eb, query), ...watchConditions(eb, query)]);

/**
 * One page of watches. The page's ids are chosen first over the bare table (the filters and the sort can use
 * the indexes, and OFFSET skips ids, not joined rows with their photo and function subqueries); only those
 * rows are then joined to their names and photos. The total is a separate query (`countWatches`) so that it
 * can be cached: it is the expensive half at 100 000 watches.
 */
export async function listWatches(
  db: Kysely<Database>,
  lang: Lang,
  query: CatalogueQuery,
  page: PageRequest,
  order?: RawBuilder<unknown>,
): Promise<Watch[]> {
  const orderBy = order ?? orderClause(query.ordering, true);
  let ids = db.selectFrom('watches as p').select('p.id').where(watchFilter(query));
  if (query.ordering === 'brand__name' && !order) ids = ids.innerJoin('brands as b', 'b.id', 'p.brand_id');
  const pageIds = ids.orderBy(orderBy).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const rows = await watchQuery(db, lang).where(inPage(pageIds)).orderBy(orderBy).execute();
  return rows.map(toWatch);
}

export async function countWatches(db: Kysely<Database>, query: CatalogueQuery): Promise<number> {
  const row = await db
    .selectFrom('watches as p')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(watchFilter(query))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function getWatch(db: Kysely<Database>, lang: Lang, id: number): Promise<Watch | undefined> {
  const row = await watchQuery(db, lang).where('p.id', '=', id).where('p.is_active', '=', true).executeTakeFirst();
  return row && toWatch(row);
}

/** Popular pieces: most viewed/requested first (popularity), newest breaking ties. */
export const popularOrder = sql`p.popularity DESC, p.id DESC`;

// ── jewelry ────────────────────────────────────────────────────────────────────────────────────────────────

function jewelryQuery(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('jewelry as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('jewelry_types as jt', 'jt.id', 'p.jewelry_type_id')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .select([
      'p.id',
      'p.model_name',
      'p.reference',
      'b.id as brand_id',
      'b.name as brand_name',
      sql<string | null>`p.price_usd::text`.as('price_usd'),
      sql<string | null>`p.previous_price_usd::text`.as('previous_price_usd'),
      'p.price_on_request',
      'p.on_sale',
      loc(lang, 'p.description').as('description'),
      loc(lang, 'jt.name').as('type_name'),
      loc(lang, 'p.insert_stone').as('insert_stone'),
      loc(lang, 'p.metal').as('metal'),
      'p.full_set',
      loc(lang, 'p.equipment_text').as('equipment_text'),
      loc(lang, 'p.condition_text').as('condition_text'),
      loc(lang, 'c.name').as('availability_city_name'),
      photosJson('jewelry').as('photos'),
    ]);
}

type JewelryRow = Awaited<ReturnType<ReturnType<typeof jewelryQuery>['executeTakeFirstOrThrow']>>;

function toJewelry(row: JewelryRow) {
  const { brand_id, brand_name, photos, ...rest } = row;
  return { ...rest, brand: { id: brand_id, name: brand_name }, photos: mapPhotos('jewelry', row.id, photos) };
}
export type Jewelry = ReturnType<typeof toJewelry>;

export function jewelryFilter(query: CatalogueQuery) {
  return (eb: ExpressionBuilder<Database & { p: Database['jewelry'] }, 'p'>) => {
    const conditions = productConditions(asProductBuilder(eb), query);
    const typeIds = idList(query.jewelry_type);
    if (typeIds.length > 0) conditions.push(eb('p.jewelry_type_id', 'in', typeIds));
    return eb.and(conditions);
  };
}

/** One page of jewelry (the same two-step shape as `listWatches`). */
export async function listJewelry(db: Kysely<Database>, lang: Lang, query: CatalogueQuery, page: PageRequest): Promise<Jewelry[]> {
  const orderBy = orderClause(query.ordering, false);
  let ids = db.selectFrom('jewelry as p').select('p.id').where(jewelryFilter(query));
  if (query.ordering === 'brand__name') ids = ids.innerJoin('brands as b', 'b.id', 'p.brand_id');
  const pageIds = ids.orderBy(orderBy).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const rows = await jewelryQuery(db, lang).where(inPage(pageIds)).orderBy(orderBy).execute();
  return rows.map(toJewelry);
}

export async function countJewelry(db: Kysely<Database>, query: CatalogueQuery): Promise<number> {
  const row = await db.selectFrom('jewelry as p').select(sql<number>`count(*)::int`.as('n')).where(jewelryFilter(query)).executeTakeFirstOrThrow();
  return row.n;
}

export async function getJewelry(db: Kysely<Database>, lang: Lang, id: number): Promise<Jewelry | undefined> {
  const row = await jewelryQuery(db, lang).where('p.id', '=', id).where('p.is_active', '=', true).executeTakeFirst();
  return row && toJewelry(row);
}

// ── bags ───────────────────────────────────────────────────────────────────────────────────────────────────

function bagQuery(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('bags as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('cities as c', 'c.id', 'p.city_id')
    .select([
      'p.id',
      'p.model_name',
      'p.reference',
      'b.id as brand_id',
      'b.name as brand_name',
      sql<string | null>`p.price_usd::text`.as('price_usd'),
      sql<string | null>`p.previous_price_usd::text`.as('previous_price_usd'),
      'p.price_on_request',
      'p.on_sale',
      loc(lang, 'p.description').as('description'),
      loc(lang, 'p.color').as('color'),
      loc(lang, 'p.material').as('material'),
      'p.full_set',
      loc(lang, 'p.kit_description').as('kit_description'),
      loc(lang, 'p.condition_text').as('condition_text'),
      loc(lang, 'c.name').as('availability_city_name'),
      photosJson('bags').as('photos'),
    ]);
}

type BagRow = Awaited<ReturnType<ReturnType<typeof bagQuery>['executeTakeFirstOrThrow']>>;

function toBag(row: BagRow) {
  const { brand_id, brand_name, photos, ...rest } = row;
  return { ...rest, brand: { id: brand_id, name: brand_name }, photos: mapPhotos('bags', row.id, photos) };
}
export type Bag = ReturnType<typeof toBag>;

export const bagFilter = (query: CatalogueQuery) => (eb: ExpressionBuilder<Database & { p: Database['bags'] }, 'p'>) =>
  eb.and(productConditions(asProductBuilder(eb), query));

/** One page of bags (the same two-step shape as `listWatches`). */
export async function listBags(db: Kysely<Database>, lang: Lang, query: CatalogueQuery, page: PageRequest): Promise<Bag[]> {
  const orderBy = orderClause(query.ordering, false);
  let ids = db.selectFrom('bags as p').select('p.id').where(bagFilter(query));
  if (query.ordering === 'brand__name') ids = ids.innerJoin('brands as b', 'b.id', 'p.brand_id');
  const pageIds = ids.orderBy(orderBy).limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const rows = await bagQuery(db, lang).where(inPage(pageIds)).orderBy(orderBy).execute();
  return rows.map(toBag);
}

export async function countBags(db: Kysely<Database>, query: CatalogueQuery): Promise<number> {
  const row = await db.selectFrom('bags as p').select(sql<number>`count(*)::int`.as('n')).where(bagFilter(query)).executeTakeFirstOrThrow();
  return row.n;
}

export async function getBag(db: Kysely<Database>, lang: Lang, id: number): Promise<Bag | undefined> {
  const row = await bagQuery(db, lang).where('p.id', '=', id).where('p.is_active', '=', true).executeTakeFirst();
  return row && toBag(row);
}
