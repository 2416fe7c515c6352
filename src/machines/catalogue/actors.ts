import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import {
  getBagFacets,
  getJewelryFacets,
  getWatchFacets,
  listBags,
  listBrands,
  listCaseMaterials,
  listCities,
  listCollections,
  listConditions,
  listFunctions,
  listGlassTypes,
  listJewelry,
  listJewelryTypes,
  listMovementTypes,
  listSale,
  listStrapMaterials,
  listWatches,
  listWatchTypes,
  listWorkshops,
} from '../../api/fetchers.ts';
import type { Bag, Brand, City, Collection, FacetBucket, Facets, Jewelry, NamedRef, SaleEntry, Watch, Workshop } from '../../api/types.ts';
import { joinList, type CatalogueFilters, type CatalogueMode } from './filters.ts';
import { filterQuery, type CatalogueQuery } from './query.ts';
import { fromRequest } from '../fromRequest.ts';

/** The API work of the catalogue (part 1 §7 "Catalogue"): real implementations that pass the actor's signal. */

/** A piece of the list; a sale entry is the piece itself plus its `kind` (issue 22 item 13). */
export type CatalogueProduct = Watch | Jewelry | Bag | SaleEntry;

export interface CataloguePage {
  results: CatalogueProduct[];
  count: number;
  /** Watch search only: the jewelry and bags matching the same text (issue 10 item 5); null when not asked. */
  searchMatches?: SearchMatches | null;
}

/** The first few jewelry and bags matching a watch search, with their totals; a failed list is null. */
export interface SearchMatches {
  jewelry: { results: Jewelry[]; count: number } | null;
  bags: { results: Bag[]; count: number } | null;
}

/** How many jewelry and bag cards the watch search shows beside its grid (a link leads to the rest). */
export const SEARCH_MATCHES_SIZE = 4;

/**
 * Facet counts of any mode: the watch facets, or the jewelry/bag facets' brands (and jewelry types) with the
 * watch-only lists empty (issue 10 item 6: each mode's brand filter lists its own houses).
 */
export type CatalogueFacets = Facets & { jewelry_types?: FacetBucket[] };

const NO_WATCH_FACETS: Facets = {
  brands: [],
  watch_types: [],
  case_materials: [],
  glass_types: [],
  movement_types: [],
  functions: [],
  strap_materials: [],
  conditions: [],
  cities: [],
};

/** Reference lists for the filter UI (part 1 §7: GET with page_size=1000). */
export interface FilterReferences {
  brands: Brand[];
  watchTypes: NamedRef[];
  caseMaterials: NamedRef[];
  glassTypes: NamedRef[];
  movementTypes: NamedRef[];
  functions: NamedRef[];
  strapMaterials: NamedRef[];
  conditions: NamedRef[];
  jewelryTypes: NamedRef[];
  workshops: Workshop[];
  cities: City[];
}

export const EMPTY_REFERENCES: FilterReferences = {
  brands: [],
  watchTypes: [],
  caseMaterials: [],
  glassTypes: [],
  movementTypes: [],
  functions: [],
  strapMaterials: [],
  conditions: [],
  jewelryTypes: [],
  workshops: [],
  cities: [],
};

/** What the filter UI shows beside the choices: facet counts and the chosen brands' collections. */
export interface FilterOptions {
  /** Null when unknown (the call failed). */
  facets: CatalogueFacets | null;
  collections: Collection[];
  /** Loaded only when the mode changed since the last load (they do not depend on the filters). */
  references?: FilterReferences;
  /** Part 1 §8: failed brand, facet or reference loads are only logged. */
  failures: { list: string; failure: ApiFailure }[];
}

export interface FetchPageInput {
  mode: CatalogueMode;
  query: CatalogueQuery;
}

export interface FetchOptionsInput {
  mode: CatalogueMode;
  filters: CatalogueFilters;
  search: string;
  withReferences: boolean;
}

/** Part 1 §7: "the answer is a results array with count, or a plain array". */
function toPage(body: { results: CatalogueProduct[]; count: number } | CatalogueProduct[]): CataloguePage {
  return Array.isArray(body) ? { results: body, count: body.length } : { results: body.results, count: body.count };
}

/**
 * A watch search also asks the jewelry and bag lists for the same text (issue 10 item 5), in parallel with the
 * watches. Their failure never fails the page: that category is only left out.
 */
async function searchMatches(search: string, signal: AbortSignal): Promise<SearchMatches> {
  const query = { search, page_size: SEARCH_MATCHES_SIZE };
  const [jewelry, bags] = await Promise.allSettled([listJewelry(query, signal), listBags(query, signal)]);
  return {
    jewelry: jewelry.status === 'fulfilled' ? (toPage(jewelry.value) as { results: Jewelry[]; count: number }) : null,
    bags: bags.status === 'fulfilled' ? (toPage(bags.value) as { results: Bag[]; count: number }) : null,
  };
}

/**
 * What a catalogue product is: a sale entry says it (`kind`, issue 22 item 13); otherwise it reads from the piece's
 * own fields: only a watch has a collection, only jewelry a type (the contract's shapes are closed).
 */
export function productKindOf(product: CatalogueProduct): 'watch' | 'jewelry' | 'bag' {
  if ('kind' in product) return product.kind;
  if ('collection' in product) return 'watch';
  if ('type_name' in product) return 'jewelry';
  return 'bag';
}

export async function fetchCataloguePage({ mode, query }: FetchPageInput, signal: AbortSignal): Promise<CataloguePage> {
  switch (mode) {
    case 'watches': {
      if (!query.search) return toPage(await listWatches(query, signal));
      const [page, matches] = await Promise.all([listWatches(query, signal), searchMatches(query.search, signal)]);
      return { ...toPage(page), searchMatches: matches };
    }
    case 'sale': {
      // Every reduced piece of the three kinds (issue 22 item 13): each entry is the piece itself plus its kind.
      return toPage(await listSale(query, signal));
    }
    case 'jewelry':
      return toPage(await listJewelry(query, signal));
    case 'bags':
      return toPage(await listBags(query, signal));
  }
}

const results = <T>(body: { results: T[] } | T[]): T[] => (Array.isArray(body) ? body : body.results);

/** Each list on its own: one failing list must not empty the others (part 1 §8: failures are only logged). */
async function settle<K extends string, T>(
  jobs: Record<K, () => Promise<T>>,
): Promise<{ values: Partial<Record<K, T>>; failures: { list: string; failure: ApiFailure }[] }> {
  const entries = Object.entries(jobs) as [K, () => Promise<T>][];
  const outcomes = await Promise.allSettled(entries.map(([, job]) => job()));
  const values: Partial<Record<K, T>> = {};
  const failures: { list: string; failure: ApiFailure }[] = [];
  outcomes.forEach((outcome, index) => {
    const key = (entries[index] as [K, unknown])[0];
    if (outcome.status === 'fulfilled') values[key] = outcome.value;
    else failures.push({ list: key, failure: toApiFailure(outcome.reason) });
  });
  return { values, failures };
}

/** Which reference lists each mode's filters use (jewelry and bags have fewer filters, part 1 §2.6). */
function referenceJobs(mode: CatalogueMode, signal: AbortSignal): Partial<Record<keyof FilterReferences, () => Promise<unknown[]>>> {
  const brands = async () => results(await listBrands(undefined, signal));
  if (mode === 'bags') return { brands };
  if (mode === 'jewelry') return { brands, jewelryTypes: async () => results(await listJewelryTypes(undefined, signal)) };
  return {
    brands,
    watchTypes: async () => results(await listWatchTypes(undefined, signal)),
    caseMaterials: async () => results(await listCaseMaterials(undefined, signal)),
    glassTypes: async () => results(await listGlassTypes(undefined, signal)),
    movementTypes: async () => results(await listMovementTypes(undefined, signal)),
    functions: async () => results(await listFunctions(undefined, signal)),
    strapMaterials: async () => results(await listStrapMaterials(undefined, signal)),
    conditions: async () => results(await listConditions(undefined, signal)),
    // Issue 22 item 16: the «Бутик» filter offers the boutiques only, not the service centres.
    workshops: async () => results(await listWorkshops({ kind: 'boutique' }, signal)),
    cities: async () => results(await listCities(undefined, signal)),
  };
}

/**
 * The brand counts of the sale across categories (issue 22 item 13): each kind's facets over its reduced pieces,
 * added up per brand (a house with watches and bags on sale, Hermès, counts both).
 */
async function saleFacets(filters: CatalogueFilters, search: string, signal: AbortSignal): Promise<CatalogueFacets> {
  const { category, ...shared } = filterQuery('sale', filters, search);
  const query = { ...shared, on_sale: true };
  const lists = await Promise.all([
    !category || category === 'jewelry' ? getJewelryFacets(query, signal).then((facets) => facets.brands) : [],
    !category || category === 'bags' ? getBagFacets(query, signal).then((facets) => facets.brands) : [],
    !category ? getWatchFacets(query, signal).then((facets) => facets.brands) : [],
  ]);
  const brands = new Map<number, FacetBucket>();
  for (const bucket of lists.flat()) {
    const known = brands.get(bucket.id);
    brands.set(bucket.id, known ? { ...known, count: known.count + bucket.count } : bucket);
  }
  return { ...NO_WATCH_FACETS, brands: [...brands.values()] };
}

export async function fetchCatalogueOptions(input: FetchOptionsInput, signal: AbortSignal): Promise<FilterOptions> {
  const { mode, filters, search, withReferences } = input;
  const watchLike = mode === 'watches' || (mode === 'sale' && filters.category === 'watches');
  const brandIds = joinList(filters.brandIds);
  const jobs: Record<string, () => Promise<unknown>> = {};
  if (watchLike) {
    // Facets take the same filters as the list (part 1 §7), and only on-sale watches count on /sale.
    const { category: _category, ...query } = filterQuery(mode, filters, search);
    jobs.facets = () => getWatchFacets({ ...query, ...(mode === 'sale' ? { on_sale: true } : {}) }, signal);
  } else if (mode === 'sale') {
    jobs.facets = () => saleFacets(filters, search, signal);
  } else if (mode === 'jewelry') {
    jobs.facets = async () => ({ ...NO_WATCH_FACETS, ...(await getJewelryFacets(filterQuery(mode, filters, search), signal)) });
  } else {
    jobs.facets = async () => ({ ...NO_WATCH_FACETS, ...(await getBagFacets(filterQuery(mode, filters, search), signal)) });
  }
  if (watchLike) {
    // The collection select lists the chosen brands' collections (part 1 §7 "collections (filtered by brand)").
    if (brandIds) jobs.collections = async () => results(await listCollections({ brand_ids: brandIds }, signal));
  }
  if (withReferences) {
    for (const [key, job] of Object.entries(referenceJobs(mode, signal))) jobs[`references.${key}`] = job;
  }
  const { values, failures } = await settle(jobs);
  const out: FilterOptions = {
    facets: (values.facets as CatalogueFacets | undefined) ?? null,
    collections: (values.collections as Collection[] | undefined) ?? [],
    failures,
  };
  if (withReferences) {
    const references: FilterReferences = { ...EMPTY_REFERENCES };
    for (const key of Object.keys(EMPTY_REFERENCES) as (keyof FilterReferences)[]) {
      const value = values[`references.${key}`];
      if (Array.isArray(value)) (references as unknown as Record<string, unknown[]>)[key] = value;
    }
    out.references = references;
  }
  return out;
}

export const fetchPage = fromRequest<CataloguePage, FetchPageInput>(({ input, signal }) => fetchCataloguePage(input, signal));
export const fetchOptions = fromRequest<FilterOptions, FetchOptionsInput>(({ input, signal }) => fetchCatalogueOptions(input, signal));

export interface FetchCountInput {
  mode: CatalogueMode;
  filters: CatalogueFilters;
  search: string;
}

const LIST_BY_MODE = { watches: listWatches, sale: listSale, jewelry: listJewelry, bags: listBags } as const;

/** How many products a filter set finds: the mode's list call, one product long (its `count` is the total). */
export const fetchCount = fromRequest<number, FetchCountInput>(async ({ input, signal }) => {
  const query = { ...filterQuery(input.mode, input.filters, input.search), page: 1, page_size: 1 };
  const body = await LIST_BY_MODE[input.mode](query, signal);
  return Array.isArray(body) ? body.length : body.count;
});
