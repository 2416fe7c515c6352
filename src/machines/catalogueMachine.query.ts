import type { BagQuery, JewelryQuery, WatchQuery } from '../api/fetchers.ts';
import { seededRandom, shuffle } from './helpers.ts';

/**
 * The catalogue's state as data, and its two translations: into the API's query (part 1 §3 "Filter set", §5)
 * and to and from the page URL (so back/forward and shared links restore it). Pure functions, no xstate.
 */

/** Part 1 §2.6: one screen, four modes. */
export const CATALOGUE_MODES = ['watches', 'jewelry', 'bags', 'sale'] as const;
export type CatalogueMode = (typeof CATALOGUE_MODES)[number];

/** Part 1 §9 "Catalogue page sizes: 24 (default), 48, 96". */
export const PAGE_SIZES = [24, 48, 96] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 24;

/** Part 1 §9 "Catalogue sort options: none, -production_year, brand__name, price_usd, -price_usd" ('' is none). */
export const SORTS = ['', '-production_year', 'brand__name', 'price_usd', '-price_usd'] as const;
export type Sort = (typeof SORTS)[number];

/** Part 1 §5 presets: small up to 37 mm, medium 38 to 41, large 42 and above. */
export const DIAMETER_PRESETS = {
  small: { max: 37 },
  medium: { min: 38, max: 41 },
  large: { min: 42 },
} as const satisfies Record<string, { min?: number; max?: number }>;
export type DiameterPreset = keyof typeof DIAMETER_PRESETS;

/** Part 1 §9 "Year minimum 1900". */
export const YEAR_MIN = 1900;

/**
 * The filter set as the shopper edits it. Number inputs stay as typed (an empty or non-numeric price is no bound,
 * part 1 §5); reference choices are ids.
 */
export interface CatalogueFilters {
  minPrice: string;
  maxPrice: string;
  /** A brand name or a single letter from a link (`/catalog?brand=R`); ignored once brand ids are picked. */
  brand: string;
  brandIds: readonly number[];
  collection: number | null;
  /** A single city from a link; ignored once city ids are picked. */
  city: number | null;
  cityIds: readonly number[];
  watchTypes: readonly number[];
  caseMaterials: readonly number[];
  glassTypes: readonly number[];
  movementTypes: readonly number[];
  functions: readonly number[];
  strapMaterials: readonly number[];
  conditions: readonly number[];
  jewelryTypes: readonly number[];
  fullSet: boolean;
  workshop: number | null;
  yearMin: string;
  yearMax: string;
  diameter: DiameterPreset | '';
  limitedEdition: boolean;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  minPrice: '',
  maxPrice: '',
  brand: '',
  brandIds: [],
  collection: null,
  city: null,
  cityIds: [],
  watchTypes: [],
  caseMaterials: [],
  glassTypes: [],
  movementTypes: [],
  functions: [],
  strapMaterials: [],
  conditions: [],
  jewelryTypes: [],
  fullSet: false,
  workshop: null,
  yearMin: '',
  yearMax: '',
  diameter: '',
  limitedEdition: false,
};

/** Everything that decides which page of which products is shown. */
export interface CatalogueView {
  search: string;
  filters: CatalogueFilters;
  sort: Sort;
  page: number;
  pageSize: PageSize;
}

export type CatalogueQuery = WatchQuery & JewelryQuery & BagQuery;

/** Filters typed into number inputs: their history entries are replaced while the shopper keeps typing. */
export const TYPED_FILTERS = ['minPrice', 'maxPrice', 'yearMin', 'yearMax'] as const satisfies readonly (keyof CatalogueFilters)[];

/** A non-negative number, or undefined for an empty or non-numeric input (part 1 §5: "no bound"). */
export function parseBound(text: string, min = 0): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= min ? value : undefined;
}

const parseYear = (text: string): number | undefined => {
  const value = parseBound(text, YEAR_MIN);
  return value === undefined ? undefined : Math.trunc(value);
};

/** Part 1 §5: array values are joined by commas; empty values are dropped (undefined when nothing is left). */
export function joinList(values: readonly (string | number | null | undefined)[]): string | undefined {
  const kept = values.map((value) => (value === null || value === undefined ? '' : String(value).trim())).filter((value) => value !== '');
  return kept.length > 0 ? kept.join(',') : undefined;
}

/** "3,,7, x" → [3, 7]: positive integer ids only, duplicates removed. */
export function splitIds(text: string | null | undefined): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

const positiveId = (text: string | null): number | null => {
  const [id] = splitIds(text);
  return id ?? null;
};

/** Drops undefined keys so that queries compare and serialise cleanly. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Which filters a mode offers (part 1 §2.6): watches and sale have them all; jewelry and bags only those their
 * endpoints accept. Anything else is ignored in that mode, whatever the URL says.
 */
export function filtersForMode(mode: CatalogueMode, filters: CatalogueFilters): CatalogueFilters {
  if (mode === 'watches' || mode === 'sale') return { ...filters, jewelryTypes: [] };
  return {
    ...EMPTY_FILTERS,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    brand: filters.brand,
    brandIds: filters.brandIds,
    fullSet: filters.fullSet,
    jewelryTypes: mode === 'jewelry' ? filters.jewelryTypes : [],
  };
}

/**
 * The filter part of the API query (part 1 §3, §4, §5): brand ids drop the plain brand, city ids the plain city,
 * an unchecked full set (and limited edition) is dropped, an empty or non-numeric bound is no bound.
 */
export function filterQuery(mode: CatalogueMode, rawFilters: CatalogueFilters, search: string): CatalogueQuery {
  const filters = filtersForMode(mode, rawFilters);
  const brandIds = joinList(filters.brandIds);
  const cityIds = joinList(filters.cityIds);
  const diameter = filters.diameter ? DIAMETER_PRESETS[filters.diameter] : undefined;
  return compact<CatalogueQuery>({
    search: search.trim() || undefined,
    min_price: parseBound(filters.minPrice),
    max_price: parseBound(filters.maxPrice),
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
    production_year_min: parseYear(filters.yearMin),
    production_year_max: parseYear(filters.yearMax),
    case_diameter_min: diameter && 'min' in diameter ? diameter.min : undefined,
    case_diameter_max: diameter && 'max' in diameter ? diameter.max : undefined,
    is_limited_edition: filters.limitedEdition ? true : undefined,
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

/** URL keys of the filters, in the API's own names where one exists, so a shared link reads like the API call. */
const LIST_KEYS = {
  brandIds: 'brand_ids',
  cityIds: 'city_ids',
  watchTypes: 'watch_type',
  caseMaterials: 'case_material',
  glassTypes: 'glass_type',
  movementTypes: 'movement_type',
  functions: 'function',
  strapMaterials: 'strap_material',
  conditions: 'condition',
  jewelryTypes: 'jewelry_type',
} as const satisfies Partial<Record<keyof CatalogueFilters, string>>;

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
  set('ordering', view.sort);
  if (view.pageSize !== DEFAULT_PAGE_SIZE) set('page_size', view.pageSize);
  if (view.page > 1) set('page', view.page);
  return params;
}

// A URL without `ordering` is the unsorted view (''), never null: a null sort reached the <select> as an
// uncontrolled value (React warns in development).
const isSort = (value: string | null): value is Sort => value !== null && (SORTS as readonly string[]).includes(value);
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

/**
 * One removable chip above the grid: a whole range, one id of a list filter, or one single-valued filter.
 * The view names it; the machine removes exactly what it stands for.
 */
export type FilterChip =
  | { key: 'price' | 'year' | 'brand' | 'city' | 'collection' | 'workshop' | 'fullSet' | 'diameter' | 'limitedEdition' }
  | { key: keyof typeof LIST_KEYS; id: number };

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
  return chips;
}

/** The filter set without what one chip stands for (a range goes whole; a brand takes its collection along). */
export function withoutChip(filters: CatalogueFilters, chip: FilterChip): CatalogueFilters {
  switch (chip.key) {
    case 'price':
      return { ...filters, minPrice: '', maxPrice: '' };
    case 'year':
      return { ...filters, yearMin: '', yearMax: '' };
    case 'brand':
      return { ...filters, brand: '' };
    case 'city':
      return { ...filters, city: null };
    case 'collection':
      return { ...filters, collection: null };
    case 'workshop':
      return { ...filters, workshop: null };
    case 'fullSet':
      return { ...filters, fullSet: false };
    case 'diameter':
      return { ...filters, diameter: '' };
    case 'limitedEdition':
      return { ...filters, limitedEdition: false };
    default: {
      const next = { ...filters, [chip.key]: filters[chip.key].filter((id) => id !== chip.id) };
      // The collection select lists the chosen brands' collections: with no brand left it has nothing to hold.
      return chip.key === 'brandIds' && next.brandIds.length === 0 ? { ...next, collection: null } : next;
    }
  }
}
