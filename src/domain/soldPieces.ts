import type { SoldPiece } from '../api/types.ts';
import { productHref } from './productLinks.ts';

/** What the sales history says of a sold piece (issue 26): its picture, name, details and the month of the sale. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month of a sale (`YYYY-MM`) as a reader of `locale` says it: «октябрь 2026», "October 2026". The month in the
 * nominative (a month on its own, not a date), without the Russian «г.»; null for anything that is not a month.
 * In UTC, so the server's render and the browser's agree whatever their time zones.
 */
export function soldMonthLabel(month: string, locale: string): string | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const parts = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(date);
  const name = parts.find((part) => part.type === 'month')?.value ?? '';
  const year = parts.find((part) => part.type === 'year')?.value ?? match[1];
  return `${name} ${year}`.trim();
}

/**
 * A sold piece as the sales history's card draws it (the view declares the same shape as its props,
 * `SoldPieceCardData`; this one is what the function answers, not a second declaration).
 */
export type SoldPieceCard = ReturnType<typeof soldPieceCardOf>;

export function soldPieceCardOf(piece: SoldPiece, locale: string) {
  return {
    key: `${piece.kind}-${piece.id}`,
    kind: piece.kind,
    id: piece.id,
    href: productHref(piece.kind, piece.id),
    imageUrl: piece.photo?.image_url || piece.photo?.thumbnail_url || null,
    imageAlt: `${piece.brand.name} ${piece.model_name}`,
    brand: piece.brand.name,
    model: piece.model_name,
    reference: piece.reference.trim() || null,
    year: piece.production_year,
    soldMonth: soldMonthLabel(piece.sold_month, locale),
    soldMonthIso: piece.sold_month,
  };
}
