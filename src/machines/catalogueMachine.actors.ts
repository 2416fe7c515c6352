import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import {
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
} from '../api/fetchers.ts';
import type { Bag, Brand, City, Collection, Facets, Jewelry, NamedRef, Watch, Workshop } from '../api/types.ts';
import { filterQuery, joinList, type CatalogueFilters, type CatalogueMode, type CatalogueQuery } from './catalogueMachine.query.ts';
import { fromRequest } from './fromRequest.ts';

/** The API work of the catalogue (part 1 §7 "Catalogue"): real implementations that pass the actor's signal. */

export type CatalogueProduct = Watch | Jewelry | Bag;

export interface CataloguePage {
  results: CatalogueProduct[];
  count: number;
}

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
  /** Null when unknown (jewelry and bags have no facets endpoint, or the call failed). */
  facets: Facets | null;
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

export async function fetchCataloguePage({ mode, query }: FetchPageInput, signal: AbortSignal): Promise<CataloguePage> {
  switch (mode) {
    case 'watches':
      return toPage(await listWatches(query, signal));
    case 'sale':
      return toPage(await listSale(query, signal));
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
    workshops: async () => results(await listWorkshops(undefined, signal)),
    cities: async () => results(await listCities(undefined, signal)),
  };
}

export async function fetchCatalogueOptions(input: FetchOptionsInput, signal: AbortSignal): Promise<FilterOptions> {
  const { mode, filters, search, withReferences } = input;
  const watchLike = mode === 'watches' || mode === 'sale';
  const brandIds = joinList(filters.brandIds);
  const jobs: Record<string, () => Promise<unknown>> = {};
  if (watchLike) {
    // Facets take the same filters as the list (part 1 §7), and only on-sale watches count on /sale.
    jobs.facets = () => getWatchFacets({ ...filterQuery(mode, filters, search), ...(mode === 'sale' ? { on_sale: true } : {}) }, signal);
    // The collection select lists the chosen brands' collections (part 1 §7 "collections (filtered by brand)").
    if (brandIds) jobs.collections = async () => results(await listCollections({ brand_ids: brandIds }, signal));
  }
  if (withReferences) {
    for (const [key, job] of Object.entries(referenceJobs(mode, signal))) jobs[`references.${key}`] = job;
  }
  const { values, failures } = await settle(jobs);
  const out: FilterOptions = {
    facets: (values.facets as Facets | undefined) ?? null,
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
