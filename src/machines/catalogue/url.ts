import { DEFAULT_PAGE_SIZE, DIAMETER_PRESETS, EMPTY_FILTERS, filtersForMode, joinList, LIST_KEYS, PAGE_SIZES, SALE_CATEGORIES, SORTS, splitIds } from './filters.ts';
import type { CatalogueFilters, CatalogueMode, CatalogueView, DiameterPreset, PageSize, SaleCategory, Sort } from './filters.ts';

/** The view to and from the page URL, so back/forward and shared links restore it. Pure functions, no xstate. */

const positiveId = (text: string | null): number | null => {
  const [id] = splitIds(text);
  return id ?? null;
};

/**
 * The whole view as URL parameters (defaults left out, so /catalog stays /catalog). Unlike the API query it keeps
 * the inputs as typed, so a half-typed price survives a reload the way the shopper left it.
 */
export function toSearchParams(mode: CatalogueMode, view: CatalogueView): URLSearchParams {
  const filters = filtersForMode(mode, view.filters);
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined | null) => {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value).trim());
  };
  set('search', view.search);
  set('min_price', filters.minPrice);
  set('max_price', filters.maxPrice);
  set('brand', filters.brandIds.length > 0 ? undefined : filters.brand);
  for (const [field, key] of Object.entries(LIST_KEYS) as [keyof typeof LIST_KEYS, string][]) set(key, joinList(filters[field]));
  set('city', filters.cityIds.length > 0 ? undefined : filters.city);
  set('collection', filters.collection);
  set('workshop', filters.workshop);
  if (filters.fullSet) set('full_set', 'true');
  set('year_min', filters.yearMin);
  set('year_max', filters.yearMax);
  set('diameter', filters.diameter);
  if (filters.limitedEdition) set('is_limited_edition', 'true');
  set('category', filters.category);
  set('ordering', view.sort);
  if (view.pageSize !== DEFAULT_PAGE_SIZE) set('page_size', view.pageSize);
  if (view.page > 1) set('page', view.page);
  return params;
}

// A URL without `ordering` is the unsorted view (''), never null: a null sort reached the <select> as an
// uncontrolled value (React warns in development).
const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);

const isCategory = (value: string | null): value is SaleCategory => value !== null && (SALE_CATEGORIES as readonly string[]).includes(value);

const isDiameter = (value: string | null): value is DiameterPreset => value !== null && value in DIAMETER_PRESETS;

/**
 * Reads a URL's query (part 1 §2.6: brand, brand_ids, search; and everything `toSearchParams` writes). Unknown
 * or malformed values fall back to their defaults instead of failing the page.
 */
export function fromSearchParams(mode: CatalogueMode, search: string): CatalogueView {
  const params = new URLSearchParams(search);
  const get = (key: string) => params.get(key) ?? '';
  const lists = Object.fromEntries(
    Object.entries(LIST_KEYS).map(([field, key]) => [field, splitIds(params.get(key))]),
  ) as Record<keyof typeof LIST_KEYS, number[]>;
  const brandIds = lists.brandIds;
  const cityIds = lists.cityIds;
  const filters: CatalogueFilters = {
    ...EMPTY_FILTERS,
    ...lists,
    minPrice: get('min_price'),
    maxPrice: get('max_price'),
    // Part 1 §4: picking brand ids removes the plain brand filter; picking city ids removes the plain city.
    brand: brandIds.length > 0 ? '' : get('brand').trim(),
    city: cityIds.length > 0 ? null : positiveId(params.get('city')),
    collection: positiveId(params.get('collection')),
    workshop: positiveId(params.get('workshop')),
    fullSet: params.get('full_set') === 'true',
    yearMin: get('year_min'),
    yearMax: get('year_max'),
    diameter: isDiameter(params.get('diameter')) ? (params.get('diameter') as DiameterPreset) : '',
    limitedEdition: params.get('is_limited_edition') === 'true',
    category: isCategory(params.get('category')) ? (params.get('category') as SaleCategory) : '',
  };
  const ordering = params.get('ordering');
  const size = Number(params.get('page_size'));
  const page = Number(params.get('page'));
  return {
    search: get('search').trim(),
    filters: filtersForMode(mode, filters),
    sort: isSort(ordering) ? ordering : '',
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Two views that write the same URL are the same view (the echo of our own URL write is then ignored). */
export const sameView = (mode: CatalogueMode, a: CatalogueView, b: CatalogueView): boolean =>
  toSearchParams(mode, a).toString() === toSearchParams(mode, b).toString();

/** Two filter sets the shopper would see as the same choice. */
export const sameFilters = (mode: CatalogueMode, a: CatalogueFilters, b: CatalogueFilters): boolean =>
  sameView(mode, { search: '', sort: '', page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: a }, { search: '', sort: '', page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: b });

/** True when the two sets differ only in number inputs being typed (their URL entries replace each other). */
export function onlyTypedChanged(mode: CatalogueMode, before: CatalogueFilters, after: CatalogueFilters): boolean {
  const untyped = (filters: CatalogueFilters): CatalogueFilters => ({ ...filters, minPrice: '', maxPrice: '', yearMin: '', yearMax: '' });
  return sameFilters(mode, untyped(before), untyped(after));
}
