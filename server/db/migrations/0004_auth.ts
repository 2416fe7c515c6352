import { sql, type Kysely } from 'kysely';

/**
 * Sign-in (issue 5). The tables came with 0001; this adds what the flows need:
 *
 * - `verification_codes.purpose`: why a code was sent. A code sent after a correct password or a registration
 *   ('login', 'register') confirms that account's phone and keeps its password; a code asked for on the phone
 *   step ('sign_in') proves only that the caller holds the phone, so verifying it on a never-verified account
 *   drops the password nobody had confirmed (someone may have registered another person's phone).
 * - `verification_codes.user_id`: the account a 'register'/'login' code belongs to.
 * - indexes for the refresh-token reads by user and the pruning of used Telegram hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE verification_codes ADD COLUMN purpose text NOT NULL DEFAULT 'sign_in' CHECK (purpose IN ('sign_in', 'login', 'register'))`.execute(db);
  await sql`ALTER TABLE verification_codes ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`.execute(db);
  await sql`CREATE INDEX telegram_auth_hashes_used_idx ON telegram_auth_hashes (used_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS telegram_auth_hashes_used_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS refresh_tokens_user_idx`.execute(db);
  await sql`ALTER TABLE verification_codes DROP COLUMN IF EXISTS user_id`.execute(db);
  await sql`ALTER TABLE verification_codes DROP COLUMN IF EXISTS purpose`.execute(db);
}
