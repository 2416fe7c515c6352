import { sql, type Kysely, type Updateable } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import type { ProductColumns } from '../db/tables/catalogue.ts';
import { likePattern } from '../orders/repository.ts';

/**
 * The staff's queries of the catalogue (issue 27): watches, jewelry and bags in one list, hidden ones included, with
 * their stock, holds and prices; and one piece locked for a change.
 */

export type StaffProductKind = 'watch' | 'jewelry' | 'bag';
export type StaffProductTable = 'watches' | 'jewelry' | 'bags';

export const TABLE_OF_KIND: Readonly<Record<StaffProductKind, StaffProductTable>> = { watch: 'watches', jewelry: 'jewelry', bag: 'bags' };

export interface StaffProductFilter {
  kind?: StaffProductKind | undefined;
  hidden?: boolean | undefined;
  search?: string | undefined;
}

/** A row as the staff list answers it (the contract's ManageProduct but its `url`), with its time for the order. */
export type StaffProductRow = Omit<components['schemas']['ManageProduct'], 'url'> & { created_at: Date };

function rowsOf(db: Kysely<Database>, kind: StaffProductKind, filter: StaffProductFilter) {
  // One query shape over the three tables (they share ProductColumns); the cast names one of them for Kysely.
  let rows = db
    .selectFrom(`${TABLE_OF_KIND[kind]} as p` as 'watches as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      sql<StaffProductKind>`${kind}::text`.as('kind'),
      'p.id',
      'p.sku',
      'b.name as brand',
      'p.model_name',
      'p.reference',
      'p.price_usd',
      'p.previous_price_usd',
      'p.price_on_request',
      'p.stock',
      'p.reserved',
      // Sold: its last piece was delivered (the sales history's mark) and none came back since.
      sql<boolean>`p.stock = 0 AND p.sold_at IS NOT NULL`.as('sold'),
      sql<boolean>`NOT p.is_active`.as('hidden'),
      'p.created_at',
    ]);
  if (filter.hidden !== undefined) rows = rows.where('p.is_active', '=', !filter.hidden);
  const text = filter.search?.trim() ?? '';
  if (text !== '') rows = rows.where(sql<string>`concat_ws(' ', b.name, p.model_name, p.reference, p.sku)`, 'ilike', likePattern(text));
  return rows;
}

function matching(db: Kysely<Database>, filter: StaffProductFilter) {
  const kinds = filter.kind ? [filter.kind] : (Object.keys(TABLE_OF_KIND) as StaffProductKind[]);
  const [first, ...rest] = kinds.map((kind) => rowsOf(db, kind, filter));
  let union = first as ReturnType<typeof rowsOf>;
  for (const part of rest) union = union.unionAll(part);
  return db.selectFrom(union.as('u'));
}

/** Newest first: what was just imported or added is on top. */
export async function listStaffProducts(db: Kysely<Database>, filter: StaffProductFilter, slice: { limit: number; offset: number }): Promise<StaffProductRow[]> {
  const rows = await matching(db, filter)
    .selectAll()
    .orderBy('u.created_at', 'desc')
    .orderBy('u.kind')
    .orderBy('u.id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return rows as StaffProductRow[];
}

export async function countStaffProducts(db: Kysely<Database>, filter: StaffProductFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One piece, hidden or not. */
export async function findStaffProduct(db: Kysely<Database>, kind: StaffProductKind, id: number): Promise<StaffProductRow | undefined> {
  return (await rowsOf(db, kind, {}).where('p.id', '=', id).executeTakeFirst()) as StaffProductRow | undefined;
}

/** What a change reads before it writes, the row locked until the transaction ends. */
export interface LockedProduct {
  brand: string;
  model_name: string;
  reference: string;
  price_usd: string | null;
  previous_price_usd: string | null;
  price_on_request: boolean;
  guide_price_usd: string | null;
  stock: number;
  reserved: number;
  is_active: boolean;
}

export async function lockStaffProduct(trx: Kysely<Database>, kind: StaffProductKind, id: number): Promise<LockedProduct | undefined> {
  return trx
    .selectFrom(`${TABLE_OF_KIND[kind]} as p` as 'watches as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['b.name as brand', 'p.model_name', 'p.reference', 'p.price_usd', 'p.previous_price_usd', 'p.price_on_request', 'p.guide_price_usd', 'p.stock', 'p.reserved', 'p.is_active'])
    .where('p.id', '=', id)
    .forUpdate('p')
    .executeTakeFirst();
}

export async function updateStaffProduct(trx: Kysely<Database>, kind: StaffProductKind, id: number, values: Updateable<ProductColumns>): Promise<void> {
  await trx
    .updateTable(TABLE_OF_KIND[kind] as 'watches')
    .set(values)
    .where('id', '=', id)
    .execute();
}
