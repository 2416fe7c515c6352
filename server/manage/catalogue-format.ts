/**
 * The catalogue CSV's format (issue 27, docs/catalogue-import.md): its columns, how a cell is read, and the words of
 * each problem. One module for the import and the export, so the two cannot drift apart.
 */

export const KIND_TABLES = { watch: 'watches', jewelry: 'jewelry', bag: 'bags' } as const;
export type CsvKind = keyof typeof KIND_TABLES;
export type ProductTable = (typeof KIND_TABLES)[CsvKind];
export const KIND_OF_TABLE: Record<ProductTable, CsvKind> = { watches: 'watch', jewelry: 'jewelry', bags: 'bag' };

const ALL: readonly CsvKind[] = ['watch', 'jewelry', 'bag'];
const WATCH: readonly CsvKind[] = ['watch'];
const JEWELRY: readonly CsvKind[] = ['jewelry'];
const BAG: readonly CsvKind[] = ['bag'];
const NOT_WATCH: readonly CsvKind[] = ['jewelry', 'bag'];

/** Every column in the export's order, with the kinds it applies to. */
export const COLUMNS = {
  kind: ALL,
  sku: ALL,
  brand: ALL,
  model: ALL,
  reference: ALL,
  collection: WATCH,
  year: WATCH,
  condition: ALL,
  condition_en: NOT_WATCH,
  full_set: ALL,
  watch_type: WATCH,
  case_material: WATCH,
  case_diameter_mm: WATCH,
  case_thickness_mm: WATCH,
  water_resistance_m: WATCH,
  glass: WATCH,
  movement: WATCH,
  caliber: WATCH,
  power_reserve_hours: WATCH,
  strap_material: WATCH,
  dial_color: WATCH,
  dial_color_en: WATCH,
  functions: WATCH,
  limited_edition_pieces: WATCH,
  workshop: WATCH,
  jewelry_type: JEWELRY,
  metal: JEWELRY,
  metal_en: JEWELRY,
  stone: JEWELRY,
  stone_en: JEWELRY,
  color: BAG,
  color_en: BAG,
  material: BAG,
  material_en: BAG,
  kit: NOT_WATCH,
  kit_en: NOT_WATCH,
  price_usd: ALL,
  previous_price_usd: ALL,
  price_on_request: ALL,
  stock: ALL,
  city: ALL,
  hidden: ALL,
  description: ALL,
  description_en: ALL,
  photos: ALL,
} as const satisfies Record<string, readonly CsvKind[]>;
export type Column = keyof typeof COLUMNS;
export const COLUMN_NAMES = Object.keys(COLUMNS) as Column[];
/** A file without these columns is refused whole: they name the piece. */
export const REQUIRED_COLUMNS: readonly Column[] = ['kind', 'sku', 'brand', 'model', 'reference'];

/** Bounds that keep one request's work and memory in proportion (the 5,000-row goal, ten times over). */
export const MAX_ROWS = 50_000;
export const MAX_TEXT = 200;
export const MAX_DESCRIPTION = 10_000;

/** The problems' words: English sentences with a Russian pair in server/http/messages.ts. */
export const PROBLEM = {
  unreadable: (line: number) => `The file cannot be read as CSV (line ${line}).`,
  noRows: 'The file has no rows.',
  tooManyRows: (limit: number) => `At most ${limit} rows.`,
  unknownColumn: (value: string) => `Unknown column: ${value}.`,
  duplicateColumn: 'This column appears twice.',
  missingColumn: 'This field is required.',
  needsPriceColumn: 'This column needs the price_usd column beside it.',
  empty: 'This field must not be empty.',
  requiredForNew: 'This field is required.',
  tooLong: (limit: number) => `At most ${limit} characters.`,
  unknownKind: (value: string) => `Unknown kind: ${value}. Use watch, jewelry or bag.`,
  unknownBrand: (value: string) => `Unknown brand: ${value}.`,
  unknownValue: (value: string) => `Unknown value: ${value}.`,
  notApplicable: (kind: CsvKind) => `This column does not apply to ${kind} rows: leave it empty.`,
  notPrice: (value: string) => `Not a price: ${value}.`,
  notNumber: (value: string) => `Not a number: ${value}.`,
  notWhole: (value: string) => `Not a whole number: ${value}.`,
  notYesNo: (value: string) => `Not yes or no: ${value}.`,
  atLeast: (limit: number) => `Must be at least ${limit}.`,
  atMost: (limit: number) => `Must be at most ${limit}.`,
  year: (max: number) => `The year must be between 1900 and ${max}.`,
  previousNotAbove: 'The previous price must be above the price.',
  previousOnRequest: 'A piece on request has no previous price.',
  skuTwice: (line: number) => `This SKU is also on line ${line}.`,
  skuOtherKind: (kind: CsvKind) => `This SKU is already used by a ${kind}.`,
  skuMissing: 'A new piece needs a SKU.',
  sameKey: 'Another piece already has this brand and reference.',
  sameWatchKey: 'Another watch already has this brand, reference, year and city.',
  belowReserved: (count: number) => `Stock cannot be below the ${count} pieces that orders hold.`,
  workshopCity: 'The workshop is in another city.',
  photoMissing: (value: string) => `No photo named ${value} in the ZIP.`,
  photoNotImage: (value: string) => `Not an image (JPEG, PNG, WebP or HEIC): ${value}.`,
  photoTwice: (value: string) => `The photo ${value} is named twice.`,
  zipUnreadable: 'The ZIP cannot be read.',
  zipTooLarge: (megabytes: number) => `The ZIP unpacks to more than ${megabytes} MB.`,
  refused: (count: number) => `The file was refused: ${count} problems, nothing was written.`,
} as const;

/** "  Patek  PHILIPPE " → "patek philippe"; ё reads as е. How every name of a list is matched. */
export const nameKey = (value: string): string => value.trim().toLowerCase().replace(/\u0451/g, '\u0435').replace(/\s+/g, ' ');

// Russian words are escaped: a Cyrillic literal in the server reads as an untranslated answer (messages.test.ts).
/** yes/no in English or Russian (да, д / нет, н). */
const YES = new Set(['yes', 'y', 'true', '1', '\u0434\u0430', '\u0434']);
const NO = new Set(['no', 'n', 'false', '0', '\u043d\u0435\u0442', '\u043d']);

export type Cell<T> = { value: T } | { problem: string };

export function readYesNo(text: string): Cell<boolean> {
  const key = nameKey(text);
  if (YES.has(key)) return { value: true };
  if (NO.has(key)) return { value: false };
  return { problem: PROBLEM.notYesNo(text) };
}

/** "12500", "12 500", "12,500.50", "12500,5" → "12500.00"-style decimal text with two places; at most 9,999,999,999.99. */
export function readPrice(text: string): Cell<string> {
  const compact = text.replace(/[\s\u00a0'’$]/g, '');
  const normalised = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(compact) ? compact.replace(/,/g, '') : compact.replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(normalised)) return { problem: PROBLEM.notPrice(text) };
  const value = Number(normalised);
  if (value <= 0) return { problem: PROBLEM.notPrice(text) };
  return { value: value.toFixed(2) };
}

/** A decimal with one place (case sizes): "40", "40.5", "40,5". */
export function readDecimal(text: string, max: number): Cell<string> {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d+)?$/.test(normalised)) return { problem: PROBLEM.notNumber(text) };
  const value = Number(normalised);
  if (value <= 0) return { problem: PROBLEM.atLeast(0.1) };
  if (value > max) return { problem: PROBLEM.atMost(max) };
  return { value: value.toFixed(1) };
}

export function readWhole(text: string, min: number, max: number): Cell<number> {
  const normalised = text.trim().replace(/[\s\u00a0]/g, '');
  if (!/^-?\d{1,10}$/.test(normalised)) return { problem: PROBLEM.notWhole(text) };
  const value = Number(normalised);
  if (value < min) return { problem: PROBLEM.atLeast(min) };
  if (value > max) return { problem: PROBLEM.atMost(max) };
  return { value };
}

/** The `photos` cell: file names separated by `|` or `;`. */
export const photoNames = (text: string): string[] =>
  text
    .split(/[|;]/)
    .map((name) => name.trim())
    .filter(Boolean);

export const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
