import type { ViewedItem } from '../../machines/recentlyViewedMachine.ts';
import { RECENTLY_VIEWED_LIMIT } from '../../machines/recentlyViewedMachine.ts';

/** Issue 10 item 15: the "You viewed" history of this browser, kept across visits in local storage. */
export const RECENTLY_VIEWED_KEY = 'boutique:recently-viewed';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can exist yet refuse access (privacy modes): then there is simply no history.
    return null;
  }
};

const KINDS = new Set<ViewedItem['kind']>(['watch', 'jewelry', 'bag']);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One stored entry, or null when it is not one (the value may be old, foreign or edited by hand). */
function parseEntry(value: unknown): ViewedItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record.id;
  const kind = record.kind as ViewedItem['kind'];
  if (!KINDS.has(kind) || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  const brand = text(record.brand);
  const model = text(record.model);
  if (!brand || !model) return null;
  const price = record.priceUsd;
  const image = text(record.imageUrl);
  return {
    kind,
    id,
    brand,
    model,
    reference: text(record.reference),
    priceUsd: typeof price === 'string' || typeof price === 'number' ? price : null,
    priceOnRequest: record.priceOnRequest === true,
    isLimitedEdition: record.isLimitedEdition === true,
    limitedEditionPieces: typeof record.limitedEditionPieces === 'number' && Number.isSafeInteger(record.limitedEditionPieces) && record.limitedEditionPieces > 0 ? record.limitedEditionPieces : null,
    // Only our own media paths or https photos: the URL ends up in an <img src>.
    imageUrl: image && (image.startsWith('/') || image.startsWith('https://')) && !image.startsWith('//') ? image : null,
  };
}

/** The stored history, newest first, keeping only well-formed entries. */
export function readRecentlyViewed(): ViewedItem[] {
  try {
    const raw = storage()?.getItem(RECENTLY_VIEWED_KEY);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry) => parseEntry(entry) ?? []).slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

export function writeRecentlyViewed(items: readonly ViewedItem[]): void {
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(items.slice(0, RECENTLY_VIEWED_LIMIT)));
  } catch {
    // A full or refused storage only costs the history.
  }
}
