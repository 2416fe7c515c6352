/**
 * Seeds the demo boutique (reference lists, catalogue, site content) into a migrated database.
 *
 * - Deterministic: every value comes from seeded streams (random.ts) and a fixed base date, never from
 *   Math.random or the clock; two fresh databases get identical rows and ids.
 * - Idempotent: reference rows are inserted only when their unique key is missing (and ON CONFLICT DO NOTHING
 *   guards a concurrent seeder); content tables without a unique key are filled only while empty; watches are
 *   appended up to the requested count, so `watches: 400` after `watches: 320` adds the 80 watches a fresh
 *   400-watch seed would have, and running the same count again changes nothing.
 * - One transaction under an advisory lock: a failed seed leaves nothing behind and two API nodes starting at
 *   once on one PostgreSQL do not both seed. Works on PGlite (single connection) and PostgreSQL alike.
 * - Fast: multi-row inserts in batches (the 100 000-watch benchmark catalogue is a few minutes on PGlite).
 * - No users, carts or orders: those come from real sign-ups.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { brandKey } from '../../catalogue/keys.ts';
import type { Database, NamedTableName } from '../../db/types.ts';
import { generateBags } from './bags.ts';
import { BRAND_ALIASES, BRANDS } from './brands.ts';
import { banners, FAQS, PROMO_CODES, VIDEOS } from './content.ts';
import { generateJewelry } from './jewelry.ts';
import type { PhotoPlan } from './photos.ts';
import {
  CASE_MATERIALS,
  CITIES,
  CONDITIONS,
  COUNTRIES,
  FUNCTIONS,
  GLASS_TYPES,
  JEWELRY_TYPES,
  MOVEMENT_TYPES,
  NAMED_LISTS,
  STRAP_MATERIALS,
  WATCH_TYPES,
  WORKSHOPS,
  DIALS,
  type CityKey,
} from './reference.ts';
import { WATCH_BRANDS } from './watch-models.ts';
import { BASE_DATE, generateWatches, watchKey, type GeneratedWatch } from './watches.ts';

export interface SeedOptions {
  /** Watches the catalogue should hold (default 320; SEED_WATCHES=100000 for benchmarks). */
  watches?: number;
  log?: (msg: string) => void;
}

export const SEED_TABLES = [
  'countries',
  'cities',
  'workshops',
  'brands',
  'collections',
  'watch_types',
  'case_materials',
  'glass_types',
  'movement_types',
  'functions',
  'strap_materials',
  'conditions',
  'jewelry_types',
  'watches',
  'watch_functions',
  'jewelry',
  'bags',
  'product_photos',
  'banners',
  'faqs',
  'videos',
  'promo_codes',
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

export interface SeedReport {
  /** Rows this run added, per table (all zero on a repeated run). */
  inserted: Record<SeedTable, number>;
  /** Rows in each table after the run. */
  total: Record<SeedTable, number>;
}

export const DEFAULT_WATCHES = 320;

/** Rows per INSERT: large enough to be fast, well under PostgreSQL's 65 535 bind parameters (33 per watch). */
const BATCH = 500;
const PHOTO_BATCH = 2000;
/** pg_advisory_xact_lock key: "seed" in ASCII. */
const LOCK_KEY = 0x73656564;

type Trx = Transaction<Database>;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function emptyCounts(): Record<SeedTable, number> {
  return Object.fromEntries(SEED_TABLES.map((t) => [t, 0])) as Record<SeedTable, number>;
}

/**
 * The price columns of a generated piece: a price on request keeps its figure in `guide_price_usd` only, for the
 * managers; shoppers' columns stay empty (migration 0012, issue 22 item 1).
 */
function shownPrices(piece: { price: string | null; previousPrice: string | null; priceOnRequest: boolean }) {
  const hidden = piece.priceOnRequest;
  return {
    price_usd: hidden ? null : piece.price,
    previous_price_usd: hidden ? null : piece.previousPrice,
    guide_price_usd: hidden ? piece.price : null,
    price_on_request: piece.priceOnRequest,
  };
}

function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return id;
}

export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const target = options.watches ?? DEFAULT_WATCHES;
  if (!Number.isInteger(target) || target < 0) throw new Error(`seed: watches must be a non-negative integer, got ${target}`);
  const log = options.log ?? (() => {});
  const inserted = emptyCounts();

  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
    const refs = await seedReference(trx, inserted);
    log(`seed: reference lists ready (${BRANDS.length} brands, ${COUNTRIES.length} countries)`);
    await seedWatches(trx, refs, target, inserted, log);
    await seedJewelry(trx, refs, inserted);
    await seedBags(trx, refs, inserted);
    log(`seed: jewelry +${inserted.jewelry}, bags +${inserted.bags}`);
    await seedContent(trx, refs, inserted);
  });

  const total = emptyCounts();
  for (const table of SEED_TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
    total[table] = rows[0]?.n ?? 0;
  }
  return { inserted, total };
}

// ── reference lists ────────────────────────────────────────────────────────────────────────────────────────

interface RefIds {
  city: Map<CityKey, number>;
  workshop: Map<string, number>;
  brand: Map<string, number>;
  /** `${brand}\u0000${collection}` → id */
  collection: Map<string, number>;
  named: Record<NamedTableName, Map<string, number>>;
}

async function seedReference(trx: Trx, inserted: Record<SeedTable, number>): Promise<RefIds> {
  // countries
  const haveCountries = new Set((await trx.selectFrom('countries').select('code').execute()).map((r) => r.code.trim()));
  const newCountries = COUNTRIES.filter(([code]) => !haveCountries.has(code)).map(([code, name, name_en]) => ({ code, name, name_en }));
  if (newCountries.length) {
    const result = await trx.insertInto('countries').values(newCountries).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
    inserted.countries += Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  // cities
  const cityRows = Object.values(CITIES);
  const haveCities = new Set((await trx.selectFrom('cities').select('name_en').execute()).map((r) => r.name_en));
  const newCities = cityRows.filter((c) => !haveCities.has(c.name_en));
  if (newCities.length) {
    const result = await trx.insertInto('cities').values(newCities).onConflict((oc) => oc.column('name_en').doNothing()).executeTakeFirst();
    inserted.cities += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const cityByName = new Map((await trx.selectFrom('cities').select(['id', 'name_en']).execute()).map((r) => [r.name_en, r.id]));
  const city = new Map<CityKey, number>();
  for (const [key, c] of Object.entries(CITIES) as [CityKey, (typeof CITIES)[CityKey]][]) city.set(key, lookup(cityByName, c.name_en, 'city'));

  // workshops
  const haveWorkshops = new Set((await trx.selectFrom('workshops').select('name_en').execute()).map((r) => r.name_en));
  const newWorkshops = WORKSHOPS.filter((w) => !haveWorkshops.has(w.name_en)).map((w) => ({
    name: w.name,
    name_en: w.name_en,
    city_id: lookup(city, w.city, 'city'),
    address: w.address,
    kind: w.kind,
  }));
  if (newWorkshops.length) {
    const result = await trx.insertInto('workshops').values(newWorkshops).onConflict((oc) => oc.column('name_en').doNothing()).executeTakeFirst();
    inserted.workshops += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const workshop = new Map((await trx.selectFrom('workshops').select(['id', 'name_en']).execute()).map((r) => [r.name_en, r.id]));

  // named lists (watch types, materials, …): sort_order is the position in reference.ts
  const named = {} as Record<NamedTableName, Map<string, number>>;
  for (const [table, list] of Object.entries(NAMED_LISTS) as [NamedTableName, Record<string, { ru: string; en: string }>][]) {
    const have = new Set((await trx.selectFrom(table).select('name_en').execute()).map((r) => r.name_en));
    const rows = Object.values(list)
      .map((item, i) => ({ name: item.ru, name_en: item.en, sort_order: i }))
      .filter((row) => !have.has(row.name_en));
    if (rows.length) {
      const result = await trx.insertInto(table).values(rows).onConflict((oc) => oc.column('name_en').doNothing()).executeTakeFirst();
      inserted[table] += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    const ids = new Map((await trx.selectFrom(table).select(['id', 'name_en']).execute()).map((r) => [r.name_en, r.id]));
    named[table] = ids;
  }

  // brands
  const haveBrands = new Set((await trx.selectFrom('brands').select('name').execute()).map((r) => r.name));
  const newBrands = BRANDS.filter(([name]) => !haveBrands.has(name)).map(([name, country, founded]) => ({
    name,
    name_key: brandKey(name),
    country,
    founded,
  }));
  if (newBrands.length) {
    const result = await trx.insertInto('brands').values(newBrands).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    inserted.brands += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  await syncBrandSearchKeys(trx);
  const brand = new Map((await trx.selectFrom('brands').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));

  // collections of the watch brands
  const collectionKey = (brandId: number, name: string) => `${brandId}\u0000${name}`;
  const haveCollections = new Set(
    (await trx.selectFrom('collections').select(['brand_id', 'name']).execute()).map((r) => collectionKey(r.brand_id, r.name)),
  );
  const newCollections = WATCH_BRANDS.flatMap((b) => {
    const brandId = lookup(brand, b.brand, 'brand');
    return b.collections.map((name) => ({ brand_id: brandId, name }));
  }).filter((c) => !haveCollections.has(collectionKey(c.brand_id, c.name)));
  if (newCollections.length) {
    const result = await trx
      .insertInto('collections')
      .values(newCollections)
      .onConflict((oc) => oc.columns(['brand_id', 'name']).doNothing())
      .executeTakeFirst();
    inserted.collections += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const brandName = new Map([...brand].map(([name, id]) => [id, name]));
  const collection = new Map(
    (await trx.selectFrom('collections').select(['id', 'brand_id', 'name']).execute()).map((r) => [`${brandName.get(r.brand_id)}\u0000${r.name}`, r.id]),
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

/**
 * The /faq groups of the seeded questions (migration 0009 added them after databases were seeded): set where a
 * seeded question has none yet, so a manager's own grouping is never overwritten. Answers how many changed.
 */
export async function syncFaqSections(db: Kysely<Database>): Promise<number> {
  let updated = 0;
  for (const faq of FAQS) {
    const result = await db.updateTable('faqs').set({ section: faq.section }).where('question', '=', faq.question).where('section', 'is', null).executeTakeFirst();
    updated += Number(result.numUpdatedRows);
  }
  return updated;
}

// ── watches ────────────────────────────────────────────────────────────────────────────────────────────────

async function seedWatches(trx: Trx, refs: RefIds, target: number, inserted: Record<SeedTable, number>, log: (msg: string) => void): Promise<void> {
  const { n: existing } = await trx.selectFrom('watches').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (existing >= target) {
    log(`seed: watches already ${existing} (requested ${target}), none added`);
    return;
  }
  // Watch i is the same whatever the total, so the first `existing` generated watches are the ones already
  // stored by an earlier run; only the rest is inserted.
  const generated = generateWatches(target).slice(existing);
  const n = refs.named;
  const id = (table: NamedTableName, nameEn: string) => lookup(n[table], nameEn, table);

  for (const batch of chunks(generated, BATCH)) {
    const rows = batch.map((w) => ({
      brand_id: lookup(refs.brand, w.brand, 'brand'),
      collection_id: lookup(refs.collection, `${w.brand}\u0000${w.collection}`, 'collection'),
      model_name: w.model,
      reference: w.reference,
      reference_key: w.referenceKey,
      watch_type_id: id('watch_types', WATCH_TYPES[w.type].en),
      case_material_id: id('case_materials', CASE_MATERIALS[w.material].en),
      glass_type_id: id('glass_types', GLASS_TYPES[w.glass].en),
      movement_type_id: id('movement_types', MOVEMENT_TYPES[w.movement].en),
      strap_material_id: id('strap_materials', STRAP_MATERIALS[w.strap].en),
      condition_id: id('conditions', CONDITIONS[w.condition].en),
      city_id: lookup(refs.city, w.city, 'city'),
      workshop_id: w.workshop === null ? null : lookup(refs.workshop, w.workshop, 'workshop'),
      ...shownPrices(w),
      on_sale: w.onSale,
      dial_color: DIALS[w.dial].ru,
      dial_color_en: DIALS[w.dial].en,
      case_diameter_mm: w.diameter,
      case_thickness_mm: w.thickness,
      water_resistance_m: w.waterResistance,
      production_year: w.year,
      caliber: w.caliber,
      power_reserve_hours: w.powerReserve,
      is_limited_edition: w.limitedPieces !== null,
      limited_edition_pieces: w.limitedPieces,
      full_set: w.fullSet,
      description: w.description,
      description_en: w.descriptionEn,
      popularity: w.popularity,
      created_at: w.createdAt.toISOString(),
    }));
    const saved = await trx
      .insertInto('watches')
      .values(rows)
      .onConflict((oc) => oc.columns(['brand_id', 'reference', 'production_year', 'city_id']).doNothing())
      .returning(['id', 'brand_id', 'reference', 'production_year', 'city_id'])
      .execute();
    inserted.watches += saved.length;

    // Children are keyed by the unique key, not by position: a row skipped on conflict must not shift the rest.
    const byKey = new Map<string, GeneratedWatch>(
      batch.map((w) => [watchKey(String(lookup(refs.brand, w.brand, 'brand')), w.reference, w.year, String(lookup(refs.city, w.city, 'city'))), w]),
    );
    const functionRows: { watch_id: number; function_id: number }[] = [];
    const photoRows: PhotoRow[] = [];
    for (const row of saved) {
      const w = byKey.get(watchKey(String(row.brand_id), row.reference, row.production_year, String(row.city_id)));
      if (!w) continue;
      for (const f of w.functions) functionRows.push({ watch_id: row.id, function_id: id('functions', FUNCTIONS[f].en) });
      photoRows.push(...photoRowsFor({ watch_id: row.id, jewelry_id: null, bag_id: null }, w.photos));
    }
    if (functionRows.length) {
      await trx.insertInto('watch_functions').values(functionRows).onConflict((oc) => oc.doNothing()).execute();
      inserted.watch_functions += functionRows.length;
    }
    await insertPhotos(trx, photoRows, inserted);
  }
  if (inserted.watches < generated.length) {
    log(`seed: ${generated.length - inserted.watches} watches skipped: their (brand, reference, year, city) already existed`);
  }
  log(`seed: watches +${inserted.watches} (now ${existing + inserted.watches})`);
}

// ── photos ─────────────────────────────────────────────────────────────────────────────────────────────────

interface PhotoRow {
  watch_id: number | null;
  jewelry_id: number | null;
  bag_id: number | null;
  view: number;
  position: number;
  is_primary: boolean;
}

function photoRowsFor(owner: Pick<PhotoRow, 'watch_id' | 'jewelry_id' | 'bag_id'>, plan: readonly PhotoPlan[]): PhotoRow[] {
  return plan.map((p) => ({ ...owner, view: p.view, position: p.position, is_primary: p.isPrimary }));
}

async function insertPhotos(trx: Trx, rows: readonly PhotoRow[], inserted: Record<SeedTable, number>): Promise<void> {
  for (const batch of chunks(rows, PHOTO_BATCH)) {
    await trx.insertInto('product_photos').values(batch).execute();
    inserted.product_photos += batch.length;
  }
}

// ── jewelry and bags ───────────────────────────────────────────────────────────────────────────────────────

/** Part 1 §9: the availability city of jewelry and bags is fixed as Dubai. */
const JEWELRY_AND_BAGS_CITY: CityKey = 'dubai';

async function seedJewelry(trx: Trx, refs: RefIds, inserted: Record<SeedTable, number>): Promise<void> {
  const have = new Set((await trx.selectFrom('jewelry').select(['brand_id', 'reference']).execute()).map((r) => `${r.brand_id}\u0000${r.reference}`));
  const items = generateJewelry(BASE_DATE)
    .map((item) => ({ item, brandId: lookup(refs.brand, item.brand, 'brand') }))
    .filter(({ item, brandId }) => !have.has(`${brandId}\u0000${item.reference}`));
  if (!items.length) return;
  const cityId = lookup(refs.city, JEWELRY_AND_BAGS_CITY, 'city');
  const saved = await trx
    .insertInto('jewelry')
    .values(
      items.map(({ item, brandId }) => ({
        brand_id: brandId,
        jewelry_type_id: lookup(refs.named.jewelry_types, JEWELRY_TYPES[item.type].en, 'jewelry type'),
        model_name: item.model,
        reference: item.reference,
        reference_key: item.referenceKey,
        ...shownPrices(item),
        on_sale: item.onSale,
        metal: item.metal,
        metal_en: item.metalEn,
        insert_stone: item.stone,
        insert_stone_en: item.stoneEn,
        full_set: item.fullSet,
        equipment_text: item.equipment,
        equipment_text_en: item.equipmentEn,
        condition_text: item.condition,
        condition_text_en: item.conditionEn,
        city_id: cityId,
        description: item.description,
        description_en: item.descriptionEn,
        popularity: item.popularity,
        created_at: item.createdAt.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'reference']).doNothing())
    .returning(['id', 'brand_id', 'reference'])
    .execute();
  inserted.jewelry += saved.length;
  const byKey = new Map(items.map(({ item, brandId }) => [`${brandId}\u0000${item.reference}`, item]));
  const photos = saved.flatMap((row) => {
    const item = byKey.get(`${row.brand_id}\u0000${row.reference}`);
    return item ? photoRowsFor({ watch_id: null, jewelry_id: row.id, bag_id: null }, item.photos) : [];
  });
  await insertPhotos(trx, photos, inserted);
}

async function seedBags(trx: Trx, refs: RefIds, inserted: Record<SeedTable, number>): Promise<void> {
  const have = new Set((await trx.selectFrom('bags').select(['brand_id', 'reference']).execute()).map((r) => `${r.brand_id}\u0000${r.reference}`));
  const items = generateBags(BASE_DATE)
    .map((item) => ({ item, brandId: lookup(refs.brand, item.brand, 'brand') }))
    .filter(({ item, brandId }) => !have.has(`${brandId}\u0000${item.reference}`));
  if (!items.length) return;
  const cityId = lookup(refs.city, JEWELRY_AND_BAGS_CITY, 'city');
  const saved = await trx
    .insertInto('bags')
    .values(
      items.map(({ item, brandId }) => ({
        brand_id: brandId,
        model_name: item.model,
        reference: item.reference,
        reference_key: item.referenceKey,
        ...shownPrices(item),
        on_sale: item.onSale,
        color: item.colour,
        color_en: item.colourEn,
        material: item.material,
        material_en: item.materialEn,
        full_set: item.fullSet,
        kit_description: item.kit,
        kit_description_en: item.kitEn,
        condition_text: item.condition,
        condition_text_en: item.conditionEn,
        city_id: cityId,
        description: item.description,
        description_en: item.descriptionEn,
        popularity: item.popularity,
        created_at: item.createdAt.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['brand_id', 'reference']).doNothing())
    .returning(['id', 'brand_id', 'reference'])
    .execute();
  inserted.bags += saved.length;
  const byKey = new Map(items.map(({ item, brandId }) => [`${brandId}\u0000${item.reference}`, item]));
  const photos = saved.flatMap((row) => {
    const item = byKey.get(`${row.brand_id}\u0000${row.reference}`);
    return item ? photoRowsFor({ watch_id: null, jewelry_id: null, bag_id: row.id }, item.photos) : [];
  });
  await insertPhotos(trx, photos, inserted);
}

// ── site content ───────────────────────────────────────────────────────────────────────────────────────────

async function isEmpty(trx: Trx, table: 'banners' | 'faqs' | 'videos'): Promise<boolean> {
  return !(await trx.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

async function seedContent(trx: Trx, refs: RefIds, inserted: Record<SeedTable, number>): Promise<void> {
  const daysBefore = (days: number) => new Date(BASE_DATE - days * 86_400_000).toISOString();

  // Banners, FAQ and videos have no natural unique key: they are seeded only into an empty table, so that a
  // manager's later edits are never duplicated or overwritten.
  if (await isEmpty(trx, 'banners')) {
    const rows = banners((name) => lookup(refs.brand, name, 'brand')).map((b, i) => ({ ...b, sort_order: i, created_at: daysBefore(i) }));
    await trx.insertInto('banners').values(rows).execute();
    inserted.banners += rows.length;
  }
  if (await isEmpty(trx, 'faqs')) {
    const rows = FAQS.map((f, i) => ({ ...f, sort_order: i }));
    await trx.insertInto('faqs').values(rows).execute();
    inserted.faqs += rows.length;
  }
  await syncFaqSections(trx);
  if (await isEmpty(trx, 'videos')) {
    const rows = VIDEOS.map((v, i) => ({ ...v, sort_order: i, created_at: daysBefore(3 * i) }));
    await trx.insertInto('videos').values(rows).execute();
    inserted.videos += rows.length;
  }
  const haveCodes = new Set((await trx.selectFrom('promo_codes').select('code').execute()).map((r) => r.code));
  const codes = PROMO_CODES.filter((p) => !haveCodes.has(p.code)).map((p) => ({
    code: p.code,
    type: p.type,
    value: p.value,
    is_active: p.is_active,
    valid_until: p.valid_until?.toISOString() ?? null,
  }));
  if (codes.length) {
    const result = await trx.insertInto('promo_codes').values(codes).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
    inserted.promo_codes += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
}
