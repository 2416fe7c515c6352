import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { ProductTable } from '../db/tables/alerts.ts';

/**
 * The matcher's outbox (issue 28, migration 0018 `catalogue_events`): what happened to a piece, written INSIDE the
 * transaction that changed it, so an event exists exactly when its change does (a rolled-back import leaves none).
 * The background matcher (match-worker.ts) turns them into shoppers' notices later, on whichever node claims them.
 *
 * - arrived: a piece created, or a hidden piece shown again;
 * - price_drop: a shown price went down (never from or to "on request": no figure is compared with a hidden one);
 * - available: a piece whose free count (stock − reserved) went from 0 to more than 0.
 *
 * Whether the piece is still shown, unsold or free when the event is handled is the matcher's question, not the
 * writer's: a writer only says what its change did.
 */

export type { ProductTable };

/** Rows per INSERT: the ids travel as one array parameter, so this bounds only the statement's work. */
const CHUNK = 10_000;

async function write(trx: Kysely<Database>, table: ProductTable, event: 'arrived' | 'available', ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  for (let i = 0; i < unique.length; i += CHUNK) {
    await sql`INSERT INTO catalogue_events (kind, product_id, event)
      SELECT ${table}, id, ${event} FROM unnest(${unique.slice(i, i + CHUNK)}::int[]) AS t(id)`.execute(trx);
  }
}

/** Pieces created, or hidden pieces shown again. */
export const recordArrived = (trx: Kysely<Database>, table: ProductTable, ids: readonly number[]) => write(trx, table, 'arrived', ids);

/** Pieces whose free count went from 0 to more than 0 (a freed hold, more stock of a piece none was free of). */
export const recordAvailable = (trx: Kysely<Database>, table: ProductTable, ids: readonly number[]) => write(trx, table, 'available', ids);

/** A piece's shown price, as far as a price drop is concerned. */
export interface ShownPrice {
  price_usd: string | number | null;
  price_on_request: boolean;
}

/**
 * A lower shown price: both prices known, the new one below the old, and the piece not on request either side.
 * A rise, an equal price, or a change to or from "on request" is no drop (issue 28: a piece on request never has a
 * price in a notice).
 */
export function isPriceDrop(before: ShownPrice, after: ShownPrice): boolean {
  if (before.price_on_request || after.price_on_request) return false;
  if (before.price_usd === null || after.price_usd === null) return false;
  const [old, next] = [Number(before.price_usd), Number(after.price_usd)];
  return Number.isFinite(old) && Number.isFinite(next) && next < old;
}

/** A piece's price before and after a change. */
export interface PriceChange {
  id: number;
  before: ShownPrice;
  after: ShownPrice;
}

/** Writes a price_drop event for each change that is one (isPriceDrop); answers how many it wrote. */
export async function recordPriceChanges(trx: Kysely<Database>, table: ProductTable, changes: readonly PriceChange[]): Promise<number> {
  const drops = changes.filter((change) => isPriceDrop(change.before, change.after));
  for (let i = 0; i < drops.length; i += CHUNK) {
    const chunk = drops.slice(i, i + CHUNK);
    await sql`INSERT INTO catalogue_events (kind, product_id, event, old_price_usd, new_price_usd)
      SELECT ${table}, id, 'price_drop', old_price, new_price
      FROM unnest(${chunk.map((d) => d.id)}::int[], ${chunk.map((d) => String(d.before.price_usd))}::numeric[], ${chunk.map((d) => String(d.after.price_usd))}::numeric[])
        AS t(id, old_price, new_price)`.execute(trx);
  }
  return drops.length;
}

/** One piece's price change (the back office's). */
export const recordPriceChange = (trx: Kysely<Database>, table: ProductTable, id: number, before: ShownPrice, after: ShownPrice) =>
  recordPriceChanges(trx, table, [{ id, before, after }]).then((written) => written > 0);

/** Whether a free count going from `before` to `after` makes the piece available again. */
export const becameFree = (before: { stock: number; reserved: number }, after: { stock: number; reserved: number }): boolean =>
  before.stock - before.reserved <= 0 && after.stock - after.reserved > 0;
