import { sql, type Kysely } from 'kysely';

/**
 * A workshop is a boutique or a service centre (issue 22 item 16). The catalogue's «Бутик» filter offers the
 * boutiques only — a service centre is no place to see a piece, and the «Город» filter beside it already covers
 * the city — so the table says which is which. Existing service centres are known by their English name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workshops ADD COLUMN kind text NOT NULL DEFAULT 'boutique'
    CONSTRAINT workshops_kind_check CHECK (kind IN ('boutique', 'service_center'))`.execute(db);
  await sql`UPDATE workshops SET kind = 'service_center' WHERE name_en ILIKE '%service%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE workshops DROP COLUMN kind`.execute(db);
}
