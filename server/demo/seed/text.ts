/** Small language helpers for the templated descriptions. */

/** Russian plural: plural(21, 'час', 'часа', 'часов') → 'час'; 3 → 'часа'; 11 → 'часов'. */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** English indefinite article for a following word ("an ice blue dial", "a black dial"). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Joins words as "a, b and c" (English) or "a, b и c" (Russian). */
export function listJoin(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** First letter upper-cased (sentences built from lower-case parts). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Price as the numeric(12,2) string both drivers accept and return: whole hundreds of dollars. */
/**
 * The price a sale piece was reduced from (issue 10 item 13): the undiscounted amount in whole hundreds, or null
 * when the piece is not on sale, has no price, or the rounding left no visible reduction.
 */
export function previousUsd(onSale: boolean, price: string | null, undiscounted: number): string | null {
  if (!onSale || price === null) return null;
  const previous = usd(undiscounted);
  return Number(previous) > Number(price) ? previous : null;
}

export function usd(amount: number): string {
  return `${Math.max(100, Math.round(amount / 100) * 100)}.00`;
}
