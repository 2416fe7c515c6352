import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** Part of the contract (UploadPhoto): one photo per request, at most 10 MB. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** A file part as @fastify/multipart hands it over (server/plugins/multipart.ts collects them on the request). */
export interface Upload {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

const uploadsKey = Symbol('uploads');
type WithUploads = FastifyRequest & { [uploadsKey]?: Upload[] };

export function rememberUpload(request: FastifyRequest, upload: Upload): void {
  const holder = request as WithUploads;
  (holder[uploadsKey] ??= []).push(upload);
}

export function uploadsOf(request: FastifyRequest): Upload[] {
  return (request as WithUploads)[uploadsKey] ?? [];
}

export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'; ext: string };

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * The image type from the file's first bytes. The part's declared content type and file name come from the
 * client and prove nothing: a script renamed to photo.jpg is refused here, and the stored file gets its
 * extension from what it really is.
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

export interface StoredPhoto {
  /** Relative to DATA_DIR/uploads. */
  path: string;
  mimeType: string;
  sizeBytes: number;
  originalName: string | null;
}

/**
 * Writes the photo under DATA_DIR/uploads/requests/YYYY/MM/ with a random name. The client's file name is
 * kept only as a label (control characters stripped, shortened); it never becomes part of a path.
 */
export async function storePhoto(dataDir: string, upload: Upload, type: ImageType, now = new Date()): Promise<StoredPhoto> {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const path = `requests/${month}/${randomUUID()}.${type.ext}`;
  const file = join(dataDir, 'uploads', path);
  await mkdir(dirname(file), { recursive: true });
  // 'wx': never overwrite; 0o640: not world-readable.
  await writeFile(file, upload.buffer, { flag: 'wx', mode: 0o640 });
  const label = upload.filename.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(-200);
  return { path, mimeType: type.mime, sizeBytes: upload.buffer.length, originalName: label || null };
}

export async function removePhoto(dataDir: string, path: string): Promise<void> {
  await rm(join(dataDir, 'uploads', path), { force: true });
}

/**
 * A keyed hash of the client address (customer_requests.client_key): requests from one client can be grouped
 * when reviewing abuse without the address itself being stored. The key lives in DATA_DIR, created once.
 */
export function clientKeyer(dataDir: string): (address: string) => string {
  let secret: Buffer | undefined;
  return (address) => {
    if (!secret) {
      const file = join(dataDir, 'client-key.secret');
      try {
        secret = readFileSync(file);
      } catch {
        mkdirSync(dataDir, { recursive: true });
        const fresh = randomBytes(32);
        try {
          writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
          secret = fresh;
        } catch {
          // Another process created it first: use theirs.
          secret = readFileSync(file);
        }
      }
    }
    return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);
  };
}
