import { sql, type Kysely } from 'kysely';

/**
 * Requests tracked like orders, FAQ groups and the managers' notification outbox (issue 15):
 * - customer_requests.kind: the order request is `order_request` (0001 called it `order`, which read like a
 *   checkout order; no build ever stored one); status new → in_progress → done, set by the managers' CLI, with
 *   the time of the last change; `page`, the site path the form was sent from. The signed-in customer's list
 *   (newest first, spam excluded) and the managers' list (by time, spam excluded) get their own partial indexes.
 * - faqs.section: the /faq page's four groups (part 2 §2: order and payment, delivery, warranty, products);
 *   the contract calls it `group`, a reserved word in SQL.
 * - notification_outbox: each new order or non-spam request, written in the same transaction as the order or
 *   request, then delivered to the managers' Telegram chat by server/notify/worker.ts. A row is claimed by one
 *   node at a time (an atomic UPDATE over `FOR UPDATE SKIP LOCKED`, with a lease), retried with backoff until
 *   delivered; UNIQUE (channel, subject, subject_id) keeps it to one message per order or request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE customer_requests DROP CONSTRAINT customer_requests_kind_check`.execute(db);
  await sql`UPDATE customer_requests SET kind = 'order_request' WHERE kind = 'order'`.execute(db);
  await sql`ALTER TABLE customer_requests
    ADD CONSTRAINT customer_requests_kind_check CHECK (kind IN ('contact', 'price', 'live_photos', 'buyback', 'appointment', 'order_request')),
    ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done')),
    ADD COLUMN status_changed_at timestamptz,
    ADD COLUMN page text CHECK (char_length(page) <= 500)`.execute(db);
  await sql`CREATE INDEX customer_requests_user_idx ON customer_requests (user_id, created_at DESC, id DESC) WHERE NOT is_spam`.execute(db);
  await sql`CREATE INDEX customer_requests_created_idx ON customer_requests (created_at, id) WHERE NOT is_spam`.execute(db);

  await sql`ALTER TABLE faqs ADD COLUMN section text CHECK (section IN ('order_payment', 'delivery', 'warranty', 'products'))`.execute(db);

  await sql`CREATE TABLE notification_outbox (
    id serial PRIMARY KEY,
    channel text NOT NULL DEFAULT 'telegram' CHECK (channel IN ('telegram')),
    subject text NOT NULL CHECK (subject IN ('order', 'request')),
    subject_id integer NOT NULL,
    message text NOT NULL,
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    -- a node's claim: until this time no other node takes the row (a crashed node's claim simply runs out)
    claimed_until timestamptz,
    claim_token text,
    sent_at timestamptz,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT notification_outbox_once UNIQUE (channel, subject, subject_id)
  )`.execute(db);
  await sql`CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at, id) WHERE sent_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notification_outbox`.execute(db);
  await sql`ALTER TABLE faqs DROP COLUMN IF EXISTS section`.execute(db);
  await sql`DROP INDEX IF EXISTS customer_requests_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS customer_requests_user_idx`.execute(db);
  await sql`ALTER TABLE customer_requests
    DROP CONSTRAINT customer_requests_kind_check,
    DROP COLUMN IF EXISTS page,
    DROP COLUMN IF EXISTS status_changed_at,
    DROP COLUMN IF EXISTS status`.execute(db);
  await sql`UPDATE customer_requests SET kind = 'order' WHERE kind = 'order_request'`.execute(db);
  await sql`ALTER TABLE customer_requests
    ADD CONSTRAINT customer_requests_kind_check CHECK (kind IN ('contact', 'price', 'live_photos', 'buyback', 'appointment', 'order'))`.execute(db);
}
