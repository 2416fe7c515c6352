import { sql, type Kysely } from 'kysely';

/**
 * A price on request never leaves the server (issue 22 item 1). Until now such a piece kept its figure in
 * `price_usd`, which every answer, sort, price filter and checkout read: `GET /api/watches/` showed it and
 * checkout billed it. The figure moves to `guide_price_usd`, a column no answer's query selects (the managers'
 * guide when they quote the piece), and a CHECK keeps `price_usd` and `previous_price_usd` empty on such pieces,
 * so a later write cannot put it back where shoppers see it. With `price_usd` null, the catalogue's price order
 * puts them after the priced pieces (NULLS LAST) and a price bound leaves them out, as the contract says.
 *
 * `order_items.price` becomes nullable: a line of such a piece is "on request" (no unit price, not in the sum)
 * until a manager quotes it. Orders placed before this migration billed the hidden figure: their lines are made
 * "on request" and their money recomputed the way checkout does now (the discount capped at the new subtotal).
 */
const TABLES = ['watches', 'jewelry', 'bags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN guide_price_usd numeric(12, 2)`.execute(db);
    await sql`UPDATE ${sql.table(table)} SET guide_price_usd = price_usd, price_usd = NULL, previous_price_usd = NULL
      WHERE price_on_request`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.id(`${table}_on_request_unpriced`)}
      CHECK (NOT price_on_request OR (price_usd IS NULL AND previous_price_usd IS NULL))`.execute(db);
  }
  await sql`ALTER TABLE order_items ALTER COLUMN price DROP NOT NULL`.execute(db);
  await sql`UPDATE order_items oi SET price = NULL
    WHERE EXISTS (SELECT 1 FROM watches p WHERE p.id = oi.watch_id AND p.price_on_request)
       OR EXISTS (SELECT 1 FROM jewelry p WHERE p.id = oi.jewelry_id AND p.price_on_request)
       OR EXISTS (SELECT 1 FROM bags p WHERE p.id = oi.bag_id AND p.price_on_request)`.execute(db);
  await sql`WITH sums AS (
      SELECT o.id, coalesce((SELECT sum(oi.price * oi.quantity) FROM order_items oi WHERE oi.order_id = o.id), 0) AS subtotal
      FROM orders o WHERE EXISTS (SELECT 1 FROM order_items oi WHERE oi.order_id = o.id AND oi.price IS NULL))
    UPDATE orders o SET subtotal = s.subtotal, discount = least(o.discount, s.subtotal),
      total_price = greatest(s.subtotal - least(o.discount, s.subtotal) + o.delivery_cost, 0)
    FROM sums s WHERE s.id = o.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Lines left unpriced keep 0, the figure the old checkout gave a piece without a price.
  await sql`UPDATE order_items SET price = 0 WHERE price IS NULL`.execute(db);
  await sql`ALTER TABLE order_items ALTER COLUMN price SET NOT NULL`.execute(db);
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.id(`${table}_on_request_unpriced`)}`.execute(db);
    await sql`UPDATE ${sql.table(table)} SET price_usd = guide_price_usd WHERE price_on_request`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS guide_price_usd`.execute(db);
  }
}
