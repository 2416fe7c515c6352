/** Prices (part 1 §1, §9): US dollars, no decimals, "price on request" when flagged, zero, missing or unreadable. */

export type PriceLocale = 'ru' | 'en';

export type PriceInput = string | number | null | undefined;

/** The price as a positive finite number, or null when it is missing, zero, negative or not a number. */
export function parseUsd(price: PriceInput): number | null {
  if (price === null || price === undefined) return null;
  if (typeof price === 'string' && price.trim() === '') return null;
  const value = typeof price === 'number' ? price : Number(price.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** True when the item shows "price on request" instead of a figure. */
export function isPriceOnRequest(priceUsd: PriceInput, priceOnRequest?: boolean | null): boolean {
  return Boolean(priceOnRequest) || parseUsd(priceUsd) === null;
}

const formatters = new Map<PriceLocale, Intl.NumberFormat>();

function formatter(locale: PriceLocale): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    // minimumFractionDigits too: USD defaults to 2, and a maximum below the minimum throws on older engines.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(locale, format);
  }
  return format;
}

/**
 * "$12,500" (en) or "12 500 $" (ru). Any finite amount, zero included (a cart total); decimal strings from the
 * API ("12500.00") are accepted. Throws a RangeError for something that is not a number: check with
 * isPriceOnRequest first when showing an item's price.
 */
export function formatUsd(amount: number | string, locale: PriceLocale): string {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? Number.NaN : amount);
  if (!Number.isFinite(value)) throw new RangeError(`formatUsd: not an amount: ${String(amount)}`);
  return formatter(locale).format(value);
}

/**
 * A sale's reduction in whole percent (issue 10 item 13): 10 for 16 100 → 14 500. Null when there is no previous
 * price or it is not above the price (nothing to show).
 */
export function reductionPercent(price: number, previousPrice: PriceInput): number | null {
  const previous = parseUsd(previousPrice);
  if (previous === null || previous <= price) return null;
  const percent = Math.round((1 - price / previous) * 100);
  return percent > 0 ? percent : null;
}
