/** The tables the seed fills, and what every part of it shares: batches, id lookups, the shown prices, photo rows. */
import { type Transaction } from 'kysely';
import { type Database } from '../../db/types.ts';
import { type PhotoPlan } from './photos.ts';

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

/** Rows per INSERT: large enough to be fast, well under PostgreSQL's 65 535 bind parameters (33 per watch). */
export const BATCH = 500;
const PHOTO_BATCH = 2000;
export type Trx = Transaction<Database>;

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export function emptyCounts(): Record<SeedTable, number> {
  return Object.fromEntries(SEED_TABLES.map((table) => [table, 0])) as Record<SeedTable, number>;
}

/**
 * The price columns of a generated piece: a price on request keeps its figure in `guide_price_usd` only, for the
 * managers; shoppers' columns stay empty (migration 0012, issue 22 item 1).
 */
export function shownPrices(piece: { price: string | null; previousPrice: string | null; priceOnRequest: boolean }) {
  const hidden = piece.priceOnRequest;
  return {
    price_usd: hidden ? null : piece.price,
    previous_price_usd: hidden ? null : piece.previousPrice,
    guide_price_usd: hidden ? piece.price : null,
    price_on_request: piece.priceOnRequest,
  };
}

export function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return id;
}

// ── photos ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface PhotoRow {
  watch_id: number | null;
  jewelry_id: number | null;
  bag_id: number | null;
  view: number;
  position: number;
  is_primary: boolean;
}

export function photoRowsFor(owner: Pick<PhotoRow, 'watch_id' | 'jewelry_id' | 'bag_id'>, plan: readonly PhotoPlan[]): PhotoRow[] {
  return plan.map((photo) => ({ ...owner, view: photo.view, position: photo.position, is_primary: photo.isPrimary }));
}

export async function insertPhotos(trx: Trx, rows: readonly PhotoRow[], inserted: Record<SeedTable, number>): Promise<void> {
  for (const batch of chunks(rows, PHOTO_BATCH)) {
    await trx.insertInto('product_photos').values(batch).execute();
    inserted.product_photos += batch.length;
  }
}
