import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** Part of the contract (UploadPhoto): each photo at most 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The most photos a form takes (the buyback's six, part 2 §9); every other form takes one. */
export const MAX_PHOTOS = 6;

/** A file part as @fastify/multipart hands it over (server/plugins/multipart.ts collects them on the request). */
export interface Upload {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'; ext: string };

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * The image type from the file's first bytes. The part's declared content type and file name come from the
 * client and prove nothing: a script renamed to photo.jpg is refused here, and the stored photo is served as
 * what it really is.
 */
export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp', ext: 'webp' };
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) {
    return { mime: 'image/heic', ext: 'heic' };
  }
  return undefined;
}

/** A checked photo, ready to be stored with its request (repository.ts writes it in the request's transaction). */
export interface StoredPhoto {
  data: Buffer;
  mimeType: ImageType['mime'];
  sizeBytes: number;
  originalName: string | null;
}

/**
 * The photo as the request's row will hold it: its bytes, the type they really are, and the client's file name
 * only as a label (control characters stripped, shortened). Photos live in the database, not on a node's disk,
 * so every API node on one database serves every photo (issue 16 "More than one machine").
 */
export function photoToStore(upload: Upload, type: ImageType): StoredPhoto {
  const label = upload.filename.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(-200);
  return { data: upload.buffer, mimeType: type.mime, sizeBytes: upload.buffer.length, originalName: label || null };
}

/** Where the managers fetch a request's photo: its random key is the only way to name it. */
export const photoUrl = (key: string): string => `/api/request-photos/${key}/`;

/**
 * A photo stored by an earlier build, as a file under DATA_DIR/uploads (request_photos.path), read from this
 * node's disk; undefined when this node does not have it. The caller copies it into the database, after which
 * every node serves it.
 */
export async function readLegacyPhoto(dataDir: string, path: string): Promise<Buffer | undefined> {
  // Paths were always written by the server (`requests/YYYY/MM/<uuid>.<ext>`); anything else is not read.
  if (!/^requests\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp|heic)$/.test(path)) return undefined;
  try {
    return await readFile(join(dataDir, 'uploads', path));
  } catch {
    return undefined;
  }
}

const CLIENT_KEY_SECRET = 'client_key_secret';

/**
 * A keyed hash of the client address (customer_requests.client_key): requests from one client can be grouped
 * when reviewing abuse without the address itself being stored. The key lives in the database (server_secrets),
 * made once, so every API node hashes an address alike. An earlier build kept it in DATA_DIR/client-key.secret:
 * when that file exists and the database has no key yet, its key is adopted, so older hashes still match.
 */
export function clientKeyer(db: Kysely<Database>, dataDir: string): (address: string) => Promise<string> {
  let secret: Promise<Buffer> | undefined;
  const load = async (): Promise<Buffer> => {
    let fresh: Buffer;
    try {
      fresh = await readFile(join(dataDir, 'client-key.secret'));
    } catch {
      fresh = randomBytes(32);
    }
    // Nodes starting together race on the insert: the first one wins and everyone reads the winner's key back.
    await db
      .insertInto('server_secrets')
      .values({ name: CLIENT_KEY_SECRET, value: fresh.toString('hex') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.selectFrom('server_secrets').select('value').where('name', '=', CLIENT_KEY_SECRET).executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'hex');
  };
  return async (address) => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return createHmac('sha256', await secret).update(address).digest('hex').slice(0, 32);
  };
}
