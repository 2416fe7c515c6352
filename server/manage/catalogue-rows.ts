import { referenceKey } from '../catalogue/keys.ts';
import type { NamedTableName } from '../db/types.ts';
import { CONDITIONS, DIALS } from '../demo/data/reference.ts';
import {
  COLUMNS,
  KIND_TABLES,
  MAX_DESCRIPTION,
  MAX_TEXT,
  PROBLEM,
  nameKey,
  photoNames,
  readDecimal,
  readPrice,
  readWhole,
  readYesNo,
  type Cell,
  type Column,
  type CsvKind,
  type ProductTable,
} from './catalogue-format.ts';
import { findBrand, type References } from './catalogue-references.ts';

/** One problem of the file: its CSV line (the header is line 1), the column (null: the whole row or file), the words. */
export interface ImportProblem {
  row: number;
  column: string | null;
  problem: string;
}

/** A row read and checked: the columns of its table it sets (only those the file has), and what lives beside it. */
export interface Piece {
  line: number;
  kind: CsvKind;
  table: ProductTable;
  /** null: the cell was empty (a piece that came without one is then matched by brand and reference). */
  sku: string | null;
  brandId: number;
  values: Record<string, unknown>;
  /** Watches: the collection's name (null: none); undefined when the file has no such column. */
  collection?: string | null;
  /** Watches: the functions' ids, ascending. */
  functions?: number[];
  /** The photos' file names in order; undefined or empty keeps the piece's photos. */
  photos?: string[];
}

/** Localised pairs: the Russian column (as named in the file), its English twin, and the table's two columns. */
const PAIRS = [
  ['metal', 'metal_en', 'metal', 'metal_en'],
  ['stone', 'stone_en', 'insert_stone', 'insert_stone_en'],
  ['color', 'color_en', 'color', 'color_en'],
  ['material', 'material_en', 'material', 'material_en'],
] as const;

const NAMED: Partial<Record<Column, [NamedTableName, string]>> = {
  watch_type: ['watch_types', 'watch_type_id'],
  case_material: ['case_materials', 'case_material_id'],
  glass: ['glass_types', 'glass_type_id'],
  movement: ['movement_types', 'movement_type_id'],
  strap_material: ['strap_materials', 'strap_material_id'],
  jewelry_type: ['jewelry_types', 'jewelry_type_id'],
};

/** The English names the seed's lists use for dials and conditions, for a cell given in either language. */
const DIAL_BY_NAME = new Map(Object.values(DIALS).flatMap((dial) => [[nameKey(dial.ru), dial] as const, [nameKey(dial.en), dial] as const]));
const CONDITION_BY_NAME = new Map(Object.values(CONDITIONS).flatMap((c) => [[nameKey(c.ru), c] as const, [nameKey(c.en), c] as const]));

export function readRow(header: readonly Column[], cells: readonly string[], line: number, references: References, problems: ImportProblem[]): Piece | undefined {
  const cellOf = new Map<Column, string>(header.map((column, index) => [column, (cells[index] ?? '').trim()]));
  const has = (column: Column) => cellOf.has(column);
  const problemCount = problems.length;
  const fail = (column: Column | null, problem: string) => void problems.push({ row: line, column, problem });
  const get = <T>(column: Column, cell: Cell<T>): T | undefined => {
    if ('problem' in cell) return fail(column, cell.problem);
    return cell.value;
  };

  const kindText = cellOf.get('kind') ?? '';
  const kind = (Object.keys(KIND_TABLES) as CsvKind[]).find((k) => k === nameKey(kindText) || `${k}s` === nameKey(kindText) || (k === 'watch' && nameKey(kindText) === 'watches'));
  if (!kind) {
    fail('kind', kindText ? PROBLEM.unknownKind(kindText) : PROBLEM.empty);
    return undefined;
  }
  for (const [column, text] of cellOf) {
    if (text && !(COLUMNS[column] as readonly CsvKind[]).includes(kind)) fail(column, PROBLEM.notApplicable(kind));
  }
  const applies = (column: Column) => has(column) && (COLUMNS[column] as readonly CsvKind[]).includes(kind);
  const values: Record<string, unknown> = {};

  /** A text cell; `required`: empty is a problem; an empty optional cell is null. */
  const text = (column: Column, options: { required?: boolean; max?: number } = {}): string | null | undefined => {
    if (!applies(column)) return undefined;
    const value = cellOf.get(column) ?? '';
    if (!value) return options.required ? fail(column, PROBLEM.empty) : null;
    const max = options.max ?? MAX_TEXT;
    if (value.length > max) return fail(column, PROBLEM.tooLong(max));
    return value;
  };

  const skuText = text('sku', { max: 100 });
  const brandText = text('brand', { required: true });
  const brand = brandText ? findBrand(references, brandText) : undefined;
  if (brandText && !brand) fail('brand', PROBLEM.unknownBrand(brandText));
  const model = text('model', { required: true });
  if (model) values.model_name = model;
  const reference = text('reference', { required: true });
  if (reference) {
    values.reference = reference;
    values.reference_key = referenceKey(reference);
  }

  for (const [column, [table, target]] of Object.entries(NAMED) as [Column, [NamedTableName, string]][]) {
    const value = text(column, { required: true });
    if (!value) continue;
    const row = references.named[table].find(value);
    if (row) values[target] = row.id;
    else fail(column, PROBLEM.unknownValue(value));
  }

  const year = text('year', { required: true });
  if (year) {
    const value = get('year', readWhole(year, 0, 9999));
    const latest = new Date().getUTCFullYear() + 1;
    if (value !== undefined && (value < 1900 || value > latest)) fail('year', PROBLEM.year(latest));
    else values.production_year = value;
  }
  const fullSet = text('full_set');
  if (fullSet !== undefined) values.full_set = fullSet === null ? false : get('full_set', readYesNo(fullSet));
  const hidden = text('hidden');
  if (hidden !== undefined) values.is_active = hidden === null ? true : negate(get('hidden', readYesNo(hidden)));

  readCondition(kind, text, references, values, fail);
  readWatchSpecs(text, values, get);

  for (const [ru, en, ruColumn, enColumn] of PAIRS) {
    const value = text(ru);
    if (value !== undefined) values[ruColumn] = value;
    const english = text(en);
    if (english !== undefined || value !== undefined) values[enColumn] = english || (value ?? null);
  }
  const kit = text('kit', { max: MAX_DESCRIPTION });
  const kitEn = text('kit_en', { max: MAX_DESCRIPTION });
  const [kitColumn, kitEnColumn] = kind === 'jewelry' ? ['equipment_text', 'equipment_text_en'] : ['kit_description', 'kit_description_en'];
  if (kit !== undefined) values[kitColumn] = kit;
  if (kit !== undefined || kitEn !== undefined) values[kitEnColumn] = kitEn || (kit ?? null);
  const description = text('description', { max: MAX_DESCRIPTION });
  if (description !== undefined) values.description = description ?? '';
  const descriptionEn = text('description_en', { max: MAX_DESCRIPTION });
  if (descriptionEn !== undefined) values.description_en = descriptionEn ?? '';

  readPrices(text, values, fail, get);
  const stock = text('stock');
  // An empty cell: one piece for a new row, the count as it is for a piece already in the catalogue.
  if (stock) values.stock = get('stock', readWhole(stock, 0, 1_000_000));
  const city = text('city', { required: true });
  const cityRow = city ? references.cities.find(city) : undefined;
  if (city && !cityRow) fail('city', PROBLEM.unknownValue(city));
  if (cityRow) values.city_id = cityRow.id;
  const workshop = text('workshop');
  if (workshop) {
    const row = references.workshops.find(workshop);
    if (!row) fail('workshop', PROBLEM.unknownValue(workshop));
    else if (cityRow && row.city_id !== cityRow.id) fail('workshop', PROBLEM.workshopCity);
    else values.workshop_id = row.id;
  } else if (workshop === null) values.workshop_id = null;

  const photos = text('photos', { max: MAX_DESCRIPTION });
  const collection = text('collection');
  let functions: number[] | undefined;
  const functionText = text('functions', { max: MAX_DESCRIPTION });
  if (functionText !== undefined) {
    functions = [];
    for (const name of photoNames(functionText ?? '')) {
      const row = references.named.functions.find(name);
      if (row) functions.push(row.id);
      else fail('functions', PROBLEM.unknownValue(name));
    }
    functions = [...new Set(functions)].sort((a, b) => a - b);
  }
  if (problems.length > problemCount || !brand) return undefined;
  return {
    line,
    kind,
    table: KIND_TABLES[kind],
    sku: skuText ?? null,
    brandId: brand.id,
    values,
    ...(collection !== undefined ? { collection } : {}),
    ...(functions ? { functions } : {}),
    ...(photos ? { photos: photoNames(photos) } : {}),
  };
}

const negate = (value: boolean | undefined) => (value === undefined ? undefined : !value);

type TextOf = (column: Column, options?: { required?: boolean; max?: number }) => string | null | undefined;
type Fail = (column: Column | null, problem: string) => void;
type Get = <T>(column: Column, cell: Cell<T>) => T | undefined;

/** Watches: a condition of the list (by either name). Jewelry and bags: the piece's own words, in both languages. */
function readCondition(kind: CsvKind, text: TextOf, references: References, values: Record<string, unknown>, fail: Fail): void {
  const condition = text('condition', { required: true });
  if (kind === 'watch') {
    if (!condition) return;
    const row = references.named.conditions.find(condition);
    if (row) values.condition_id = row.id;
    else fail('condition', PROBLEM.unknownValue(condition));
    return;
  }
  const english = text('condition_en');
  if (!condition) return;
  const known = CONDITION_BY_NAME.get(nameKey(condition));
  values.condition_text = english || !known ? condition : known.ru;
  values.condition_text_en = english || (known ? known.en : condition);
}

function readWatchSpecs(text: TextOf, values: Record<string, unknown>, get: Get): void {
  const diameter = text('case_diameter_mm', { required: true });
  if (diameter) values.case_diameter_mm = get('case_diameter_mm', readDecimal(diameter, 999.9));
  const thickness = text('case_thickness_mm');
  if (thickness !== undefined) values.case_thickness_mm = thickness ? get('case_thickness_mm', readDecimal(thickness, 999.9)) : null;
  const water = text('water_resistance_m');
  if (water !== undefined) values.water_resistance_m = water ? get('water_resistance_m', readWhole(water, 0, 100_000)) : null;
  const power = text('power_reserve_hours');
  if (power !== undefined) values.power_reserve_hours = power ? get('power_reserve_hours', readWhole(power, 0, 100_000)) : null;
  const limited = text('limited_edition_pieces');
  if (limited !== undefined) {
    values.limited_edition_pieces = limited ? get('limited_edition_pieces', readWhole(limited, 1, 1_000_000)) : null;
    values.is_limited_edition = Boolean(limited);
  }
  const caliber = text('caliber');
  if (caliber !== undefined) values.caliber = caliber;
  const dial = text('dial_color', { required: true });
  const dialEn = text('dial_color_en');
  if (dial) {
    const known = DIAL_BY_NAME.get(nameKey(dial));
    values.dial_color = dialEn || !known ? dial : known.ru;
    values.dial_color_en = dialEn || (known ? known.en : dial);
  }
}

/**
 * The price block (migration 0012): a piece on request keeps its figure, if any, in guide_price_usd only; an empty
 * price means "on request" unless price_on_request says no. A previous price is above the price (a CHECK).
 */
function readPrices(text: TextOf, values: Record<string, unknown>, fail: Fail, get: Get): void {
  const priceText = text('price_usd');
  if (priceText === undefined) return;
  const price = priceText ? get('price_usd', readPrice(priceText)) : null;
  const previousText = text('previous_price_usd');
  const previous = previousText ? get('previous_price_usd', readPrice(previousText)) : null;
  const flagText = text('price_on_request');
  const flag = flagText ? get('price_on_request', readYesNo(flagText)) : undefined;
  if (price === undefined || previous === undefined || (flagText && flag === undefined)) return;
  const onRequest = flag ?? price === null;
  if (onRequest) {
    if (previous !== null) fail('previous_price_usd', PROBLEM.previousOnRequest);
    Object.assign(values, { price_usd: null, previous_price_usd: null, guide_price_usd: price, price_on_request: true, on_sale: false });
    return;
  }
  // An empty price with an explicit "no" is a piece shown without a price (checkout treats it like one on request).
  if (previous !== null && (price === null || Number(previous) <= Number(price))) return fail('previous_price_usd', PROBLEM.previousNotAbove);
  Object.assign(values, { price_usd: price, previous_price_usd: previous, guide_price_usd: null, price_on_request: false, on_sale: previous !== null });
}
