import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the catalogue's default and price-descending orders (part 1 §9 sort options), so that a page is
 * read from an index instead of sorting every matching watch: without them the first page of 100 000 watches
 * sorted them all (≈ 50 ms on PostgreSQL). `price_usd DESC NULLS LAST` is its own index because a backward
 * scan of (price_usd, id) gives NULLS FIRST, and prices on request sort last both ways.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX watches_created_idx ON watches (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX watches_price_desc_idx ON watches (price_usd DESC NULLS LAST, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS watches_price_desc_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS watches_created_idx`.execute(db);
}
