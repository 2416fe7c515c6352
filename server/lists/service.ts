import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { Database } from '../db/types.ts';
import { notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Locale } from '../../kernel/language.ts';
import { chosenProduct, productsOf, unknownProduct, type EntryProduct, type ProductSelector } from './products.ts';
import { addEntry, clearEntries, findEntry, listEntries, removeEntry, toggleEntry, type Entry, type ListTable } from './repository.ts';

type Schemas = components['schemas'];

/**
 * Favorites and comparison (part 1 §3, §4 "Favorites and comparison", §7): one entry per customer and product
 * (a UNIQUE constraint), added only for an active product, removed by entry id, checked and toggled by product.
 * The two lists differ only in their table, their order and their words.
 */
export interface ProductList {
  table: ListTable;
  /** Favorites newest first (`/favorites`); comparison oldest first, so its columns keep their place. */
  order: 'newest' | 'oldest';
  notFound: string;
}

export const FAVORITES: ProductList = { table: 'favorites', order: 'newest', notFound: 'Favorite not found.' };
export const COMPARISON: ProductList = { table: 'comparison_entries', order: 'oldest', notFound: 'Comparison entry not found.' };

/** Favorite and ComparisonEntry have the same shape: id, created_at and exactly one product. */
export type ListEntry = Schemas['Favorite'] & Schemas['ComparisonEntry'];

async function answers(db: Kysely<Database>, lang: Locale, rows: Entry[]): Promise<ListEntry[]> {
  const productOf = await productsOf(db, lang, rows);
  return rows.flatMap(({ id, created_at, ...ref }) => {
    const product: EntryProduct | undefined = productOf(ref);
    return product ? [{ id, created_at: created_at.toISOString(), ...product }] : [];
  });
}

export async function listOf(db: Kysely<Database>, list: ProductList, userId: number, lang: Locale, page: PageRequest) {
  const { rows, count } = await listEntries(db, list.table, userId, list.order, sliceOf(page));
  return { count, results: await answers(db, lang, rows) };
}

/** Adding twice answers the one existing entry. */
export async function addTo(db: Kysely<Database>, list: ProductList, userId: number, selector: ProductSelector, lang: Locale): Promise<ListEntry> {
  const choice = chosenProduct(selector);
  const entry = await addEntry(db, list.table, userId, choice);
  if (!entry) unknownProduct(choice);
  const [answer] = await answers(db, lang, [entry]);
  if (!answer) unknownProduct(choice);
  return answer;
}

export async function removeFrom(db: Kysely<Database>, list: ProductList, userId: number, entryId: number): Promise<void> {
  if (!(await removeEntry(db, list.table, userId, entryId))) throw notFound(list.notFound);
}

export async function clearList(db: Kysely<Database>, list: ProductList, userId: number): Promise<void> {
  await clearEntries(db, list.table, userId);
}

/** The entry id of the product named by the query (exactly one of its ids), or null. */
export async function checkIn(db: Kysely<Database>, list: ProductList, userId: number, selector: ProductSelector): Promise<number | null> {
  return (await findEntry(db, list.table, userId, chosenProduct(selector))) ?? null;
}

export async function toggleIn(db: Kysely<Database>, list: ProductList, userId: number, selector: ProductSelector) {
  const choice = chosenProduct(selector);
  const outcome = await toggleEntry(db, list.table, userId, choice);
  if (!outcome) unknownProduct(choice);
  return outcome;
}
