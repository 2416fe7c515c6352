import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { HttpError, badRequest } from '../contract/errors.ts';
import { recordAvailable } from '../alerts/events.ts';
import { PRODUCT_COLUMNS, TABLE_OF, type ProductChoice, type ProductColumn, type ProductRef } from '../lists/products.ts';

/**
 * Unique pieces (issue 26, migration 0015): how many of a product the boutique has (`stock`) and how many orders
 * hold (`reserved`). Every change here is one conditional statement whose outcome the database decides under its
 * row lock, so of parallel checkouts of one piece exactly one takes it — on PGlite, on PostgreSQL, and across API
 * nodes sharing one PostgreSQL — and the CHECK (0 ≤ reserved ≤ stock) would refuse anything else.
 */

export const PIECE_RESERVED = 'This piece is already reserved';
export const PIECE_SOLD = 'This piece is already sold';


/** The product a row names (exactly one of the three columns is set). */
function choiceOf(ref: ProductRef): ProductChoice | undefined {
  for (const column of PRODUCT_COLUMNS) {
    const id = ref[column];
    if (id !== null) return { column, table: TABLE_OF[column], id };
  }
  return undefined;
}

export interface PieceCount {
  stock: number;
  reserved: number;
}

/** A product's pieces, undefined when it is unknown or withdrawn. */
export async function piecesOf(db: Kysely<Database>, choice: ProductChoice): Promise<PieceCount | undefined> {
  return db
    .selectFrom(`${choice.table} as p` as 'watches as p')
    .select(['p.stock', 'p.reserved'])
    .where('p.id', '=', choice.id)
    .where('p.is_active', '=', true)
    .executeTakeFirst();
}

/** The 409 of a piece nobody can take any more: sold when none is left, reserved when orders hold them all. */
export const unavailable = (pieces: PieceCount): HttpError => new HttpError(409, pieces.stock === 0 ? PIECE_SOLD : PIECE_RESERVED);

/**
 * The cart's rule: a line never asks for more than is free. A piece with none free is a 409 (reserved or sold);
 * a quantity past what is free a 400 naming `quantity`. (A cart is not a hold: checkout decides, below.)
 */
export function checkWanted(pieces: PieceCount, wanted: number): void {
  const free = pieces.stock - pieces.reserved;
  if (free <= 0) throw unavailable(pieces);
  if (wanted > free) throw badRequest('Invalid request.', { quantity: [`Only ${free} can be ordered.`] });
}

export interface HeldLine extends ProductRef {
  /** The cart line's id: the 409 names refused lines by it (`items.{id}`). */
  lineId: number;
  quantity: number;
}

/**
 * Takes the lines' pieces for an order: per line `reserved += quantity` only where that many are still free. Lines
 * go in one order (table, then id) so two checkouts of the same pieces lock them in the same order and cannot
 * deadlock. Answers the refused lines with their reason; the caller throws, which rolls back what was taken.
 */
export async function holdPieces(trx: Kysely<Database>, lines: HeldLine[]): Promise<{ line: HeldLine; reason: string }[]> {
  const ordered = lines
    .map((line) => ({ line, choice: choiceOf(line) }))
    .filter((entry): entry is { line: HeldLine; choice: ProductChoice } => entry.choice !== undefined)
    .sort((a, b) => (a.choice.table === b.choice.table ? a.choice.id - b.choice.id : a.choice.table < b.choice.table ? -1 : 1));
  const refused: { line: HeldLine; reason: string }[] = [];
  for (const { line, choice } of ordered) {
    const taken = await trx
      .updateTable(`${choice.table} as p` as 'watches as p')
      .set({ reserved: sql<number>`p.reserved + ${line.quantity}` })
      .where('p.id', '=', choice.id)
      .where('p.is_active', '=', true)
      .where(sql<boolean>`p.stock - p.reserved >= ${line.quantity}`)
      .returning('p.id')
      .executeTakeFirst();
    if (taken) continue;
    const pieces = await piecesOf(trx, choice);
    refused.push({ line, reason: pieces && pieces.stock === 0 ? PIECE_SOLD : PIECE_RESERVED });
  }
  return refused;
}

/** One statement per product table (an order's lines may name all three). */
async function eachTable(apply: (table: 'watches' | 'jewelry' | 'bags', column: ProductColumn) => Promise<unknown>): Promise<void> {
  for (const column of PRODUCT_COLUMNS) await apply(TABLE_OF[column], column);
}

/**
 * Gives an order's pieces back (a customer's or a manager's cancel, an expired hold): `reserved -= quantity` for each
 * of its lines. Issue 28: a product whose free count went from 0 to more than 0 is available again, an event written
 * in this same transaction. Before the release its free count was `free - quantity` (stock does not change and the
 * CHECK kept reserved ≤ stock), so it had none free exactly when what is free now is at most what came back.
 */
export async function releasePieces(trx: Kysely<Database>, orderId: number): Promise<void> {
  await eachTable(async (table, column) => {
    const { rows } = await sql<{ id: number }>`
      WITH released AS (
        UPDATE ${sql.table(table)} AS p SET reserved = greatest(p.reserved - oi.quantity, 0)
        FROM order_items oi WHERE oi.order_id = ${orderId} AND oi.${sql.ref(column)} = p.id
        RETURNING p.id, p.stock - p.reserved AS free, oi.quantity
      )
      SELECT id FROM released WHERE free > 0 AND free <= quantity`.execute(trx);
    await recordAvailable(trx, table, rows.map((row) => row.id));
  });
}

/**
 * Delivered means sold: the order's pieces leave the boutique (`stock` and `reserved` both fall by the quantity);
 * a product with none left is sold, dated for the sales history.
 */
export async function sellPieces(trx: Kysely<Database>, orderId: number): Promise<void> {
  await eachTable((table, column) =>
    sql`UPDATE ${sql.table(table)} AS p SET
          stock = greatest(p.stock - oi.quantity, 0),
          reserved = greatest(p.reserved - oi.quantity, 0),
          sold_at = CASE WHEN p.stock - oi.quantity <= 0 THEN now() ELSE p.sold_at END
        FROM order_items oi WHERE oi.order_id = ${orderId} AND oi.${sql.ref(column)} = p.id`.execute(trx),
  );
}
