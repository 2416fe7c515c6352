import { filtersForMode, withoutChip, type CatalogueFilters, type CatalogueMode, type CatalogueView, type FilterChip } from './filters.ts';
import { EMPTY_REFERENCES } from './actors.ts';
import type { CatalogueContext, CatalogueInput, UrlWrite } from './types.ts';
import { fromSearchParams, onlyTypedChanged, toSearchParams } from './url.ts';

/** Pure functions of the catalogue's context, used by its actions and guards: its view and URL, the draft patched. */

/** What decides the shown page (and the URL). */
export const viewOf = (context: CatalogueContext): CatalogueView => ({
  search: context.search,
  filters: context.filters,
  sort: context.sort,
  page: context.page,
  pageSize: context.pageSize,
});

// Commas need no escaping in a query: `brand_ids=4,12` reads better in a shared link than `4%2C12`.
export const urlOf = (context: CatalogueContext): string => toSearchParams(context.mode, viewOf(context)).toString().replace(/%2C/gi, ',');

/** Part 1 §4: picking brand ids removes the plain brand filter, picking city ids the plain city. */
export function applyPatch(context: CatalogueContext, patch: Partial<CatalogueFilters>): CatalogueFilters {
  const next: CatalogueFilters = { ...context.draft, ...patch };
  if (patch.brandIds !== undefined && patch.brandIds.length > 0) next.brand = '';
  if (patch.cityIds !== undefined && patch.cityIds.length > 0) next.city = null;
  // A collection belongs to a brand: it goes when its brand is no longer chosen.
  if (patch.brandIds !== undefined && next.collection !== null) {
    const owner = context.collections.find((c) => c.id === next.collection)?.brand.id;
    if (owner === undefined || !next.brandIds.includes(owner)) next.collection = null;
  }
  return filtersForMode(context.mode, next);
}

/** The applied filters without a chip's filter; a brand leaving takes its collection along (as in `applyPatch`). */
export function removeChip(context: CatalogueContext, chip: FilterChip): CatalogueFilters {
  const next = withoutChip(context.filters, chip);
  if (chip.key === 'brandIds' && next.collection !== null) {
    const owner = context.collections.find((c) => c.id === next.collection)?.brand.id;
    if (owner === undefined || !next.brandIds.includes(owner)) return { ...next, collection: null };
  }
  return next;
}

/** The sidebar's debounced write: the draft on page 1, replacing the entry only while number typing goes on. */
export function debouncedWrite(context: CatalogueContext): UrlWrite {
  const typing = onlyTypedChanged(context.mode, context.filters, context.draft);
  return {
    search: urlOf({ ...context, filters: context.draft, page: 1 }),
    history: typing && context.lastWrite === 'typing' ? 'replace' : 'push',
  };
}

/** The view a URL describes, with the search box and the draft showing it. */
export const stateFromUrl = (mode: CatalogueMode, search: string) => {
  const view = fromSearchParams(mode, search);
  return { ...view, searchInput: view.search, draft: view.filters };
};

/** A fresh catalogue: the view the URL describes, nothing loaded yet. */
export const initialContext = (input: CatalogueInput): CatalogueContext => ({
  mode: input.mode,
  ...stateFromUrl(input.mode, input.search ?? ''),
  items: [],
  count: 0,
  failure: null,
  references: EMPTY_REFERENCES,
  referencesMode: null,
  facets: null,
  searchMatches: null,
  collections: [],
  lastWrite: 'other',
  seed: input.seed ?? Math.random().toString(36).slice(2),
  draftCount: null,
});
