import { sql, type Kysely } from 'kysely';

/**
 * The one window counter of every limit (issue 11 item 9): sign-in attempts and failures, codes per phone and per
 * client, and the per-route limits of the anonymous forms. A row is one key's current fixed window. It lives in
 * the database, not in a process, so every API node on one database enforces the same limits (issue 15); expired
 * windows are pruned by the counter (server/http/window-counter.ts), hence the index on `resets_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_limit_windows (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    resets_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX rate_limit_windows_resets_at_idx ON rate_limit_windows (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_limit_windows`.execute(db);
}
