import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { COLUMN_NAMES, KIND_OF_TABLE, yesNo, type Column, type ProductTable } from './catalogue-format.ts';
import { loadReferences, type References } from './catalogue-references.ts';

/**
 * The catalogue as the import reads it (issue 27): every piece of the three kinds, hidden and sold ones included,
 * one row each in the columns of catalogue-format.ts. Lists are named in English, the pieces' own words in both
 * languages; a piece on request carries its guide price (the managers' figure), so importing the export back
 * changes nothing. Photos name the imported photographs only: the drawn views have no file.
 */
export async function exportCatalogue(db: Kysely<Database>): Promise<string> {
  const references = await loadReferences(db);
  const rows: string[][] = [COLUMN_NAMES];
  const functions = new Map<number, string[]>();
  const functionRows = await db.selectFrom('watch_functions').select(['watch_id', 'function_id']).orderBy('watch_id').orderBy('function_id').execute();
  for (const row of functionRows) {
    const name = references.named.functions.byId.get(row.function_id)?.name_en ?? '';
    functions.set(row.watch_id, [...(functions.get(row.watch_id) ?? []), name]);
  }
  for (const table of ['watches', 'jewelry', 'bags'] as const) {
    const photos = await photoNames(db, table);
    const pieces = (await db.selectFrom(table).selectAll().orderBy('id').execute()) as unknown as Record<string, unknown>[];
    for (const piece of pieces) {
      const cells = rowOf(table, piece, references, functions.get(piece.id as number) ?? [], photos.get(piece.id as number) ?? []);
      rows.push(COLUMN_NAMES.map((column) => cells[column] ?? ''));
    }
  }
  return stringify(rows, { record_delimiter: '\n' });
}

const PHOTO_COLUMN = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;

async function photoNames(db: Kysely<Database>, table: ProductTable): Promise<Map<number, string[]>> {
  const column = PHOTO_COLUMN[table];
  const rows = await db
    .selectFrom('product_photos')
    .select([`${column} as owner`, 'file_name'])
    .where(column, 'is not', null)
    .where('file_name', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.owner ?? 0, [...(names.get(row.owner ?? 0) ?? []), row.file_name ?? '']);
  return names;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
/** numeric as the database gives it ("40.0", "12500.00"), written without trailing zeros' noise: "40", "12500". */
const number = (value: unknown): string => (value === null || value === undefined ? '' : String(Number(value)));

function rowOf(table: ProductTable, piece: Record<string, unknown>, references: References, functions: string[], photos: string[]): Partial<Record<Column, string>> {
  const english = (list: keyof References['named'], id: unknown) => references.named[list].byId.get(id as number)?.name_en ?? '';
  const onRequest = piece.price_on_request === true;
  const cells: Partial<Record<Column, string>> = {
    kind: KIND_OF_TABLE[table],
    sku: text(piece.sku),
    brand: references.brandNames.get(piece.brand_id as number) ?? '',
    model: text(piece.model_name),
    reference: text(piece.reference),
    full_set: yesNo(piece.full_set === true),
    price_usd: number(onRequest ? piece.guide_price_usd : piece.price_usd),
    previous_price_usd: number(piece.previous_price_usd),
    price_on_request: yesNo(onRequest),
    stock: text(piece.stock),
    city: references.cities.byId.get(piece.city_id as number)?.name_en ?? '',
    hidden: yesNo(piece.is_active !== true),
    description: text(piece.description),
    description_en: text(piece.description_en),
    photos: photos.join('|'),
  };
  if (table === 'watches') {
    Object.assign(cells, {
      collection: piece.collection_id === null ? '' : (references.collectionNames.get(piece.collection_id as number) ?? ''),
      year: text(piece.production_year),
      condition: english('conditions', piece.condition_id),
      watch_type: english('watch_types', piece.watch_type_id),
      case_material: english('case_materials', piece.case_material_id),
      case_diameter_mm: number(piece.case_diameter_mm),
      case_thickness_mm: number(piece.case_thickness_mm),
      water_resistance_m: text(piece.water_resistance_m),
      glass: english('glass_types', piece.glass_type_id),
      movement: english('movement_types', piece.movement_type_id),
      caliber: text(piece.caliber),
      power_reserve_hours: text(piece.power_reserve_hours),
      strap_material: english('strap_materials', piece.strap_material_id),
      dial_color: text(piece.dial_color),
      dial_color_en: text(piece.dial_color_en),
      functions: functions.join('|'),
      limited_edition_pieces: text(piece.limited_edition_pieces),
      workshop: piece.workshop_id === null ? '' : (references.workshops.byId.get(piece.workshop_id as number)?.name_en ?? ''),
    } satisfies Partial<Record<Column, string>>);
    return cells;
  }
  Object.assign(cells, { condition: text(piece.condition_text), condition_en: text(piece.condition_text_en) });
  if (table === 'jewelry') {
    Object.assign(cells, {
      jewelry_type: english('jewelry_types', piece.jewelry_type_id),
      metal: text(piece.metal),
      metal_en: text(piece.metal_en),
      stone: text(piece.insert_stone),
      stone_en: text(piece.insert_stone_en),
      kit: text(piece.equipment_text),
      kit_en: text(piece.equipment_text_en),
    } satisfies Partial<Record<Column, string>>);
  } else {
    Object.assign(cells, {
      color: text(piece.color),
      color_en: text(piece.color_en),
      material: text(piece.material),
      material_en: text(piece.material_en),
      kit: text(piece.kit_description),
      kit_en: text(piece.kit_description_en),
    } satisfies Partial<Record<Column, string>>);
  }
  return cells;
}
