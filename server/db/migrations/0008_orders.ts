import { sql, type Kysely } from 'kysely';

/**
 * Checkout, orders, promo codes and the address book (issue 13), on migration 0001's tables:
 * - orders.order_number comes from a sequence (`100001`, `100002`, …): unique, short enough to read out on the
 *   phone, and never reused; the UNIQUE of 0001 still holds it.
 * - orders.idempotency_key with UNIQUE (user_id, idempotency_key): the same key from the same customer can make
 *   one order only, whatever number of requests race (the database is the arbiter, across API nodes); keys of
 *   different customers never meet. NULL keys (a client that sends none) are distinct, as SQL has them.
 * - money and shape CHECKs: totals never negative, a discount never above the subtotal, a pickup order names its
 *   city and a delivery order its country, city, postal code and first line.
 * - promo_codes.usage_limit / times_used: a code's uses are counted in the order's transaction by one guarded
 *   UPDATE (`times_used < usage_limit`), so two last uses cannot both pass; codes are unique case-insensitively.
 * - addresses: local (a listed city) or international (country + free-text city); line 1 ≥ 5 characters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE order_number_seq START WITH 100001`.execute(db);
  await sql`ALTER TABLE orders
    ALTER COLUMN order_number SET DEFAULT nextval('order_number_seq')::text,
    ADD COLUMN idempotency_key text,
    ADD CONSTRAINT orders_user_idempotency_key UNIQUE (user_id, idempotency_key),
    ADD CONSTRAINT orders_money CHECK (subtotal >= 0 AND discount >= 0 AND discount <= subtotal AND delivery_cost >= 0 AND total_price >= 0),
    ADD CONSTRAINT orders_destination CHECK (
      (delivery_method = 'pickup' AND pickup_city_id IS NOT NULL)
      OR (delivery_method = 'delivery' AND country IS NOT NULL AND address_city IS NOT NULL AND postal_code IS NOT NULL AND address_line1 IS NOT NULL)
    )`.execute(db);
  await sql`ALTER SEQUENCE order_number_seq OWNED BY orders.order_number`.execute(db);
  await sql`CREATE INDEX order_items_order_idx ON order_items (order_id)`.execute(db);

  await sql`ALTER TABLE promo_codes
    ADD COLUMN usage_limit integer CHECK (usage_limit > 0),
    ADD COLUMN times_used integer NOT NULL DEFAULT 0 CHECK (times_used >= 0),
    ADD CONSTRAINT promo_codes_within_limit CHECK (usage_limit IS NULL OR times_used <= usage_limit)`.execute(db);
  await sql`CREATE UNIQUE INDEX promo_codes_code_ci ON promo_codes (upper(code))`.execute(db);

  await sql`ALTER TABLE addresses
    ADD CONSTRAINT addresses_line1 CHECK (char_length(btrim(address_line1)) >= 5),
    ADD CONSTRAINT addresses_local_or_international CHECK (city_id IS NOT NULL OR (country IS NOT NULL AND city_text IS NOT NULL))`.execute(db);
  await sql`CREATE INDEX addresses_user_created_idx ON addresses (user_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS addresses_user_created_idx`.execute(db);
  await sql`ALTER TABLE addresses DROP CONSTRAINT IF EXISTS addresses_line1, DROP CONSTRAINT IF EXISTS addresses_local_or_international`.execute(db);
  await sql`DROP INDEX IF EXISTS promo_codes_code_ci`.execute(db);
  await sql`ALTER TABLE promo_codes DROP CONSTRAINT IF EXISTS promo_codes_within_limit, DROP COLUMN IF EXISTS times_used, DROP COLUMN IF EXISTS usage_limit`.execute(db);
  await sql`DROP INDEX IF EXISTS order_items_order_idx`.execute(db);
  await sql`ALTER TABLE orders
    DROP CONSTRAINT IF EXISTS orders_destination,
    DROP CONSTRAINT IF EXISTS orders_money,
    DROP CONSTRAINT IF EXISTS orders_user_idempotency_key,
    DROP COLUMN IF EXISTS idempotency_key,
    ALTER COLUMN order_number DROP DEFAULT`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS order_number_seq`.execute(db);
}
