import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { PROBLEM, KIND_OF_TABLE, type Column, type ProductTable } from './catalogue-format.ts';
import { collectionKey, type References } from './catalogue-references.ts';
import type { ImportProblem, Piece } from './catalogue-rows.ts';
import { photoKey, type ZipPhoto } from './catalogue-zip.ts';

/**
 * What an import will do, worked out before anything is written (issue 27): each row matched with the piece it
 * names, the columns that differ, and every problem only the database can show (a SKU of another kind, a brand and
 * reference another piece has, stock below what orders hold, a photo that is nowhere). Rows identical to the
 * database are left alone, so importing the same file twice changes nothing.
 */
export type ExistingRow = Record<string, unknown> & { id: number; sku: string | null; reserved: number };
export interface StoredPhoto {
  id: number;
  file_name: string | null;
  position: number;
  md5: string | null;
}

export interface Change {
  piece: Piece;
  existing?: ExistingRow;
  /** Columns to write: all of a new piece's, only the differing ones of an existing piece. */
  set: Record<string, unknown>;
  /** The collection to set (id, or a name to create); undefined: as it is. */
  collection?: number | string | null;
  functions?: number[];
  /** The piece's photos after the import, in order (undefined: as they are; a new piece gets drawn views). */
  photos?: { name: string; zip?: ZipPhoto; keep?: number }[];
}

/** Columns a new piece of each table must have (NOT NULL without a default), with the CSV column that gives each. */
const REQUIRED_FOR_NEW: Record<ProductTable, [Column, string][]> = {
  watches: [
    ['year', 'production_year'],
    ['watch_type', 'watch_type_id'],
    ['case_material', 'case_material_id'],
    ['case_diameter_mm', 'case_diameter_mm'],
    ['glass', 'glass_type_id'],
    ['movement', 'movement_type_id'],
    ['strap_material', 'strap_material_id'],
    ['dial_color', 'dial_color'],
    ['condition', 'condition_id'],
    ['city', 'city_id'],
  ],
  jewelry: [
    ['jewelry_type', 'jewelry_type_id'],
    ['condition', 'condition_text'],
    ['city', 'city_id'],
  ],
  bags: [
    ['condition', 'condition_text'],
    ['city', 'city_id'],
  ],
};
const TABLES: readonly ProductTable[] = ['watches', 'jewelry', 'bags'];
const PHOTO_COLUMN = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;
const CHUNK = 1000;

const naturalKey = (table: ProductTable, row: Record<string, unknown>): string =>
  table === 'watches' ? `${String(row.brand_id)} ${String(row.reference)} ${String(row.production_year)} ${String(row.city_id)}` : `${String(row.brand_id)} ${String(row.reference)}`;

/** Equal as stored: numeric columns come back as text ("40.0", "12500.00"), so numbers compare by value. */
function same(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  const numeric = /^-?\d+(\.\d+)?$/;
  if (numeric.test(String(a)) && numeric.test(String(b))) return Number(a) === Number(b);
  return String(a) === String(b);
}

async function loadExisting(db: Kysely<Database>, table: ProductTable, skus: string[], references: string[]): Promise<ExistingRow[]> {
  const rows: ExistingRow[] = [];
  const seen = new Set<number>();
  const add = (found: unknown[]) => {
    for (const row of found as ExistingRow[]) {
      if (seen.has(row.id)) continue;
      rows.push(row);
      seen.add(row.id);
    }
  };
  for (let i = 0; i < skus.length; i += CHUNK) add(await db.selectFrom(table).selectAll().where('sku', 'in', skus.slice(i, i + CHUNK)).execute());
  for (let i = 0; i < references.length; i += CHUNK) add(await db.selectFrom(table).selectAll().where('reference', 'in', references.slice(i, i + CHUNK)).execute());
  return rows;
}

export async function planImport(db: Kysely<Database>, pieces: Piece[], references: References, zip: Map<string, ZipPhoto> | undefined, problems: ImportProblem[]): Promise<Change[]> {
  const fail = (piece: Piece, column: Column | null, problem: string) => void problems.push({ row: piece.line, column, problem });
  const skus = [...new Set(pieces.flatMap((piece) => (piece.sku ? [piece.sku] : [])))];
  const existing = {} as Record<ProductTable, ExistingRow[]>;
  for (const table of TABLES) {
    const refs = [...new Set(pieces.filter((piece) => piece.table === table && typeof piece.values.reference === 'string').map((piece) => piece.values.reference as string))];
    existing[table] = await loadExisting(db, table, skus, refs);
  }
  const skuOwner = new Map<string, { table: ProductTable; row: ExistingRow }>();
  const byKey = new Map<string, ExistingRow>();
  for (const table of TABLES) {
    for (const row of existing[table]) {
      if (row.sku) skuOwner.set(row.sku, { table, row });
      byKey.set(`${table} ${naturalKey(table, row)}`, row);
    }
  }

  const skuLine = new Map<string, number>();
  const keyLine = new Map<string, number>();
  const changes: Change[] = [];
  for (const piece of pieces) {
    const before = problems.length;
    let match: ExistingRow | undefined;
    if (piece.sku) {
      const seenOn = skuLine.get(piece.sku);
      if (seenOn !== undefined) fail(piece, 'sku', PROBLEM.skuTwice(seenOn));
      skuLine.set(piece.sku, piece.line);
      const owner = skuOwner.get(piece.sku);
      if (owner && owner.table !== piece.table) fail(piece, 'sku', PROBLEM.skuOtherKind(KIND_OF_TABLE[owner.table]));
      else match = owner?.row;
    } else {
      // A piece that came without a SKU (the demo seed, pieces entered before the import) is found by its brand
      // and reference (a watch: also year and city), so an export of such pieces imports back unchanged.
      const row = byKey.get(`${piece.table} ${naturalKey(piece.table, { ...piece.values, brand_id: piece.brandId })}`);
      if (row && row.sku === null) match = row;
      else fail(piece, 'sku', PROBLEM.skuMissing);
    }
    const merged = { ...match, ...piece.values, brand_id: piece.brandId };
    if (!match) for (const [column, target] of REQUIRED_FOR_NEW[piece.table]) if (piece.values[target] === undefined) fail(piece, column, PROBLEM.requiredForNew);
    const key = `${piece.table} ${naturalKey(piece.table, merged)}`;
    const holder = byKey.get(key);
    const keyColumn = piece.table === 'watches' ? PROBLEM.sameWatchKey : PROBLEM.sameKey;
    if ((holder && holder.id !== match?.id) || keyLine.has(key)) fail(piece, 'reference', keyColumn);
    keyLine.set(key, piece.line);
    if (match && typeof piece.values.stock === 'number' && piece.values.stock < match.reserved) fail(piece, 'stock', PROBLEM.belowReserved(match.reserved));
    if (problems.length > before) continue;
    changes.push(diff(piece, match, references));
  }
  await planFunctions(db, changes);
  await planPhotos(db, changes, zip, problems);
  return changes;
}

/** A watch's functions are rewritten only when the file's set differs from the stored one. */
async function planFunctions(db: Kysely<Database>, changes: Change[]): Promise<void> {
  const ids = changes.filter((c) => c.existing && c.functions).map((c) => c.existing!.id);
  const current = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db.selectFrom('watch_functions').select(['watch_id', 'function_id']).where('watch_id', 'in', ids.slice(i, i + CHUNK)).execute();
    for (const row of rows) current.set(row.watch_id, [...(current.get(row.watch_id) ?? []), row.function_id]);
  }
  for (const change of changes) {
    if (!change.existing || !change.functions) continue;
    const stored = (current.get(change.existing.id) ?? []).sort((a, b) => a - b);
    if (stored.join(',') === change.functions.join(',')) delete change.functions;
  }
}

function diff(piece: Piece, existing: ExistingRow | undefined, references: References): Change {
  const values: Record<string, unknown> = { ...piece.values, brand_id: piece.brandId, sku: piece.sku ?? existing?.sku ?? null };
  const change: Change = { piece, set: {}, ...(existing ? { existing } : {}) };
  if (piece.collection !== undefined) {
    const id = piece.collection === null ? null : references.collections.get(collectionKey(piece.brandId, piece.collection));
    change.collection = id === undefined ? (piece.collection as string) : id;
    if (existing && typeof change.collection !== 'string' && same(existing.collection_id, change.collection)) delete change.collection;
  }
  if (!existing) {
    change.set = { price_on_request: values.price_usd === undefined ? true : values.price_on_request, ...values };
    if (piece.functions?.length) change.functions = piece.functions;
    return change;
  }
  // The sale flag follows the previous price only when that changes (older catalogues hold sale pieces without one).
  if (same(existing.previous_price_usd, values.previous_price_usd)) delete values.on_sale;
  for (const [column, value] of Object.entries(values)) if (!same(existing[column], value)) change.set[column] = value;
  if (piece.functions) change.functions = piece.functions;
  return change;
}

/** Photos: each name is in the ZIP or already the piece's; a list equal to the stored one (names, bytes) is no change. */
async function planPhotos(db: Kysely<Database>, changes: Change[], zip: Map<string, ZipPhoto> | undefined, problems: ImportProblem[]): Promise<void> {
  const stored = new Map<string, StoredPhoto[]>();
  for (const table of TABLES) {
    const ids = changes.filter((c) => c.existing && c.piece.table === table && c.piece.photos?.length).map((c) => c.existing!.id);
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .selectFrom('product_photos')
        .select(['id', 'file_name', 'position', sql<string | null>`md5(data)`.as('md5'), sql<number>`${sql.ref(PHOTO_COLUMN[table])}`.as('owner')])
        .where(PHOTO_COLUMN[table], 'in', ids.slice(i, i + CHUNK))
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const list = stored.get(`${table} ${row.owner}`) ?? [];
        list.push(row);
        stored.set(`${table} ${row.owner}`, list);
      }
    }
  }
  for (const change of changes) {
    const names = change.piece.photos;
    if (!names?.length) continue;
    const fail = (problem: string) => void problems.push({ row: change.piece.line, column: 'photos', problem });
    const current = change.existing ? (stored.get(`${change.piece.table} ${change.existing.id}`) ?? []) : [];
    const seen = new Set<string>();
    const next: NonNullable<Change['photos']> = [];
    for (const name of names) {
      const key = photoKey(name);
      if (seen.has(key)) fail(PROBLEM.photoTwice(name));
      seen.add(key);
      const inZip = zip?.get(key);
      const kept = current.find((photo) => photo.file_name !== null && photoKey(photo.file_name) === key);
      if (inZip && !inZip.type) fail(PROBLEM.photoNotImage(name));
      else if (inZip && (!kept || kept.md5 !== inZip.md5)) next.push({ name: inZip.name, zip: inZip });
      else if (kept) next.push({ name: kept.file_name!, keep: kept.id });
      else fail(PROBLEM.photoMissing(name));
    }
    const unchanged = next.length === current.length && next.every((photo, i) => photo.keep === current[i]?.id);
    if (!unchanged) change.photos = next;
  }
}

/** Whether a change writes anything. */
export const changesSomething = (change: Change): boolean =>
  !change.existing || Object.keys(change.set).length > 0 || change.collection !== undefined || change.photos !== undefined || change.functions !== undefined;
