import type { Kysely } from 'kysely';
import { brandKey } from '../catalogue/keys.ts';
import type { Database, NamedTableName } from '../db/types.ts';
import { nameKey } from './catalogue-format.ts';

/**
 * The lists a catalogue row names by text (issue 27): brands, collections, cities, workshops and the named lists of
 * the filters, each found by its Russian or English name whatever the case. Read once per import (they are small).
 */
export interface Named {
  id: number;
  name: string;
  name_en: string;
}

export interface Workshop extends Named {
  city_id: number;
}

export interface References {
  /** By brandKey of the name and of every alias (search_keys: Russian names, Bulgari for Bvlgari). */
  brands: Map<string, { id: number; name: string }>;
  brandNames: Map<number, string>;
  /** `${brand_id} ${nameKey(name)}` → id, and id → name. */
  collections: Map<string, number>;
  collectionNames: Map<number, string>;
  named: Record<NamedTableName, NamedList>;
  cities: NamedList;
  workshops: NamedList<Workshop>;
}

/** One list, by either name (nameKey) and by id. */
export class NamedList<T extends Named = Named> {
  private readonly byName = new Map<string, T>();
  readonly byId = new Map<number, T>();

  constructor(rows: readonly T[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.byName.set(nameKey(row.name_en), row);
      if (!this.byName.has(nameKey(row.name))) this.byName.set(nameKey(row.name), row);
    }
  }

  find(text: string): T | undefined {
    return this.byName.get(nameKey(text));
  }
}

const NAMED_TABLES: readonly NamedTableName[] = ['watch_types', 'case_materials', 'glass_types', 'movement_types', 'functions', 'strap_materials', 'conditions', 'jewelry_types'];

export async function loadReferences(db: Kysely<Database>): Promise<References> {
  const brandRows = await db.selectFrom('brands').select(['id', 'name', 'name_key', 'search_keys']).execute();
  const brands = new Map<string, { id: number; name: string }>();
  for (const row of brandRows) brands.set(row.name_key, { id: row.id, name: row.name });
  for (const row of brandRows) for (const alias of row.search_keys) if (!brands.has(alias)) brands.set(alias, { id: row.id, name: row.name });
  const collectionRows = await db.selectFrom('collections').select(['id', 'brand_id', 'name']).execute();
  const named = {} as Record<NamedTableName, NamedList>;
  for (const table of NAMED_TABLES) named[table] = new NamedList(await db.selectFrom(table).select(['id', 'name', 'name_en']).execute());
  return {
    brands,
    brandNames: new Map(brandRows.map((row) => [row.id, row.name])),
    collections: new Map(collectionRows.map((row) => [collectionKey(row.brand_id, row.name), row.id])),
    collectionNames: new Map(collectionRows.map((row) => [row.id, row.name])),
    named,
    cities: new NamedList(await db.selectFrom('cities').select(['id', 'name', 'name_en']).execute()),
    workshops: new NamedList(await db.selectFrom('workshops').select(['id', 'name', 'name_en', 'city_id']).execute()),
  };
}

export const collectionKey = (brandId: number, name: string): string => `${brandId} ${nameKey(name)}`;

export function findBrand(references: References, text: string): { id: number; name: string } | undefined {
  return references.brands.get(brandKey(text));
}

/** A collection the file names that the brand does not have yet: made in the import's transaction. */
export async function createCollection(db: Kysely<Database>, references: References, brandId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('collections')
    .values({ brand_id: brandId, name })
    .onConflict((conflict) => conflict.columns(['brand_id', 'name']).doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  references.collections.set(collectionKey(brandId, name), row.id);
  references.collectionNames.set(row.id, name);
  return row.id;
}
