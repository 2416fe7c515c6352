import type { Kysely } from 'kysely';
import { becameFree, recordArrived, recordAvailable, recordPriceChanges, type PriceChange } from '../alerts/events.ts';
import type { Database } from '../db/types.ts';
import { photoRowsFor, type PhotoRow } from '../demo/seed/tables.ts';
import type { ProductTable } from './catalogue-format.ts';
import type { Change } from './catalogue-plan.ts';
import { createCollection, type References } from './catalogue-references.ts';

/**
 * Writes an import's plan (catalogue-plan.ts) in the caller's transaction: new pieces in batches, changed ones column
 * by column, then their functions and photos, and the saved searches' events (issue 28). Answers how many photos it
 * stored from the ZIP.
 */
const BATCH = 500;
const PHOTO_COLUMN = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;
/** A new piece without photographs gets the drawn views the demo pieces have: front (the primary), angle, detail. */
const DRAWN_VIEWS = [0, 1, 2].map((view) => ({ view, position: view, isPrimary: view === 0 }));

export async function applyPlan(trx: Kysely<Database>, changes: Change[], references: References): Promise<number> {
  for (const change of changes) {
    if (typeof change.collection === 'string') {
      const id = await createCollection(trx, references, change.piece.brandId, change.collection);
      change.collection = id;
    }
  }
  const ids = new Map<Change, number>();
  for (const table of ['watches', 'jewelry', 'bags'] as const) {
    const fresh = changes.filter((c) => !c.existing && c.piece.table === table);
    for (let i = 0; i < fresh.length; i += BATCH) {
      const batch = fresh.slice(i, i + BATCH);
      const rows = batch.map((c) => ({ ...c.set, ...(table === 'watches' && c.collection !== undefined ? { collection_id: c.collection } : {}) }));
      // The rows are this table's columns, checked one by one when they were read (catalogue-rows.ts).
      const saved = await trx
        .insertInto(table)
        .values(rows as never)
        .returning(['id', 'sku'])
        .execute();
      const bySku = new Map(saved.map((row) => [row.sku, row.id]));
      for (const c of batch) ids.set(c, bySku.get(c.set.sku as string) ?? 0);
    }
  }
  for (const change of changes) {
    if (!change.existing) continue;
    ids.set(change, change.existing.id);
    const set = { ...change.set, ...(change.collection !== undefined ? { collection_id: change.collection } : {}) };
    if (Object.keys(set).length === 0) continue;
    await trx
      .updateTable(change.piece.table)
      .set(set as never)
      .where('id', '=', change.existing.id)
      .execute();
  }
  await writeFunctions(trx, changes, ids);
  const stored = await writePhotos(trx, changes, ids);
  await writeEvents(trx, changes, ids);
  return stored;
}

/**
 * Issue 28, in the import's own transaction: a created piece or one shown again has arrived, a lower shown price on
 * an existing piece is a price drop, more stock of a piece none was free of makes it available. Written last, so
 * the matcher never sees a piece without its functions or photos.
 */
async function writeEvents(trx: Kysely<Database>, changes: Change[], ids: Map<Change, number>): Promise<void> {
  for (const table of ['watches', 'jewelry', 'bags'] as const) {
    const arrived: number[] = [];
    const available: number[] = [];
    const prices: PriceChange[] = [];
    for (const change of changes) {
      if (change.piece.table !== table) continue;
      const id = ids.get(change) ?? 0;
      const { existing, set } = change;
      if (!existing) {
        arrived.push(id);
        continue;
      }
      const after = <T>(column: string): T => (column in set ? set[column] : existing[column]) as T;
      if (existing.is_active === false && after<boolean>('is_active')) arrived.push(id);
      const stock = { before: Number(existing.stock), after: Number(after('stock')) };
      if (becameFree({ stock: stock.before, reserved: existing.reserved }, { stock: stock.after, reserved: existing.reserved })) available.push(id);
      prices.push({
        id,
        before: { price_usd: existing.price_usd as string | null, price_on_request: existing.price_on_request as boolean },
        after: { price_usd: after<string | number | null>('price_usd'), price_on_request: after<boolean>('price_on_request') },
      });
    }
    await recordArrived(trx, table, arrived);
    await recordPriceChanges(trx, table, prices);
    await recordAvailable(trx, table, available);
  }
}

async function writeFunctions(trx: Kysely<Database>, changes: Change[], ids: Map<Change, number>): Promise<void> {
  const rewritten = changes.filter((c) => c.functions !== undefined);
  const existing = rewritten.flatMap((c) => (c.existing ? [c.existing.id] : []));
  for (let i = 0; i < existing.length; i += BATCH) await trx.deleteFrom('watch_functions').where('watch_id', 'in', existing.slice(i, i + BATCH)).execute();
  const rows = rewritten.flatMap((c) => (c.functions ?? []).map((function_id) => ({ watch_id: ids.get(c) ?? 0, function_id })));
  for (let i = 0; i < rows.length; i += BATCH * 4) await trx.insertInto('watch_functions').values(rows.slice(i, i + BATCH * 4)).execute();
}

const owner = (table: ProductTable, id: number) => ({ watch_id: table === 'watches' ? id : null, jewelry_id: table === 'jewelry' ? id : null, bag_id: table === 'bags' ? id : null });

async function writePhotos(trx: Kysely<Database>, changes: Change[], ids: Map<Change, number>): Promise<number> {
  const drawn: PhotoRow[] = [];
  let stored = 0;
  for (const change of changes) {
    const id = ids.get(change) ?? 0;
    const table = change.piece.table;
    if (!change.photos) {
      if (!change.existing) drawn.push(...photoRowsFor(owner(table, id), DRAWN_VIEWS));
      continue;
    }
    const keep = change.photos.flatMap((photo) => (photo.keep !== undefined ? [photo.keep] : []));
    // Everything else the piece had goes: the drawn views, photos no longer listed, and those the ZIP replaces.
    let remove = trx.deleteFrom('product_photos').where(PHOTO_COLUMN[table], '=', id);
    if (keep.length) remove = remove.where('id', 'not in', keep);
    await remove.execute();
    for (const [position, photo] of change.photos.entries()) {
      const isPrimary = position === 0;
      if (photo.keep !== undefined) {
        await trx.updateTable('product_photos').set({ position, is_primary: isPrimary }).where('id', '=', photo.keep).execute();
      } else if (photo.zip) {
        await trx
          .insertInto('product_photos')
          .values({ ...owner(table, id), view: position, position, is_primary: isPrimary, file_name: photo.name, mime_type: photo.zip.type?.mime ?? null, data: photo.zip.data })
          .execute();
        stored++;
      }
    }
  }
  for (let i = 0; i < drawn.length; i += BATCH * 4) await trx.insertInto('product_photos').values(drawn.slice(i, i + BATCH * 4)).execute();
  return stored;
}
