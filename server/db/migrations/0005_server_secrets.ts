import { sql, type Kysely } from 'kysely';

/**
 * Keys the server makes for itself when none is configured (the JWT signing key when JWT_SECRET is unset). They
 * live in the database, not on one node's disk, so every stateless API node on the same database signs and
 * verifies with the same key, and `npm start` works with no set-up at all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS server_secrets`.execute(db);
}
