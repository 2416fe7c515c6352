import { sql, type Kysely } from 'kysely';

/**
 * Indexes for a fast catalogue at 100 000 watches (issue 16 §2).
 *
 * - Search (`search=`, filters.ts searchCondition) matches words anywhere in the model name (ILIKE '%…%') and
 *   in the reference key (LIKE '%…%'). A B-tree cannot serve a leading wildcard; trigram GIN indexes (pg_trgm)
 *   can, for words of three characters or more. pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded
 *   by server/db/database.ts); where it cannot be created (not installed, or no right to create it) the
 *   migration goes on without these indexes and search scans as before — the same results, only slower.
 *   The extension lives in one schema of the database (`public` unless it is already installed elsewhere) so
 *   that several schemas on one PostgreSQL (DATABASE_SCHEMA, the test suites) share it and dropping one of
 *   them never drops it; the operator class is named with its schema.
 * - Totals and facets: a narrow index of the active pieces holding every column the filters and facets read, so
 *   a count or a facet pass reads it alone (an index-only scan, ~60 bytes a piece) instead of the table with
 *   its two-language descriptions (~900 bytes a piece): a total over 100 000 watches on PostgreSQL went from
 *   ~95 ms to ~17 ms, a one-brand total from ~25 ms to ~3 ms. Index-only scans need the visibility map: autovacuum
 *   keeps it on PostgreSQL; PGlite has no autovacuum, so the first start vacuums after seeding (server/seed/first-start.ts),
 *   as the API benchmark does.
 * - Brand pages and brand filters sorted by price or newest: (brand_id, …, id) lets a one-brand page be read
 *   in order from the index instead of sorting every piece of the brand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const trgm = await trigramSchema(db);
  if (trgm) {
    const ops = sql.raw(`${quoteIdent(trgm)}.gin_trgm_ops`);
    for (const table of ['watches', 'jewelry', 'bags'] as const) {
      await sql`CREATE INDEX ${sql.raw(`${table}_model_trgm_idx`)} ON ${sql.table(table)} USING gin (model_name ${ops})`.execute(db);
      await sql`CREATE INDEX ${sql.raw(`${table}_reference_trgm_idx`)} ON ${sql.table(table)} USING gin (reference_key ${ops})`.execute(db);
    }
  }
  await sql`CREATE INDEX watches_active_filter_idx ON watches
    (brand_id, city_id, watch_type_id, case_material_id, glass_type_id, movement_type_id, strap_material_id, condition_id)
    INCLUDE (price_usd, production_year, case_diameter_mm, full_set, on_sale, is_limited_edition, collection_id, workshop_id)
    WHERE is_active`.execute(db);
  await sql`CREATE INDEX watches_brand_price_idx ON watches (brand_id, price_usd, id)`.execute(db);
  await sql`CREATE INDEX watches_brand_created_idx ON watches (brand_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS watches_brand_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS watches_brand_price_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS watches_active_filter_idx`.execute(db);
  for (const table of ['watches', 'jewelry', 'bags']) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_reference_trgm_idx`)}`.execute(db);
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_model_trgm_idx`)}`.execute(db);
  }
  // The extension stays: other schemas of the database may use it.
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The schema pg_trgm is installed in, creating it (in `public`) when it is available and not yet installed;
 * undefined when it cannot be had. Migrations run in one transaction, so a refused CREATE EXTENSION is rolled
 * back to a savepoint rather than failing the whole migration; a concurrent creator (another schema migrating at
 * the same moment) is seen by looking again.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing) return existing;
  const available = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return undefined;
  const schema = (await sql<{ schema: string | null }>`SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'public') THEN 'public' ELSE current_schema() END AS schema`.execute(db)).rows[0]?.schema;
  if (!schema) return undefined;
  await sql`SAVEPOINT pg_trgm`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA ${sql.id(schema)}`.execute(db);
    await sql`RELEASE SAVEPOINT pg_trgm`.execute(db);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT pg_trgm`.execute(db);
  }
  return installed();
}
