import type { BagQuery, JewelryQuery, WatchQuery } from '../../api/fetchers.ts';
import { seededRandom, shuffle } from '../helpers.ts';
import { DIAMETER_PRESETS, filtersForMode, joinList, parseBound, YEAR_MIN, type CatalogueFilters, type CatalogueMode, type CatalogueView, type FilterChip } from './filters.ts';

/** The filter set translated into the API's query (part 1 §3 "Filter set", §4, §5), and what follows from it. */

export type CatalogueQuery = WatchQuery & JewelryQuery & BagQuery;

const parseYear = (text: string): number | undefined => {
  const value = parseBound(text, YEAR_MIN);
  return value === undefined ? undefined : Math.trunc(value);
};

/** Drops undefined keys so that queries compare and serialise cleanly. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The filter part of the API query (part 1 §3, §4, §5): brand ids drop the plain brand, city ids the plain city,
 * an unchecked full set (and limited edition) is dropped, an empty or non-numeric bound is no bound.
 */
/**
 * A range typed the wrong way round ("от 50 000 до 10 000") is read as the range it obviously means, its ends
 * swapped, never as a range that finds nothing (issue 22 item 16); the panel says so at the field.
 */
export function orderedRange<T extends number | undefined>(min: T, max: T): [T, T] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

export function filterQuery(mode: CatalogueMode, rawFilters: CatalogueFilters, search: string): CatalogueQuery {
  const filters = filtersForMode(mode, rawFilters);
  const brandIds = joinList(filters.brandIds);
  const cityIds = joinList(filters.cityIds);
  const diameter = filters.diameter ? DIAMETER_PRESETS[filters.diameter] : undefined;
  const [minPrice, maxPrice] = orderedRange(parseBound(filters.minPrice), parseBound(filters.maxPrice));
  const [minYear, maxYear] = orderedRange(parseYear(filters.yearMin), parseYear(filters.yearMax));
  return compact<CatalogueQuery>({
    search: search.trim() || undefined,
    min_price: minPrice,
    max_price: maxPrice,
    brand_ids: brandIds,
    brand: brandIds ? undefined : filters.brand.trim() || undefined,
    collection: filters.collection ?? undefined,
    city_ids: cityIds,
    city: cityIds ? undefined : (filters.city ?? undefined),
    watch_type: joinList(filters.watchTypes),
    case_material: joinList(filters.caseMaterials),
    glass_type: joinList(filters.glassTypes),
    movement_type: joinList(filters.movementTypes),
    function: joinList(filters.functions),
    strap_material: joinList(filters.strapMaterials),
    condition: joinList(filters.conditions),
    jewelry_type: joinList(filters.jewelryTypes),
    full_set: filters.fullSet ? true : undefined,
    workshop: filters.workshop ?? undefined,
    production_year_min: minYear,
    production_year_max: maxYear,
    case_diameter_min: diameter && 'min' in diameter ? diameter.min : undefined,
    case_diameter_max: diameter && 'max' in diameter ? diameter.max : undefined,
    is_limited_edition: filters.limitedEdition ? true : undefined,
    category: filters.category || undefined,
  });
}

/** The list call's query: filters plus paging and ordering. */
export function pageQuery(mode: CatalogueMode, view: CatalogueView): CatalogueQuery {
  return compact<CatalogueQuery>({
    ...filterQuery(mode, view.filters, view.search),
    page: view.page,
    page_size: view.pageSize,
    ordering: view.sort || undefined,
  });
}

/** How many filters are active (the mobile "Фильтры" button shows it). */
export function activeFilterCount(mode: CatalogueMode, filters: CatalogueFilters): number {
  const query = filterQuery(mode, filters, '');
  const keys = Object.keys(query).filter((key) => key !== 'case_diameter_max' || query.case_diameter_min === undefined);
  // A price or year range counts once, not twice.
  const ranges = [
    ['min_price', 'max_price'],
    ['production_year_min', 'production_year_max'],
  ].filter(([a, b]) => keys.includes(a as string) && keys.includes(b as string)).length;
  return keys.length - ranges;
}

/**
 * Part 1 §4 "without a sort choice the page's results are shuffled randomly" — random, but stable: the same
 * session seed, mode and query (with its page) give the same order, so Back and reload find every card where it
 * was. A new session (another seed) or another page shuffles anew.
 */
export function stableShuffle<T>(items: readonly T[], seed: string, mode: CatalogueMode, query: CatalogueQuery): T[] {
  const params = Object.entries(query)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('&');
  return shuffle(items, seededRandom(`${seed}|${mode}|${params}`));
}

/** The chips of the applied filters, in the sidebar's order (only what the mode offers and the API is sent). */
export function filterChips(mode: CatalogueMode, rawFilters: CatalogueFilters): FilterChip[] {
  const filters = filtersForMode(mode, rawFilters);
  const query = filterQuery(mode, filters, '');
  const chips: FilterChip[] = [];
  if (query.min_price !== undefined || query.max_price !== undefined) chips.push({ key: 'price' });
  if (query.brand !== undefined) chips.push({ key: 'brand' });
  for (const id of filters.brandIds) chips.push({ key: 'brandIds', id });
  if (query.collection !== undefined) chips.push({ key: 'collection' });
  for (const key of ['jewelryTypes', 'watchTypes'] as const) for (const id of filters[key]) chips.push({ key, id });
  if (query.case_diameter_min !== undefined || query.case_diameter_max !== undefined) chips.push({ key: 'diameter' });
  for (const key of ['caseMaterials', 'glassTypes', 'movementTypes', 'functions', 'strapMaterials', 'conditions'] as const) {
    for (const id of filters[key]) chips.push({ key, id });
  }
  if (query.production_year_min !== undefined || query.production_year_max !== undefined) chips.push({ key: 'year' });
  if (query.city !== undefined) chips.push({ key: 'city' });
  for (const id of filters.cityIds) chips.push({ key: 'cityIds', id });
  if (query.workshop !== undefined) chips.push({ key: 'workshop' });
  if (query.full_set) chips.push({ key: 'fullSet' });
  if (query.is_limited_edition) chips.push({ key: 'limitedEdition' });
  if (query.category) chips.push({ key: 'category' });
  return chips;
}
