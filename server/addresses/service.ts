import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import { badRequest, notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Locale } from '../../kernel/language.ts';
import { cityExists, countAddresses, deleteAddress, findAddress, insertAddress, listAddresses, updateAddress, type AddressFields, type AddressRow } from './repository.ts';

type Schemas = components['schemas'];
type Address = Schemas['Address'];

/**
 * The address book (part 2 §3 "Address", §5 "Address"): an address is local (a city from the list, `city_id`)
 * or international (a two-letter country and a free-text city). Line 1 keeps at least 5 characters after
 * trimming; the country is upper-cased; empty optional text is stored as null. Own addresses only: another
 * customer's id is a 404 as if it did not exist. An update merges the sent fields over the stored ones and the
 * result must satisfy the same rules.
 */

const ADDRESS_NOT_FOUND = 'Address not found.';

const optional = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

async function checked(db: Kysely<Database>, input: Schemas['AddressInput']): Promise<AddressFields> {
  const fields: AddressFields = {
    city_id: input.city_id ?? null,
    country: optional(input.country)?.toUpperCase() ?? null,
    state: optional(input.state),
    city_text: optional(input.city_text),
    postal_code: optional(input.postal_code),
    address_line1: input.address_line1.trim(),
    address_line2: optional(input.address_line2),
    comment: optional(input.comment),
  };
  const errors: Record<string, string[]> = {};
  if (fields.address_line1.length < 5) errors.address_line1 = ['At least 5 characters.'];
  if (fields.country !== null && !/^[A-Z]{2}$/.test(fields.country)) errors.country = ['A two-letter country code.'];
  if (fields.city_id === null) {
    if (fields.country === null) errors.country = ['This field is required.'];
    if (fields.city_text === null) errors.city_text = ['This field is required.'];
  } else if (!(await cityExists(db, fields.city_id))) {
    errors.city_id = ['Choose a city from the list.'];
  }
  if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
  return fields;
}

const answer = (row: AddressRow): Address => ({
  id: row.id,
  city: row.city_id !== null && row.city_name !== null ? { id: row.city_id, name: row.city_name } : null,
  city_text: row.city_text,
  state: row.state,
  country: row.country,
  postal_code: row.postal_code,
  address_line1: row.address_line1,
  address_line2: row.address_line2,
  comment: row.comment,
});

async function own(db: Kysely<Database>, lang: Locale, userId: number, id: number): Promise<AddressRow> {
  const row = await findAddress(db, lang, userId, id);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

export async function listMyAddresses(db: Kysely<Database>, userId: number, page: PageRequest, lang: Locale): Promise<{ count: number; results: Address[] }> {
  const [count, rows] = await Promise.all([countAddresses(db, userId), listAddresses(db, lang, userId, sliceOf(page))]);
  return { count, results: rows.map(answer) };
}

export async function createAddress(db: Kysely<Database>, userId: number, input: Schemas['AddressInput'], lang: Locale): Promise<Address> {
  const id = await insertAddress(db, userId, await checked(db, input));
  return answer(await own(db, lang, userId, id));
}

export async function changeAddress(db: Kysely<Database>, userId: number, id: number, update: Schemas['AddressUpdate'], lang: Locale): Promise<Address> {
  const stored = await own(db, lang, userId, id);
  const merged = { ...stored, ...update };
  const fields = await checked(db, {
    city_id: merged.city_id,
    country: merged.country,
    state: merged.state,
    city_text: merged.city_text,
    postal_code: merged.postal_code,
    address_line1: merged.address_line1,
    address_line2: merged.address_line2,
    comment: merged.comment,
  });
  if (!(await updateAddress(db, userId, id, fields))) throw notFound(ADDRESS_NOT_FOUND);
  return answer(await own(db, lang, userId, id));
}

export async function removeAddress(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw notFound(ADDRESS_NOT_FOUND);
}
