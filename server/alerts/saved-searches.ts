import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { SitePath } from '../../kernel/siteMap.ts';
import { badRequest, HttpError, notFound } from '../contract/errors.ts';
import type { CataloguePage } from '../db/tables/alerts.ts';
import type { Database } from '../db/types.ts';
import {
  countSearches,
  deleteSearch,
  findSearch,
  findSearchByQuery,
  insertSearch,
  listSearches,
  lockShopper,
  updateSearch,
  type SavedSearchRow,
} from './saved-search-repository.ts';

type Schemas = components['schemas'];
export type SavedSearch = Schemas['SavedSearch'];

/**
 * Saved searches (issue 28): a catalogue page's filters and search under a name, at most 20 per shopper, one per
 * page and query. The matcher (server/alerts/matcher.ts) reads `filters`; the shopper opens `url` again.
 */
export const SAVED_SEARCHES_MAX = 20;
export const SEARCH_LIMIT = `You can save at most ${SAVED_SEARCHES_MAX} searches`;
export const SEARCH_NOT_FOUND = 'Saved search not found.';
const NAME_EMPTY = 'This field must not be empty.';
const QUERY_MAX = 2000;

/** Each catalogue page's path; `satisfies` holds them to the site map's routes. */
const PAGE_PATH = { catalog: '/catalog', jewelry: '/jewelry', bags: '/bags', sale: '/sale' } as const satisfies Record<CataloguePage, SitePath>;

/** What opens a page again but does not choose pieces: paging and order are not part of a search. */
const NOT_A_FILTER = new Set(['page', 'page_size', 'ordering']);

/**
 * The page URL's query as it is stored and compared, so that the same search saved twice is one row however its
 * URL was written: paging and order dropped, empty parameters dropped (an empty filter chooses nothing), the
 * parameters sorted by name (stably: a repeated name keeps its values' order) and encoded as the browser's
 * URLSearchParams encodes them.
 */
export function normalisedQuery(query: string): string {
  const kept = new URLSearchParams([...new URLSearchParams(query)].filter(([name, value]) => !NOT_A_FILTER.has(name) && value !== ''));
  kept.sort();
  return kept.toString();
}

function answer(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    page: row.page,
    query: row.query,
    url: `${PAGE_PATH[row.page]}${row.query === '' ? '' : `?${row.query}`}`,
    filters: row.filters as SavedSearch['filters'],
    alerts: row.alerts,
    new_count: row.new_count,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  };
}

/** A name as stored: trimmed, never empty (the contract also asks for a non-space character). */
function nameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('Invalid request.', { name: [NAME_EMPTY] });
  return trimmed;
}

export async function listSavedSearches(db: Kysely<Database>, userId: number): Promise<{ count: number; results: SavedSearch[] }> {
  const rows = await listSearches(db, userId);
  return { count: rows.length, results: rows.map(answer) };
}

/**
 * Saves a search, or answers the one already saved for that page and query (`created: false`). The shopper's users
 * row is locked first, so concurrent saves run one after another: the 21st is refused (409) however many are sent
 * at once, and two saves of one search cannot both insert.
 */
export async function createSavedSearch(db: Kysely<Database>, userId: number, body: Schemas['SavedSearchCreate']): Promise<{ search: SavedSearch; created: boolean }> {
  const name = nameOf(body.name);
  const query = normalisedQuery(body.query);
  // Encoding can lengthen a query the contract let through ("," is "%2C"): refused rather than cut.
  if (query.length > QUERY_MAX) throw badRequest('Invalid request.', { query: [`At most ${QUERY_MAX} characters.`] });
  return db.transaction().execute(async (trx) => {
    if (!(await lockShopper(trx, userId))) throw new HttpError(401, 'Authentication credentials were not provided.');
    const existing = await findSearchByQuery(trx, userId, body.page, query);
    if (existing) return { search: answer(existing), created: false };
    if ((await countSearches(trx, userId)) >= SAVED_SEARCHES_MAX) throw new HttpError(409, SEARCH_LIMIT);
    const id = await insertSearch(trx, userId, { name, page: body.page, query, filters: body.filters, alerts: body.alerts ?? true });
    const saved = await findSearch(trx, userId, id);
    if (!saved) throw new Error(`saved search ${id} vanished inside its transaction`);
    return { search: answer(saved), created: true };
  });
}

/** Rename, alerts on or off, or `seen` (opened now: its new-match count starts again). */
export async function updateSavedSearch(db: Kysely<Database>, userId: number, id: number, body: Schemas['SavedSearchUpdate']): Promise<SavedSearch> {
  const change = { ...(body.name !== undefined ? { name: nameOf(body.name) } : {}), ...(body.alerts !== undefined ? { alerts: body.alerts } : {}), seen: body.seen === true };
  const changed = change.name !== undefined || change.alerts !== undefined || change.seen;
  if (changed && !(await updateSearch(db, userId, id, change))) throw notFound(SEARCH_NOT_FOUND);
  const row = await findSearch(db, userId, id);
  if (!row) throw notFound(SEARCH_NOT_FOUND);
  return answer(row);
}

export async function deleteSavedSearch(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  if (!(await deleteSearch(db, userId, id))) throw notFound(SEARCH_NOT_FOUND);
}
