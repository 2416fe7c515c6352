import type { Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import { notFound } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { chosenProduct, PRODUCT_COLUMNS, TABLE_OF, unknownProduct, type ProductRef, type ProductSelector } from '../lists/products.ts';
import { noticeProductsOf, type PieceRef } from './notice-product.ts';
import { addAlert, listAlerts, removeAlert, type PieceAlertRow } from './piece-alert-repository.ts';

type PieceAlert = components['schemas']['PieceAlert'];

/**
 * "Tell me when it is free" (issue 28): a shopper's alerts on pieces, one per piece, made only for a piece on sale
 * (an unknown or withdrawn one is a 400, as favorites are), spent by the matcher when the piece is free again.
 */
export const ALERT_NOT_FOUND = 'Piece alert not found.';

/** The one product column a row fills, as a table and id. */
function pieceOf(ref: ProductRef): PieceRef {
  for (const column of PRODUCT_COLUMNS) {
    const id = ref[column];
    if (id !== null) return { table: TABLE_OF[column], id };
  }
  throw new Error('a piece alert names no product');
}

async function answers(db: Kysely<Database>, lang: Locale, rows: PieceAlertRow[]): Promise<PieceAlert[]> {
  const productOf = await noticeProductsOf(db, lang, rows.map(pieceOf));
  return rows.flatMap((row) => {
    const product = productOf(pieceOf(row));
    return product ? [{ id: row.id, created_at: row.created_at.toISOString(), product }] : [];
  });
}

export async function listPieceAlerts(db: Kysely<Database>, userId: number, lang: Locale): Promise<{ count: number; results: PieceAlert[] }> {
  const results = await answers(db, lang, await listAlerts(db, userId));
  return { count: results.length, results };
}

/** Asking twice answers the one existing alert. */
export async function createPieceAlert(db: Kysely<Database>, userId: number, selector: ProductSelector, lang: Locale): Promise<PieceAlert> {
  const choice = chosenProduct(selector);
  const row = await addAlert(db, userId, choice);
  if (!row) unknownProduct(choice);
  const [answer] = await answers(db, lang, [row]);
  if (!answer) unknownProduct(choice);
  return answer;
}

export async function deletePieceAlert(db: Kysely<Database>, userId: number, selector: ProductSelector): Promise<void> {
  if (!(await removeAlert(db, userId, chosenProduct(selector)))) throw notFound(ALERT_NOT_FOUND);
}
