import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Locale } from '../../kernel/language.ts';
import { chosenProduct, productsOf, unknownProduct, type EntryProduct, type ProductSelector } from './products.ts';
import { addEntry, clearEntries, findEntry, listEntries, removeEntry, setPriceAlerts, toggleEntry, type Entry, type ListTable } from './repository.ts';

/**
 * Favorites and comparison (part 1 §3, §4 "Favorites and comparison", §7): one entry per customer and product
 * (a UNIQUE constraint), added only for an active product, removed by entry id, checked and toggled by product.
 * The two lists differ in their table, their order, their words and what an entry says beside its product.
 */
export interface ProductList<Extra extends object> {
  table: ListTable;
  /** Favorites newest first (`/favorites`); comparison oldest first, so its columns keep their place. */
  order: 'newest' | 'oldest';
  notFound: string;
  /** An entry's own fields beside id, date and product: a favorite's price alerts (issue 28); none for comparison. */
  extra(entry: Entry): Extra;
}

export const FAVORITES: ProductList<{ price_alerts: boolean }> = {
  table: 'favorites',
  order: 'newest',
  notFound: 'Favorite not found.',
  // The column is NOT NULL DEFAULT true and the repository reads it for every favorite.
  extra: (entry) => ({ price_alerts: entry.price_alerts !== false }),
};
export const COMPARISON: ProductList<Record<never, never>> = { table: 'comparison_entries', order: 'oldest', notFound: 'Comparison entry not found.', extra: () => ({}) };

/** A Favorite or a ComparisonEntry: id, created_at, the list's own fields and exactly one product. */
export type ListEntry<Extra extends object> = { id: number; created_at: string } & Extra & EntryProduct;

async function answers<Extra extends object>(db: Kysely<Database>, list: ProductList<Extra>, lang: Locale, rows: Entry[]): Promise<ListEntry<Extra>[]> {
  const productOf = await productsOf(db, lang, rows);
  return rows.flatMap((row) => {
    const product: EntryProduct | undefined = productOf(row);
    return product ? [{ id: row.id, created_at: row.created_at.toISOString(), ...list.extra(row), ...product }] : [];
  });
}

export async function listOf<Extra extends object>(db: Kysely<Database>, list: ProductList<Extra>, userId: number, lang: Locale, page: PageRequest) {
  const { rows, count } = await listEntries(db, list.table, userId, list.order, sliceOf(page));
  return { count, results: await answers(db, list, lang, rows) };
}

/** Adding twice answers the one existing entry. */
export async function addTo<Extra extends object>(
  db: Kysely<Database>,
  list: ProductList<Extra>,
  userId: number,
  selector: ProductSelector,
  lang: Locale,
): Promise<ListEntry<Extra>> {
  const choice = chosenProduct(selector);
  const entry = await addEntry(db, list.table, userId, choice);
  if (!entry) unknownProduct(choice);
  const [answer] = await answers(db, list, lang, [entry]);
  if (!answer) unknownProduct(choice);
  return answer;
}

export async function removeFrom(db: Kysely<Database>, list: ProductList<object>, userId: number, entryId: number): Promise<void> {
  if (!(await removeEntry(db, list.table, userId, entryId))) throw notFound(list.notFound);
}

export async function clearList(db: Kysely<Database>, list: ProductList<object>, userId: number): Promise<void> {
  await clearEntries(db, list.table, userId);
}

/** The entry id of the product named by the query (exactly one of its ids), or null. */
export async function checkIn(db: Kysely<Database>, list: ProductList<object>, userId: number, selector: ProductSelector): Promise<number | null> {
  return (await findEntry(db, list.table, userId, chosenProduct(selector))) ?? null;
}

export async function toggleIn(db: Kysely<Database>, list: ProductList<object>, userId: number, selector: ProductSelector) {
  const choice = chosenProduct(selector);
  const outcome = await toggleEntry(db, list.table, userId, choice);
  if (!outcome) unknownProduct(choice);
  return outcome;
}

/** Issue 28: a favorite's price-drop alerts on or off; 404 for an entry that is not the caller's favorite. */
export async function setFavoriteAlerts(db: Kysely<Database>, userId: number, entryId: number, on: boolean, lang: Locale): Promise<ListEntry<{ price_alerts: boolean }>> {
  const entry = await setPriceAlerts(db, userId, entryId, on);
  const [answer] = entry ? await answers(db, FAVORITES, lang, [entry]) : [];
  if (!answer) throw notFound(FAVORITES.notFound);
  return answer;
}
