import { sql, type Kysely } from 'kysely';
import type { Database, NamedTableName } from '../db/types.ts';
import type { WorkshopKind } from '../db/tables/catalogue.ts';
import type { Locale } from '../../kernel/language.ts';
import { idList } from '../catalogue/filters.ts';
import { loc } from '../db/localised.ts';

export interface Slice {
  limit: number;
  offset: number;
}

const total = sql<number>`count(*) OVER ()::int`.as('total');

function split<T extends { total: number }>(rows: T[]): { count: number; rows: Omit<T, 'total'>[] } {
  return { count: rows[0]?.total ?? 0, rows: rows.map(({ total: _t, ...row }) => row) };
}

/** Count survives a page past the end: the window count is gone there, so ask once more. */
async function withCount<T extends { total: number }>(
  rows: T[],
  slice: Slice,
  count: () => Promise<number>,
): Promise<{ count: number; rows: Omit<T, 'total'>[] }> {
  const result = split(rows);
  if (rows.length === 0 && slice.offset > 0) result.count = await count();
  return result;
}

/** The reference lists that are an id and a localised name (watch types, materials, conditions…). */
export type NamedList = NamedTableName;

export async function listNamed(db: Kysely<Database>, table: NamedList, lang: Locale, slice: Slice) {
  const rows = await db
    .selectFrom(`${table} as t` as 'watch_types as t')
    .select(['t.id', loc(lang, 't.name').as('name'), total])
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return withCount(rows, slice, async () => countOf(db, table));
}

async function countOf(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function listBrands(db: Kysely<Database>, search: string | undefined, slice: Slice) {
  let query = db.selectFrom('brands as b').select(['b.id', 'b.name', 'b.country', 'b.founded', total]);
  const text = search?.trim();
  if (text) query = query.where('b.name', 'ilike', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await query.orderBy('b.name').orderBy('b.id').limit(slice.limit).offset(slice.offset).execute();
  return withCount(rows, slice, async () => countOf(db, 'brands'));
}

export async function listCollections(
  db: Kysely<Database>,
  filter: { brand?: number; brand_ids?: string },
  slice: Slice,
) {
  const brandIds = [...idList(filter.brand_ids), ...(filter.brand !== undefined ? [filter.brand] : [])];
  let query = db
    .selectFrom('collections as c')
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['c.id', 'c.name', 'b.id as brand_id', 'b.name as brand_name', total]);
  if (brandIds.length > 0) query = query.where('c.brand_id', 'in', brandIds);
  const rows = await query.orderBy('b.name').orderBy('c.name').limit(slice.limit).offset(slice.offset).execute();
  const result = await withCount(rows, slice, async () => countOf(db, 'collections'));
  return {
    count: result.count,
    rows: result.rows.map(({ brand_id, brand_name, ...c }) => ({ ...c, brand: { id: brand_id, name: brand_name } })),
  };
}

export async function listCities(db: Kysely<Database>, lang: Locale, slice: Slice) {
  const rows = await db
    .selectFrom('cities as c')
    .select(['c.id', loc(lang, 'c.name').as('name'), 'c.country_code', total])
    .orderBy('c.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return withCount(rows, slice, async () => countOf(db, 'cities'));
}

export async function listCountries(db: Kysely<Database>, lang: Locale, slice: Slice) {
  const rows = await db
    .selectFrom('countries as c')
    .select(['c.id', 'c.code', loc(lang, 'c.name').as('name'), total])
    .orderBy(loc(lang, 'c.name'))
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return withCount(rows, slice, async () => countOf(db, 'countries'));
}

export async function listWorkshops(db: Kysely<Database>, lang: Locale, city: number | undefined, slice: Slice, kind?: WorkshopKind) {
  let query = db
    .selectFrom('workshops as w')
    .innerJoin('cities as c', 'c.id', 'w.city_id')
    .select(['w.id', loc(lang, 'w.name').as('name'), 'w.address', 'w.kind', 'c.id as city_id', loc(lang, 'c.name').as('city_name'), total]);
  if (city !== undefined) query = query.where('w.city_id', '=', city);
  // Issue 22 item 16: the «Бутик» filter asks for the boutiques only.
  if (kind !== undefined) query = query.where('w.kind', '=', kind);
  const rows = await query.orderBy('w.id').limit(slice.limit).offset(slice.offset).execute();
  const result = await withCount(rows, slice, async () => countOf(db, 'workshops'));
  return {
    count: result.count,
    rows: result.rows.map(({ city_id, city_name, ...w }) => ({ ...w, city: { id: city_id, name: city_name } })),
  };
}
