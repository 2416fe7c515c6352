import { sql, type Kysely } from 'kysely';

/**
 * The managers' side while the shop runs (issue 27).
 * - `users.staff_role`: null for a customer, 'manager' or 'owner' for staff.
 * - `audit_log`: every staff action — who (the account, or null for the local command line), when, through what
 *   (web, telegram, cli), what, on which subject, before → after.
 * - `order_status_changes`: each order's history (placed, confirmed, …, cancelled with a reason), written by the
 *   one function that moves an order, whoever moves it (customer, staff, the hold-expiry worker).
 * - `customer_requests.taken_by`: the staff member who took a request up.
 * - products' `sku`: the boutique's own key, the CSV import's match (unique per table; the import also refuses a
 *   SKU used by another kind).
 * - `notification_outbox.telegram_message_id`: the sent message, so a button press can edit it.
 * - `telegram_updates`: one row holding getUpdates' offset and the lease of the node that polls (one at a time).
 */
const PRODUCT_TABLES = ['watches', 'jewelry', 'bags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN staff_role text CONSTRAINT users_staff_role_check CHECK (staff_role IN ('manager', 'owner'))`.execute(db);
  await sql`CREATE INDEX users_staff ON users (id) WHERE staff_role IS NOT NULL`.execute(db);
  await sql`CREATE TABLE audit_log (
    id serial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_id integer REFERENCES users(id) ON DELETE SET NULL,
    actor_name text NOT NULL,
    via text NOT NULL CHECK (via IN ('web', 'telegram', 'cli')),
    action text NOT NULL,
    subject_type text NOT NULL CHECK (subject_type IN ('order', 'request', 'product', 'catalogue', 'staff')),
    subject_id text NOT NULL,
    subject_label text NOT NULL,
    before jsonb,
    after jsonb
  )`.execute(db);
  await sql`CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, at DESC)`.execute(db);
  await sql`CREATE TABLE order_status_changes (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    at timestamptz NOT NULL DEFAULT now(),
    from_status text,
    to_status text NOT NULL,
    by_kind text NOT NULL CHECK (by_kind IN ('customer', 'staff', 'system')),
    actor_id integer REFERENCES users(id) ON DELETE SET NULL,
    reason text
  )`.execute(db);
  await sql`CREATE INDEX order_status_changes_order ON order_status_changes (order_id, at, id)`.execute(db);
  // The orders placed so far start their history with the placing.
  await sql`INSERT INTO order_status_changes (order_id, at, from_status, to_status, by_kind)
    SELECT id, created_at, NULL, 'pending', 'customer' FROM orders`.execute(db);
  await sql`ALTER TABLE customer_requests ADD COLUMN taken_by integer REFERENCES users(id) ON DELETE SET NULL`.execute(db);
  for (const table of PRODUCT_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN sku text`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_sku`)} ON ${sql.table(table)} (sku) WHERE sku IS NOT NULL`.execute(db);
  }
  await sql`ALTER TABLE notification_outbox ADD COLUMN telegram_message_id bigint`.execute(db);
  await sql`CREATE TABLE telegram_updates (
    id integer PRIMARY KEY CHECK (id = 1),
    next_offset bigint NOT NULL DEFAULT 0,
    lease_until timestamptz,
    lease_token text
  )`.execute(db);
  await sql`INSERT INTO telegram_updates (id) VALUES (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE telegram_updates`.execute(db);
  await sql`ALTER TABLE notification_outbox DROP COLUMN telegram_message_id`.execute(db);
  for (const table of PRODUCT_TABLES) await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN sku`.execute(db);
  await sql`ALTER TABLE customer_requests DROP COLUMN taken_by`.execute(db);
  await sql`DROP TABLE order_status_changes`.execute(db);
  await sql`DROP TABLE audit_log`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN staff_role`.execute(db);
}
