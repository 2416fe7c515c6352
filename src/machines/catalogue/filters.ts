/**
 * The catalogue's filter set as data (part 1 §3 "Filter set", §5): its modes, sizes and sorts, the empty set, what
 * each mode offers, and the chips that stand for its parts. Pure functions, no xstate; `query.ts` turns it into the
 * API's query and `url.ts` into the page URL.
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
  /** Sale only (issue 22 item 13): the category select filters inside the sale; '' is every category. */
  category: SaleCategory;
}

/** The sale's categories ('' is all of them). */
export const SALE_CATEGORIES = ['', 'watches', 'jewelry', 'bags'] as const;
export type SaleCategory = (typeof SALE_CATEGORIES)[number];

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
  category: '',
};

/** Everything that decides which page of which products is shown. */
export interface CatalogueView {
  search: string;
  filters: CatalogueFilters;
  sort: Sort;
  page: number;
  pageSize: PageSize;
}

/** Filters typed into number inputs: their history entries are replaced while the shopper keeps typing. */
export const TYPED_FILTERS = ['minPrice', 'maxPrice', 'yearMin', 'yearMax'] as const satisfies readonly (keyof CatalogueFilters)[];

/** A non-negative number, or undefined for an empty or non-numeric input (part 1 §5: "no bound"). */
export function parseBound(text: string, min = 0): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= min ? value : undefined;
}

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

/**
 * Which filters a mode offers (part 1 §2.6): watches and sale have them all; jewelry and bags only those their
 * endpoints accept. Anything else is ignored in that mode, whatever the URL says.
 */
export function filtersForMode(mode: CatalogueMode, filters: CatalogueFilters): CatalogueFilters {
  if (mode === 'watches') return { ...filters, jewelryTypes: [], category: '' };
  // The sale across categories (issue 22 item 13): the watch filters once its category is watches, else the shared ones.
  if (mode === 'sale') {
    if (filters.category === 'watches') return { ...filters, jewelryTypes: [] };
    return { ...filtersForMode('bags', filters), category: filters.category };
  }
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

/** URL keys of the filters, in the API's own names where one exists, so a shared link reads like the API call. */
export const LIST_KEYS = {
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
 * One removable chip above the grid: a whole range, one id of a list filter, or one single-valued filter.
 * The view names it; the machine removes exactly what it stands for.
 */
export type FilterChip =
  | { key: 'price' | 'year' | 'brand' | 'city' | 'collection' | 'workshop' | 'fullSet' | 'diameter' | 'limitedEdition' | 'category' }
  | { key: keyof typeof LIST_KEYS; id: number };

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
    case 'category':
      return { ...filters, category: '' };
    default: {
      const next = { ...filters, [chip.key]: filters[chip.key].filter((id) => id !== chip.id) };
      // The collection select lists the chosen brands' collections: with no brand left it has nothing to hold.
      return chip.key === 'brandIds' && next.brandIds.length === 0 ? { ...next, collection: null } : next;
    }
  }
}
