/** The catalogue: watches appended up to the count asked, jewelry and bags added where missing, with their photos. */
import { sql } from 'kysely';
import { recordArrived } from '../../alerts/events.ts';
import { type NamedTableName } from '../../db/types.ts';
import { generateBags } from './bags.ts';
import { generateJewelry } from './jewelry.ts';
import { type CityKey, CASE_MATERIALS, CONDITIONS, DIALS, FUNCTIONS, GLASS_TYPES, JEWELRY_TYPES, MOVEMENT_TYPES, STRAP_MATERIALS, WATCH_TYPES } from '../data/reference.ts';
import { type GeneratedWatch, BASE_DATE, generateWatches, watchKey } from './watches.ts';
import { type RefIds } from './reference-rows.ts';
import { type PhotoRow, type SeedTable, type Trx, BATCH, chunks, insertPhotos, lookup, photoRowsFor, shownPrices } from './tables.ts';

// ── watches ────────────────────────────────────────────────────────────────────────────────────────────────

export async function seedWatches(trx: Trx, refs: RefIds, target: number, inserted: Record<SeedTable, number>, log: (msg: string) => void): Promise<void> {
  const { n: existing } = await trx.selectFrom('watches').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  if (existing >= target) {
    log(`seed: watches already ${existing} (requested ${target}), none added`);
    return;
  }
  // Watch i is the same whatever the total, so the first `existing` generated watches are the ones already
  // stored by an earlier run; only the rest is inserted.
  const generated = generateWatches(target).slice(existing);
  // Issue 26: the demo boutique has already placed a few pieces with collectors, so /sales-history is not empty out
  // of the box: every fiftieth watch (the 50th, the 100th, …: none in a catalogue of fewer than 50) is sold, one
  // month apart before the base date. Deterministic, like everything the seed writes.
  const soldAt = new Map(
    generated.flatMap((watch, j) => {
      const index = existing + j;
      return index % 50 === 49 ? [[watch, new Date(BASE_DATE - ((index + 1) / 50) * 30 * 86_400_000)] as const] : [];
    }),
  );
  const named = refs.named;
  const id = (table: NamedTableName, nameEn: string) => lookup(named[table], nameEn, table);

  for (const batch of chunks(generated, BATCH)) {
    const rows = batch.map((watch) => ({
      brand_id: lookup(refs.brand, watch.brand, 'brand'),
      collection_id: lookup(refs.collection, `${watch.brand}\u0000${watch.collection}`, 'collection'),
      model_name: watch.model,
      reference: watch.reference,
      reference_key: watch.referenceKey,
      watch_type_id: id('watch_types', WATCH_TYPES[watch.type].en),
      case_material_id: id('case_materials', CASE_MATERIALS[watch.material].en),
      glass_type_id: id('glass_types', GLASS_TYPES[watch.glass].en),
      movement_type_id: id('movement_types', MOVEMENT_TYPES[watch.movement].en),
      strap_material_id: id('strap_materials', STRAP_MATERIALS[watch.strap].en),
      condition_id: id('conditions', CONDITIONS[watch.condition].en),
      city_id: lookup(refs.city, watch.city, 'city'),
      workshop_id: watch.workshop === null ? null : lookup(refs.workshop, watch.workshop, 'workshop'),
      ...shownPrices(watch),
      on_sale: watch.onSale,
      dial_color: DIALS[watch.dial].ru,
      dial_color_en: DIALS[watch.dial].en,
      case_diameter_mm: watch.diameter,
      case_thickness_mm: watch.thickness,
      water_resistance_m: watch.waterResistance,
      production_year: watch.year,
      caliber: watch.caliber,
      power_reserve_hours: watch.powerReserve,
      is_limited_edition: watch.limitedPieces !== null,
      limited_edition_pieces: watch.limitedPieces,
      full_set: watch.fullSet,
      description: watch.description,
      description_en: watch.descriptionEn,
      popularity: watch.popularity,
      created_at: watch.createdAt.toISOString(),
      stock: soldAt.has(watch) ? 0 : 1,
      sold_at: soldAt.get(watch) ?? null,
    }));
    const saved = await trx
      .insertInto('watches')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['brand_id', 'reference', 'production_year', 'city_id']).doNothing())
      .returning(['id', 'brand_id', 'reference', 'production_year', 'city_id'])
      .execute();
    inserted.watches += saved.length;
    // Issue 28: what the seed adds has arrived, like an import's new pieces (on a fresh database no search waits).
    await recordArrived(trx, 'watches', saved.map((row) => row.id));

    // Children are keyed by the unique key, not by position: a row skipped on conflict must not shift the rest.
    const byKey = new Map<string, GeneratedWatch>(
      batch.map((watch) => [watchKey(String(lookup(refs.brand, watch.brand, 'brand')), watch.reference, watch.year, String(lookup(refs.city, watch.city, 'city'))), watch]),
    );
    const functionRows: { watch_id: number; function_id: number }[] = [];
    const photoRows: PhotoRow[] = [];
    for (const row of saved) {
      const watch = byKey.get(watchKey(String(row.brand_id), row.reference, row.production_year, String(row.city_id)));
      if (!watch) continue;
      for (const functionKey of watch.functions) functionRows.push({ watch_id: row.id, function_id: id('functions', FUNCTIONS[functionKey].en) });
      photoRows.push(...photoRowsFor({ watch_id: row.id, jewelry_id: null, bag_id: null }, watch.photos));
    }
    if (functionRows.length) {
      await trx.insertInto('watch_functions').values(functionRows).onConflict((conflict) => conflict.doNothing()).execute();
      inserted.watch_functions += functionRows.length;
    }
    await insertPhotos(trx, photoRows, inserted);
  }
  if (inserted.watches < generated.length) {
    log(`seed: ${generated.length - inserted.watches} watches skipped: their (brand, reference, year, city) already existed`);
  }
  log(`seed: watches +${inserted.watches} (now ${existing + inserted.watches})`);
}

// ── jewelry and bags ───────────────────────────────────────────────────────────────────────────────────────

/** Part 1 §9: the availability city of jewelry and bags is fixed as Dubai. */
const JEWELRY_AND_BAGS_CITY: CityKey = 'dubai';

export async function seedJewelry(trx: Trx, refs: RefIds, inserted: Record<SeedTable, number>): Promise<void> {
  const have = new Set((await trx.selectFrom('jewelry').select(['brand_id', 'reference']).execute()).map((row) => `${row.brand_id}\u0000${row.reference}`));
  const items = generateJewelry(BASE_DATE)
    .map((item) => ({ item, brandId: lookup(refs.brand, item.brand, 'brand') }))
    .filter(({ item, brandId }) => !have.has(`${brandId}\u0000${item.reference}`));
  if (!items.length) return;
  const cityId = lookup(refs.city, JEWELRY_AND_BAGS_CITY, 'city');
  const saved = await trx
    .insertInto('jewelry')
    .values(
      items.map(({ item, brandId }, index) => ({
        brand_id: brandId,
        // Issue 26: jewelry and bags may be more than one piece (1–3, by position: deterministic); watches are one.
        stock: 1 + (index % 3),
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
    .onConflict((conflict) => conflict.columns(['brand_id', 'reference']).doNothing())
    .returning(['id', 'brand_id', 'reference'])
    .execute();
  inserted.jewelry += saved.length;
  await recordArrived(trx, 'jewelry', saved.map((row) => row.id));
  const byKey = new Map(items.map(({ item, brandId }) => [`${brandId}\u0000${item.reference}`, item]));
  const photos = saved.flatMap((row) => {
    const item = byKey.get(`${row.brand_id}\u0000${row.reference}`);
    return item ? photoRowsFor({ watch_id: null, jewelry_id: row.id, bag_id: null }, item.photos) : [];
  });
  await insertPhotos(trx, photos, inserted);
}

export async function seedBags(trx: Trx, refs: RefIds, inserted: Record<SeedTable, number>): Promise<void> {
  const have = new Set((await trx.selectFrom('bags').select(['brand_id', 'reference']).execute()).map((row) => `${row.brand_id}\u0000${row.reference}`));
  const items = generateBags(BASE_DATE)
    .map((item) => ({ item, brandId: lookup(refs.brand, item.brand, 'brand') }))
    .filter(({ item, brandId }) => !have.has(`${brandId}\u0000${item.reference}`));
  if (!items.length) return;
  const cityId = lookup(refs.city, JEWELRY_AND_BAGS_CITY, 'city');
  const saved = await trx
    .insertInto('bags')
    .values(
      items.map(({ item, brandId }, index) => ({
        brand_id: brandId,
        stock: 1 + (index % 3),
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
    .onConflict((conflict) => conflict.columns(['brand_id', 'reference']).doNothing())
    .returning(['id', 'brand_id', 'reference'])
    .execute();
  inserted.bags += saved.length;
  await recordArrived(trx, 'bags', saved.map((row) => row.id));
  const byKey = new Map(items.map(({ item, brandId }) => [`${brandId}\u0000${item.reference}`, item]));
  const photos = saved.flatMap((row) => {
    const item = byKey.get(`${row.brand_id}\u0000${row.reference}`);
    return item ? photoRowsFor({ watch_id: null, jewelry_id: null, bag_id: row.id }, item.photos) : [];
  });
  await insertPhotos(trx, photos, inserted);
}
