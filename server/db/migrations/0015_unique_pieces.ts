import { sql, type Kysely } from 'kysely';

/**
 * Unique pieces (issue 26). Every product row counts its pieces: `stock` in the boutique (a watch is one; jewelry
 * and bags may be more) and `reserved`, how many of them pending, confirmed or shipped orders hold. What a shopper
 * can still put in a cart is `stock - reserved`; the CHECK keeps 0 ≤ reserved ≤ stock whatever runs at once, so a
 * piece can never be held twice. Delivery takes the pieces out of both (`stock` falls; at 0 the piece is sold and
 * `sold_at` dates the sale for the sales history). A pending order holds its pieces until `hold_until`; a worker
 * cancels it after that with `cancel_reason` 'hold_expired'.
 *
 * Orders placed before this migration hold what they asked for, as far as the stock goes; pending ones get a full
 * hold from now rather than expiring at the first start.
 */
const TABLES = [
  ['watches', 'watch_id'],
  ['jewelry', 'jewelry_id'],
  ['bags', 'bag_id'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN stock integer NOT NULL DEFAULT 1,
      ADD COLUMN reserved integer NOT NULL DEFAULT 0,
      ADD COLUMN sold_at timestamptz,
      ADD CONSTRAINT ${sql.id(`${table}_pieces_check`)} CHECK (stock >= 0 AND reserved >= 0 AND reserved <= stock)`.execute(db);
    await sql`UPDATE ${sql.table(table)} AS p SET reserved = least(p.stock, held.quantity)
      FROM (SELECT oi.${sql.ref(column)} AS id, sum(oi.quantity)::int AS quantity
            FROM order_items oi JOIN orders o ON o.id = oi.order_id
            WHERE o.status IN ('pending', 'confirmed', 'shipped') AND oi.${sql.ref(column)} IS NOT NULL
            GROUP BY oi.${sql.ref(column)}) AS held
      WHERE held.id = p.id`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_sold_at`)} ON ${sql.table(table)} (sold_at DESC, id DESC) WHERE sold_at IS NOT NULL`.execute(db);
  }
  await sql`ALTER TABLE orders
    ADD COLUMN hold_until timestamptz,
    ADD COLUMN cancel_reason text CONSTRAINT orders_cancel_reason_check CHECK (cancel_reason IN ('customer', 'manager', 'hold_expired'))`.execute(db);
  await sql`UPDATE orders SET hold_until = now() + interval '48 hours' WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX orders_hold_due ON orders (hold_until) WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_hold_due`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN hold_until, DROP COLUMN cancel_reason`.execute(db);
  for (const [table] of TABLES) {
    await sql`DROP INDEX ${sql.id(`${table}_sold_at`)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN stock, DROP COLUMN reserved, DROP COLUMN sold_at`.execute(db);
  }
}
