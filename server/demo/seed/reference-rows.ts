/** Reference lists (countries, cities, workshops, named lists, brands and their collections) and brand aliases. */
import { type Kysely } from 'kysely';
import { brandKey } from '../../catalogue/keys.ts';
import { type Database, type NamedTableName } from '../../db/types.ts';
import { BRAND_ALIASES, BRANDS } from '../data/brands.ts';
import { type CityKey, CITIES, COUNTRIES, NAMED_LISTS, WORKSHOPS } from '../data/reference.ts';
import { WATCH_BRANDS } from './watch-catalogue.ts';
import { type SeedTable, type Trx, lookup } from './tables.ts';

// ── reference lists ────────────────────────────────────────────────────────────────────────────────────────

export interface RefIds {
  city: Map<CityKey, number>;
  workshop: Map<string, number>;
  brand: Map<string, number>;
  /** `${brand}\u0000${collection}` → id */
  collection: Map<string, number>;
  named: Record<NamedTableName, Map<string, number>>;
}

export async function seedReference(trx: Trx, inserted: Record<SeedTable, number>): Promise<RefIds> {
  // countries
  const haveCountries = new Set((await trx.selectFrom('countries').select('code').execute()).map((row) => row.code.trim()));
  const newCountries = COUNTRIES.filter(([code]) => !haveCountries.has(code)).map(([code, name, name_en]) => ({ code, name, name_en }));
  if (newCountries.length) {
    const result = await trx.insertInto('countries').values(newCountries).onConflict((conflict) => conflict.column('code').doNothing()).executeTakeFirst();
    inserted.countries += Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  // cities
  const cityRows = Object.values(CITIES);
  const haveCities = new Set((await trx.selectFrom('cities').select('name_en').execute()).map((row) => row.name_en));
  const newCities = cityRows.filter((city) => !haveCities.has(city.name_en));
  if (newCities.length) {
    const result = await trx.insertInto('cities').values(newCities).onConflict((conflict) => conflict.column('name_en').doNothing()).executeTakeFirst();
    inserted.cities += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const cityByName = new Map((await trx.selectFrom('cities').select(['id', 'name_en']).execute()).map((row) => [row.name_en, row.id]));
  const city = new Map<CityKey, number>();
  for (const [key, cityRow] of Object.entries(CITIES) as [CityKey, (typeof CITIES)[CityKey]][]) city.set(key, lookup(cityByName, cityRow.name_en, 'city'));

  // workshops
  const haveWorkshops = new Set((await trx.selectFrom('workshops').select('name_en').execute()).map((row) => row.name_en));
  const newWorkshops = WORKSHOPS.filter((workshop) => !haveWorkshops.has(workshop.name_en)).map((workshop) => ({
    name: workshop.name,
    name_en: workshop.name_en,
    city_id: lookup(city, workshop.city, 'city'),
    address: workshop.address,
    kind: workshop.kind,
  }));
  if (newWorkshops.length) {
    const result = await trx.insertInto('workshops').values(newWorkshops).onConflict((conflict) => conflict.column('name_en').doNothing()).executeTakeFirst();
    inserted.workshops += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const workshop = new Map((await trx.selectFrom('workshops').select(['id', 'name_en']).execute()).map((row) => [row.name_en, row.id]));

  // named lists (watch types, materials, …): sort_order is the position in reference.ts
  const named = {} as Record<NamedTableName, Map<string, number>>;
  for (const [table, list] of Object.entries(NAMED_LISTS) as [NamedTableName, Record<string, { ru: string; en: string }>][]) {
    const have = new Set((await trx.selectFrom(table).select('name_en').execute()).map((row) => row.name_en));
    const rows = Object.values(list)
      .map((item, i) => ({ name: item.ru, name_en: item.en, sort_order: i }))
      .filter((row) => !have.has(row.name_en));
    if (rows.length) {
      const result = await trx.insertInto(table).values(rows).onConflict((conflict) => conflict.column('name_en').doNothing()).executeTakeFirst();
      inserted[table] += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    const ids = new Map((await trx.selectFrom(table).select(['id', 'name_en']).execute()).map((row) => [row.name_en, row.id]));
    named[table] = ids;
  }

  // brands
  const haveBrands = new Set((await trx.selectFrom('brands').select('name').execute()).map((row) => row.name));
  const newBrands = BRANDS.filter(([name]) => !haveBrands.has(name)).map(([name, country, founded]) => ({
    name,
    name_key: brandKey(name),
    country,
    founded,
  }));
  if (newBrands.length) {
    const result = await trx.insertInto('brands').values(newBrands).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    inserted.brands += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  await syncBrandSearchKeys(trx);
  const brand = new Map((await trx.selectFrom('brands').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));

  // collections of the watch brands
  const collectionKey = (brandId: number, name: string) => `${brandId}\u0000${name}`;
  const haveCollections = new Set(
    (await trx.selectFrom('collections').select(['brand_id', 'name']).execute()).map((row) => collectionKey(row.brand_id, row.name)),
  );
  const newCollections = WATCH_BRANDS.flatMap((brandSpec) => {
    const brandId = lookup(brand, brandSpec.brand, 'brand');
    return brandSpec.collections.map((name) => ({ brand_id: brandId, name }));
  }).filter((city) => !haveCollections.has(collectionKey(city.brand_id, city.name)));
  if (newCollections.length) {
    const result = await trx
      .insertInto('collections')
      .values(newCollections)
      .onConflict((conflict) => conflict.columns(['brand_id', 'name']).doNothing())
      .executeTakeFirst();
    inserted.collections += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const brandName = new Map([...brand].map(([name, id]) => [id, name]));
  const collection = new Map(
    (await trx.selectFrom('collections').select(['id', 'brand_id', 'name']).execute()).map((row) => [`${brandName.get(row.brand_id)}\u0000${row.name}`, row.id]),
  );

  return { city, workshop, brand, collection, named };
}

/** brandKey keys of a brand's other spellings, without its own name_key, sorted (stable for comparison). */
export function brandSearchKeys(name: string): string[] {
  const own = brandKey(name);
  return [...new Set((BRAND_ALIASES[name] ?? []).map(brandKey))].filter((key) => key !== '' && key !== own).sort();
}

/**
 * Brings `brands.search_keys` in line with BRAND_ALIASES (part 1 §5: Russian names, Bulgari/Bvlgari). Only rows
 * whose keys differ are written, so a repeated run changes nothing. The server also runs it at start on an
 * already seeded database, which is how a database seeded before migration 0002 gets its aliases.
 */
export async function syncBrandSearchKeys(db: Kysely<Database>): Promise<number> {
  const rows = await db.selectFrom('brands').select(['id', 'name', 'search_keys']).execute();
  let updated = 0;
  for (const row of rows) {
    const keys = brandSearchKeys(row.name);
    if (keys.join('\u0000') === [...row.search_keys].sort().join('\u0000')) continue;
    await db.updateTable('brands').set({ search_keys: keys }).where('id', '=', row.id).execute();
    updated += 1;
  }
  return updated;
}
