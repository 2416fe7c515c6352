/** Where a run of pages is left out. */
export type PageItem = number | 'ellipsis';

const SHOW_ALL_UP_TO = 7;

/**
 * The page buttons to show (part 1 §9): every page when there are 7 or fewer; otherwise the first page, the
 * current page with its neighbours, and the last page, with 'ellipsis' wherever pages are skipped.
 * `page` is 1-based and is clamped into 1..count; a count below 1 gives no items.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const total = Math.floor(count);
  if (!Number.isFinite(total) || total < 1) return [];
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, index) => index + 1);

  const current = Math.min(Math.max(Math.floor(Number.isFinite(page) ? page : 1), 1), total);
  const shown = new Set([1, current - 1, current, current + 1, total].filter((n) => n >= 1 && n <= total));
  const pages = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const n of pages) {
    if (n - previous > 1) items.push('ellipsis');
    items.push(n);
    previous = n;
  }
  return items;
}
