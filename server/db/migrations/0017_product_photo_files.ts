import { sql, type Kysely } from 'kysely';

/**
 * Real photographs of the pieces (issue 27, the catalogue import): until now every product photo was a drawing the
 * server makes from the row (`view` picks the composition). A photo the managers import from a ZIP keeps its bytes
 * here, like request photos (migration 0011): any API node serves them, no node's disk holds state.
 * - `file_name`: the name the CSV's `photos` column gave it (the import's key for "this photo again", the export's
 *   name for it); `mime_type` from the bytes' own signature; `data` at most 10 MB.
 * - A row without `data` stays a drawing, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_photos
    ADD COLUMN file_name text,
    ADD COLUMN mime_type text,
    ADD COLUMN data bytea,
    ADD CONSTRAINT product_photos_file CHECK (
      (data IS NULL AND mime_type IS NULL AND file_name IS NULL)
      OR (data IS NOT NULL AND file_name IS NOT NULL AND octet_length(data) BETWEEN 1 AND 10485760
          AND mime_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic')))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_photos DROP CONSTRAINT product_photos_file, DROP COLUMN data, DROP COLUMN mime_type, DROP COLUMN file_name`.execute(db);
}
