import { sql, type Kysely } from 'kysely';

/**
 * Saved searches and alerts (issue 28).
 * - `saved_searches`: a shopper's catalogue search — the page, the URL query to open it again, and the list call's
 *   filters the matcher hands to the catalogue's own filter code (server/catalogue/filters.ts). One per shopper,
 *   page and query; at most 20 per shopper (checked by the service under the user's row lock).
 * - `piece_alerts`: "tell me when it is free" on a reserved piece; spent when it fires.
 * - `favorites.price_alerts`: a lower price on a favorite makes a notice (on by default).
 * - `catalogue_events`: the matcher's outbox. A piece arrived (created or shown again), its price dropped, or it is
 *   available again after a hold; written in the same transaction as the change, claimed by one node at a time
 *   (`FOR UPDATE SKIP LOCKED` with a lease), marked done when its notices are written.
 * - `notifications`: a shopper's notices, kept 90 days. UNIQUE (user, piece, day): at most one notice per piece per
 *   shopper per day, so an event handled twice (a lease that ran out) or two events of one piece never double up.
 * - `users.telegram_notices` (off by default) and `users.language` (the language of the notices sent to Telegram).
 * - `notification_outbox`: a notice for a shopper's own chat is a row with subject 'notice' and its `chat_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE saved_searches (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    page text NOT NULL CHECK (page IN ('catalog', 'jewelry', 'bags', 'sale')),
    query text NOT NULL CHECK (char_length(query) <= 2000),
    filters jsonb NOT NULL,
    alerts boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT saved_searches_once UNIQUE (user_id, page, query)
  )`.execute(db);
  await sql`CREATE INDEX saved_searches_alerts_idx ON saved_searches (page) WHERE alerts`.execute(db);

  await sql`CREATE TABLE piece_alerts (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    watch_id integer REFERENCES watches (id) ON DELETE CASCADE,
    jewelry_id integer REFERENCES jewelry (id) ON DELETE CASCADE,
    bag_id integer REFERENCES bags (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (num_nonnulls(watch_id, jewelry_id, bag_id) = 1),
    UNIQUE NULLS NOT DISTINCT (user_id, watch_id, jewelry_id, bag_id)
  )`.execute(db);
  await sql`CREATE INDEX piece_alerts_watch_idx ON piece_alerts (watch_id) WHERE watch_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX piece_alerts_jewelry_idx ON piece_alerts (jewelry_id) WHERE jewelry_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX piece_alerts_bag_idx ON piece_alerts (bag_id) WHERE bag_id IS NOT NULL`.execute(db);

  await sql`ALTER TABLE favorites ADD COLUMN price_alerts boolean NOT NULL DEFAULT true`.execute(db);
  await sql`CREATE INDEX favorites_watch_idx ON favorites (watch_id) WHERE watch_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX favorites_jewelry_idx ON favorites (jewelry_id) WHERE jewelry_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX favorites_bag_idx ON favorites (bag_id) WHERE bag_id IS NOT NULL`.execute(db);

  await sql`ALTER TABLE users
    ADD COLUMN telegram_notices boolean NOT NULL DEFAULT false,
    ADD COLUMN language text NOT NULL DEFAULT 'ru' CHECK (language IN ('ru', 'en'))`.execute(db);

  await sql`CREATE TABLE catalogue_events (
    id bigserial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('watches', 'jewelry', 'bags')),
    product_id integer NOT NULL,
    event text NOT NULL CHECK (event IN ('arrived', 'price_drop', 'available')),
    old_price_usd numeric(12, 2),
    new_price_usd numeric(12, 2),
    created_at timestamptz NOT NULL DEFAULT now(),
    claimed_until timestamptz,
    claim_token text,
    done_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX catalogue_events_due_idx ON catalogue_events (id) WHERE done_at IS NULL`.execute(db);

  await sql`CREATE TABLE notifications (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('new_match', 'price_drop', 'available')),
    product_kind text NOT NULL CHECK (product_kind IN ('watches', 'jewelry', 'bags')),
    product_id integer NOT NULL,
    saved_search_id integer REFERENCES saved_searches (id) ON DELETE SET NULL,
    search_name text,
    event_id bigint NOT NULL,
    old_price_usd numeric(12, 2),
    new_price_usd numeric(12, 2),
    notice_day date NOT NULL DEFAULT ((now() AT TIME ZONE 'UTC')::date),
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at timestamptz,
    CONSTRAINT notifications_once_a_day UNIQUE (user_id, product_kind, product_id, notice_day)
  )`.execute(db);
  await sql`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`.execute(db);
  await sql`CREATE INDEX notifications_search_idx ON notifications (saved_search_id, created_at) WHERE saved_search_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX notifications_age_idx ON notifications (created_at)`.execute(db);

  await sql`ALTER TABLE notification_outbox
    DROP CONSTRAINT notification_outbox_subject_check,
    ADD CONSTRAINT notification_outbox_subject_check CHECK (subject IN ('order', 'request', 'notice')),
    ADD COLUMN chat_id bigint,
    ADD CONSTRAINT notification_outbox_notice_chat CHECK ((subject = 'notice') = (chat_id IS NOT NULL))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM notification_outbox WHERE subject = 'notice'`.execute(db);
  await sql`ALTER TABLE notification_outbox
    DROP CONSTRAINT notification_outbox_notice_chat,
    DROP COLUMN chat_id,
    DROP CONSTRAINT notification_outbox_subject_check,
    ADD CONSTRAINT notification_outbox_subject_check CHECK (subject IN ('order', 'request'))`.execute(db);
  await sql`DROP TABLE IF EXISTS notifications, catalogue_events, piece_alerts, saved_searches`.execute(db);
  await sql`DROP INDEX IF EXISTS favorites_watch_idx, favorites_jewelry_idx, favorites_bag_idx`.execute(db);
  await sql`ALTER TABLE favorites DROP COLUMN price_alerts`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN telegram_notices, DROP COLUMN language`.execute(db);
}
