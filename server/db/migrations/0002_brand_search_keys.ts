import { sql, type Kysely } from 'kysely';

/**
 * Other spellings of a brand, as `brandKey` keys (lower-case, accent-free, alphanumerics only): the Russian
 * names shoppers type ("ролекс", "патек филипп" → "патекфилипп") and alternate Latin spellings ("bulgari" for
 * Bvlgari). Part 1 §5: brand matching treats Bulgari and Bvlgari as one brand; search finds a brand by its
 * Russian name. The keys are reference data filled by the seed (server/seed/brands.ts), not by this migration.
 *
 * An array on the brand rather than an alias table: a few dozen brands with a handful of keys each, always read
 * together with the brand. The GIN index serves the exact-key lookup (`search_keys @> ARRAY[key]`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE brands ADD COLUMN search_keys text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`CREATE INDEX brands_search_keys_idx ON brands USING gin (search_keys)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS brands_search_keys_idx`.execute(db);
  await sql`ALTER TABLE brands DROP COLUMN IF EXISTS search_keys`.execute(db);
}
