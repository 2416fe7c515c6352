import { sql, type Kysely } from 'kysely';

/**
 * Request photos live in the database (issue 16 "More than one machine"): every API node on one database stores
 * and serves them, and no node's disk holds state another node needs.
 * - `data`: the photo's bytes (at most 10 MB, the contract's UploadPhoto; TOAST keeps them out of the row), with
 *   `mime_type` from the bytes' own signature and `size_bytes` equal to their length.
 * - `key`: the photo's address, `GET /api/request-photos/{key}/`, a random UUID (122 random bits): the managers get
 *   it in their CLI and Telegram message; it cannot be guessed or counted up to like the serial id.
 * - `path` (0001: a file under DATA_DIR/uploads) becomes nullable: rows written by earlier builds keep their file
 *   name and have no `data` until a node holding the file serves it once (server/requests/photos.ts copies it
 *   into the row then). Every row has one or the other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE request_photos
    ADD COLUMN key uuid NOT NULL DEFAULT gen_random_uuid(),
    ADD COLUMN data bytea,
    ALTER COLUMN path DROP NOT NULL,
    ADD CONSTRAINT request_photos_key_unique UNIQUE (key),
    ADD CONSTRAINT request_photos_stored CHECK (data IS NOT NULL OR path IS NOT NULL),
    ADD CONSTRAINT request_photos_size CHECK (size_bytes BETWEEN 1 AND 10485760 AND (data IS NULL OR octet_length(data) = size_bytes)),
    ADD CONSTRAINT request_photos_type CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic'))`.execute(db);
  await sql`CREATE INDEX request_photos_request_idx ON request_photos (request_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS request_photos_request_idx`.execute(db);
  // Photos stored only in the database cannot go back to files: refuse rather than lose them.
  await sql`DO $$ BEGIN
    IF EXISTS (SELECT 1 FROM request_photos WHERE path IS NULL) THEN
      RAISE EXCEPTION 'request_photos holds photos stored only in the database; export them before migrating down';
    END IF;
  END $$`.execute(db);
  await sql`ALTER TABLE request_photos
    DROP CONSTRAINT request_photos_type,
    DROP CONSTRAINT request_photos_size,
    DROP CONSTRAINT request_photos_stored,
    DROP CONSTRAINT request_photos_key_unique,
    ALTER COLUMN path SET NOT NULL,
    DROP COLUMN data,
    DROP COLUMN key`.execute(db);
}
