import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { MAX_PHOTO_BYTES, sniffImage, type ImageType } from '../requests/photos.ts';
import { PROBLEM } from './catalogue-format.ts';

/** What the ZIP may unpack to, all photos together: a small ZIP cannot make the server hold gigabytes. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export interface ZipPhoto {
  name: string;
  data: Buffer;
  /** Undefined when the bytes are no image (a problem if a row names it). */
  type: ImageType | undefined;
  /** md5 of the bytes, compared with the stored photo's (the database's md5(data)) so a photo imported again is unchanged. */
  md5: string;
}

/**
 * The photos of the ZIP by file name: the base name, case-insensitive (a row says `rolex-1.jpg`, the archive holds
 * `photos/Rolex-1.JPG`); folders, hidden files and macOS's `__MACOSX` copies are left out. Each entry is bounded by
 * the 10 MB of a photo before it is inflated (the size its header declares) and after (the size it really has).
 */
export function readPhotoZip(zip: Buffer): { photos: Map<string, ZipPhoto> } | { problem: string } {
  let declared = 0;
  let tooLarge = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength), {
      filter(file) {
        if (!wanted(file.name)) return false;
        declared += file.originalSize;
        if (file.originalSize > MAX_PHOTO_BYTES || declared > MAX_UNPACKED_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    return { problem: PROBLEM.zipUnreadable };
  }
  if (tooLarge) return { problem: PROBLEM.zipTooLarge(MAX_UNPACKED_BYTES / 1024 / 1024) };
  const photos = new Map<string, ZipPhoto>();
  for (const [path, bytes] of Object.entries(entries)) {
    if (bytes.length > MAX_PHOTO_BYTES) return { problem: PROBLEM.zipTooLarge(MAX_UNPACKED_BYTES / 1024 / 1024) };
    const name = baseName(path);
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    photos.set(photoKey(name), { name, data, type: sniffImage(data), md5: createHash('md5').update(data).digest('hex') });
  }
  return { photos };
}

const baseName = (path: string): string => path.split('/').pop() ?? path;
export const photoKey = (name: string): string => baseName(name).trim().toLowerCase();

function wanted(path: string): boolean {
  if (path.endsWith('/') || path.startsWith('__MACOSX/')) return false;
  const name = baseName(path);
  return name.length > 0 && !name.startsWith('.');
}
