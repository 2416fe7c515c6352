/**
 * Seeds the demo boutique (reference lists, catalogue, site content) into a migrated database.
 *
 * - Deterministic: every value comes from seeded streams (random.ts) and a fixed base date, never from
 *   Math.random or the clock; two fresh databases get identical rows and ids.
 * - Idempotent: reference rows are inserted only when their unique key is missing (and ON CONFLICT DO NOTHING
 *   guards a concurrent seeder); content tables without a unique key are filled only while empty; watches are
 *   appended up to the requested count, so `watches: 400` after `watches: 320` adds the 80 watches a fresh
 *   400-watch seed would have, and running the same count again changes nothing.
 * - One transaction under an advisory lock: a failed seed leaves nothing behind and two API nodes starting at
 *   once on one PostgreSQL do not both seed. Works on PGlite (single connection) and PostgreSQL alike.
 * - Fast: multi-row inserts in batches (the 100 000-watch benchmark catalogue is a few minutes on PGlite).
 * - No users, carts or orders: those come from real sign-ups.
 */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.ts';
import { BRANDS } from '../data/brands.ts';
import { COUNTRIES } from '../data/reference.ts';
import { seedBags, seedJewelry, seedWatches } from './catalogue-rows.ts';
import { seedContent } from './content-rows.ts';
import { seedReference } from './reference-rows.ts';
import { type SeedTable, emptyCounts, SEED_TABLES } from './tables.ts';

export interface SeedOptions {
  /** Watches the catalogue should hold (default 320; SEED_WATCHES=100000 for benchmarks). */
  watches?: number;
  log?: (msg: string) => void;
}

export interface SeedReport {
  /** Rows this run added, per table (all zero on a repeated run). */
  inserted: Record<SeedTable, number>;
  /** Rows in each table after the run. */
  total: Record<SeedTable, number>;
}

export const DEFAULT_WATCHES = 320;

/** pg_advisory_xact_lock key: "seed" in ASCII. */
const LOCK_KEY = 0x73656564;

export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const target = options.watches ?? DEFAULT_WATCHES;
  if (!Number.isInteger(target) || target < 0) throw new Error(`seed: watches must be a non-negative integer, got ${target}`);
  const log = options.log ?? (() => {});
  const inserted = emptyCounts();

  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
    const refs = await seedReference(trx, inserted);
    log(`seed: reference lists ready (${BRANDS.length} brands, ${COUNTRIES.length} countries)`);
    await seedWatches(trx, refs, target, inserted, log);
    await seedJewelry(trx, refs, inserted);
    await seedBags(trx, refs, inserted);
    log(`seed: jewelry +${inserted.jewelry}, bags +${inserted.bags}`);
    await seedContent(trx, refs, inserted);
  });

  const total = emptyCounts();
  for (const table of SEED_TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
    total[table] = rows[0]?.n ?? 0;
  }
  return { inserted, total };
}
