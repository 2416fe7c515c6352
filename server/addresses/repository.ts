import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AddressesTable } from '../db/tables/shopping.ts';
import type { Database } from '../db/types.ts';
import { loc } from '../db/localised.ts';
import type { Locale } from '../../kernel/language.ts';

/** Address-book queries (rules: service.ts). Every query names the owner: another customer's row is never touched. */

export type AddressRow = Selectable<AddressesTable> & { city_name: string | null };
export type AddressFields = Required<Omit<Insertable<AddressesTable>, 'id' | 'user_id' | 'created_at'>>;

function rows(db: Kysely<Database>, lang: Locale, userId: number) {
  return db
    .selectFrom('addresses as a')
    .leftJoin('cities as c', 'c.id', 'a.city_id')
    .selectAll('a')
    .select(loc<string | null>(lang, 'c.name').as('city_name'))
    .where('a.user_id', '=', userId);
}

export async function listAddresses(db: Kysely<Database>, lang: Locale, userId: number, slice: { limit: number; offset: number }): Promise<AddressRow[]> {
  return rows(db, lang, userId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(slice.limit).offset(slice.offset).execute();
}

export async function countAddresses(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAddress(db: Kysely<Database>, lang: Locale, userId: number, id: number): Promise<AddressRow | undefined> {
  return rows(db, lang, userId).where('a.id', '=', id).executeTakeFirst();
}

export async function insertAddress(db: Kysely<Database>, userId: number, fields: AddressFields): Promise<number> {
  const row = await db.insertInto('addresses').values({ ...fields, user_id: userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(db: Kysely<Database>, userId: number, id: number, fields: AddressFields): Promise<boolean> {
  const result = await db.updateTable('addresses').set(fields).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAddress(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function cityExists(db: Kysely<Database>, cityId: number): Promise<boolean> {
  return (await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined;
}
