import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { CataloguePage, ProductTable } from '../db/tables/alerts.ts';
import type { CatalogueQuery } from '../catalogue/filters.ts';
import { saleKinds } from '../catalogue/sale.ts';
import { finishEvents, type Claim, type ClaimedEvent } from './event-repository.ts';
import { insertNotices, matchArrivals, priceDropCandidates, searchGroups, spendPieceAlerts, type Branch, type Candidate, type SearchGroup } from './match-repository.ts';
import { enqueueTelegramNotices } from './telegram-notice.ts';

/**
 * Turns a claimed batch of catalogue events (events.ts, claimed by match-worker.ts) into shoppers' notices. The new
 * pieces are matched first (read-only); then one transaction marks the events done and writes the rest — so a
 * batch's notices, its spent piece alerts, its Telegram copies and "done" are written together or not at all:
 *
 * - arrived → every distinct filter set among the saved searches with alerts on is matched against the batch's new
 *   pieces with the catalogue's own filter code (match-repository.ts), and each search of a matching set gets a
 *   `new_match` notice (with the search's name as it is now);
 * - price_drop → the favorites of that piece with price alerts on get `price_drop` (old and new price);
 * - available → the piece alerts of that piece are spent and their holders get `available`.
 *
 * A shopper gets at most one notice per piece per day (notifications_once_a_day): the first candidate wins, the
 * others (another search, another event, another node) are dropped by the database. Sold or hidden pieces make no
 * notices.
 */

export interface MatchOptions {
  /** Whether shoppers' notices are also written to the Telegram outbox (the bot token is configured). */
  telegram: boolean;
  /** The site's origin for absolute links in Telegram messages (PUBLIC_ORIGIN); else site paths. */
  publicOrigin?: string | undefined;
}

export interface MatchResult {
  /** Events this claim still held and marked done. */
  events: number;
  /** Notices written. */
  notices: number;
  /** Of them, copies written to the Telegram outbox. */
  telegram: number;
}

const key = (table: ProductTable, id: number) => `${table}:${id}`;

const PAGE_KIND: Record<Exclude<CataloguePage, 'sale'>, ProductTable> = { catalog: 'watches', jewelry: 'jewelry', bags: 'bags' };

/** A saved search's filters as the list call's query: paging and ordering are never part of a search. */
function listQuery(filters: Record<string, unknown>): CatalogueQuery {
  const { page: _page, page_size: _size, ordering: _ordering, on_sale: _sale, ...rest } = filters as CatalogueQuery;
  return rest;
}

/**
 * The kinds a saved search's page lists, with the query that page sends for each: /catalog, /jewelry and /bags their
 * own kind (routes/catalogue.ts), /sale the kinds catalogue/sale.ts lists for the query, `on_sale` forced on as its
 * handler forces it.
 */
export function pageQueries(page: CataloguePage, filters: Record<string, unknown>): { table: ProductTable; query: CatalogueQuery }[] {
  const query = listQuery(filters);
  if (page !== 'sale') return [{ table: PAGE_KIND[page], query }];
  const sale = { ...query, on_sale: true };
  return saleKinds(sale).map((kind) => ({ table: kind.table, query: sale }));
}

const branchesOf = (groups: readonly SearchGroup[]): Branch[] =>
  groups.flatMap((group, index) => pageQueries(group.page, group.filters).map(({ table, query }) => ({ group: index, table, query })));

/** The batch's events of one kind, per product table, each piece once (its first event). */
function firstEvents(events: readonly ClaimedEvent[], kind: ClaimedEvent['event']): Map<ProductTable, Map<number, number>> {
  const byTable = new Map<ProductTable, Map<number, number>>();
  for (const event of events) {
    if (event.event !== kind) continue;
    const pieces = byTable.get(event.kind) ?? new Map<number, number>();
    if (!pieces.has(event.productId)) pieces.set(event.productId, event.id);
    byTable.set(event.kind, pieces);
  }
  return byTable;
}

async function arrivalCandidates(trx: Kysely<Database>, events: readonly ClaimedEvent[]): Promise<Candidate[]> {
  const arrivals = firstEvents(events, 'arrived');
  if (arrivals.size === 0) return [];
  const groups = await searchGroups(trx);
  if (groups.length === 0) return [];
  const eventOf = new Map([...arrivals].flatMap(([table, pieces]) => [...pieces].map(([id, eventId]) => [key(table, id), eventId] as const)));
  const matches = await matchArrivals(trx, branchesOf(groups), new Map([...arrivals].map(([table, pieces]) => [table, [...pieces.keys()]])));
  return matches.flatMap(({ group, table, id }) => {
    const { searchIds, userIds } = groups[group]!;
    const eventId = eventOf.get(key(table, id)) ?? 0;
    return searchIds.map((searchId, i) => ({ userId: userIds[i]!, kind: 'new_match' as const, table, productId: id, eventId, searchId, oldPrice: null, newPrice: null }));
  });
}

/** One candidate per shopper and piece: the earliest event's, and of one event's the lowest search id. */
function oncePerPiece(candidates: Candidate[]): Candidate[] {
  const sorted = candidates.sort((a, b) => a.eventId - b.eventId || (a.searchId ?? 0) - (b.searchId ?? 0));
  const seen = new Set<string>();
  return sorted.filter((candidate) => {
    const id = `${candidate.userId}:${key(candidate.table, candidate.productId)}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export async function handleClaim(db: Kysely<Database>, claim: Claim, options: MatchOptions): Promise<MatchResult> {
  // The filter sets are matched before the writing transaction, statement by statement: on embedded PGlite (one
  // connection) shoppers' requests then run between them rather than wait for the whole batch, and on PostgreSQL
  // the transaction that holds the events' and the notices' locks stays short. Read-only, so nothing is lost when
  // the claim turns out to have been overtaken: those events' candidates are dropped below.
  const arrivals = await arrivalCandidates(db, claim.events);
  return db.transaction().execute(async (trx) => {
    const held = await finishEvents(trx, claim);
    const events = claim.events.filter((event) => held.has(event.id));
    if (events.length === 0) return { events: 0, notices: 0, telegram: 0 };
    const candidates = arrivals.filter((candidate) => held.has(candidate.eventId));
    for (const table of firstEvents(events, 'price_drop').keys()) {
      // Every drop of the batch: of several drops of one piece the earliest wins (oncePerPiece), its old price the
      // highest, the notice's new price today's.
      const eventIds = events.filter((event) => event.event === 'price_drop' && event.kind === table).map((event) => event.id);
      candidates.push(...(await priceDropCandidates(trx, table, eventIds)));
    }
    for (const [table, pieces] of firstEvents(events, 'available')) candidates.push(...(await spendPieceAlerts(trx, table, pieces)));
    const notices = await insertNotices(trx, oncePerPiece(candidates));
    const telegram = options.telegram && notices.length > 0 ? await enqueueTelegramNotices(trx, notices, options.publicOrigin) : 0;
    return { events: events.length, notices: notices.length, telegram };
  });
}
