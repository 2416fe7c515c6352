import { sql, type Kysely } from 'kysely';

/**
 * The price a sale piece had before its reduction (issue 10 item 13): the cards and the detail page strike it
 * through beside the current price with the reduction ("−10 %"). Null for pieces that are not reduced. A CHECK
 * keeps it meaningful: a previous price is only ever above the current one.
 *
 * Catalogues seeded before this migration hold sale pieces without it: they are given back the price the seed
 * reduced them from (the seed takes 10 % off, server/seed/watches.ts), rounded to whole hundreds as the seed's
 * prices are. A fresh database gets the seed's own figure.
 */
const TABLES = ['watches', 'jewelry', 'bags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN previous_price_usd numeric(12, 2)
      CHECK (previous_price_usd IS NULL OR (price_usd IS NOT NULL AND previous_price_usd > price_usd))`.execute(db);
    await sql`UPDATE ${sql.table(table)} SET previous_price_usd = round(price_usd / 0.9, -2)
      WHERE on_sale AND price_usd IS NOT NULL AND round(price_usd / 0.9, -2) > price_usd`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS previous_price_usd`.execute(db);
}
