import { api } from './client.ts';
import { settle } from './outcome.ts';
import type { paths } from '../../kernel/schema.d.ts';

/**
 * One plain async function per GET operation the storefront uses, named after its operationId. Each resolves
 * with the typed success body or rejects with an ApiError carrying the normalised failure (part 1 §8). Pass a
 * machine actor's `signal` so leaving the state aborts the call.
 */

type GetOperation = {
  parameters: { query?: unknown };
  responses: { 200: { content: { 'application/json': unknown } } };
};
/** Paths that have a GET operation. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: GetOperation } ? P : never }[keyof paths];
/** The query parameters of a GET path. */
export type QueryOf<P extends GetPath> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;
/** The JSON body of a GET path's 200 answer. */
export type BodyOf<P extends GetPath> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer B } } } };
}
  ? B
  : never;
/** GET paths answered with one page (`count`, `next`, `previous`, `results`). */
export type PagedPath = { [P in GetPath]: BodyOf<P> extends { next: string | null; results: unknown[] } ? P : never }[GetPath];

export type WatchQuery = QueryOf<'/api/watches/'>;
export type FacetsQuery = QueryOf<'/api/watches/facets/'>;
export type JewelryQuery = QueryOf<'/api/jewelry/'>;
export type BagQuery = QueryOf<'/api/bags/'>;

/** Part 1 §7 / §9: reference lists are loaded with page_size 1000 (the server's cap), i.e. all at once. */
export const REFERENCE_PAGE_SIZE = 1000;

/** Every GET of the contract answers 200 with a JSON body. */
const unwrap = settle;

const withReferencePageSize = <Q extends { page_size?: number }>(query: Q | undefined): Q =>
  ({ page_size: REFERENCE_PAGE_SIZE, ...query }) as Q;

export const getHealth = (signal?: AbortSignal): Promise<BodyOf<'/api/health/'>> => unwrap(api.GET('/api/health/', { signal }));

// Catalogue (part 1 §7 "Catalogue").

export const listWatches = (query?: WatchQuery, signal?: AbortSignal): Promise<BodyOf<'/api/watches/'>> =>
  unwrap(api.GET('/api/watches/', { params: { query }, signal }));

export const listSale = (query?: QueryOf<'/api/sale/'>, signal?: AbortSignal): Promise<BodyOf<'/api/sale/'>> =>
  unwrap(api.GET('/api/sale/', { params: { query }, signal }));

export const listJewelry = (query?: JewelryQuery, signal?: AbortSignal): Promise<BodyOf<'/api/jewelry/'>> =>
  unwrap(api.GET('/api/jewelry/', { params: { query }, signal }));

export const listBags = (query?: BagQuery, signal?: AbortSignal): Promise<BodyOf<'/api/bags/'>> =>
  unwrap(api.GET('/api/bags/', { params: { query }, signal }));

export const getWatch = (id: number, signal?: AbortSignal): Promise<BodyOf<'/api/watches/{id}/'>> =>
  unwrap(api.GET('/api/watches/{id}/', { params: { path: { id } }, signal }));

export const getJewelry = (id: number, signal?: AbortSignal): Promise<BodyOf<'/api/jewelry/{id}/'>> =>
  unwrap(api.GET('/api/jewelry/{id}/', { params: { path: { id } }, signal }));

export const getBag = (id: number, signal?: AbortSignal): Promise<BodyOf<'/api/bags/{id}/'>> =>
  unwrap(api.GET('/api/bags/{id}/', { params: { path: { id } }, signal }));

export const listPopular = (query?: QueryOf<'/api/popular/'>, signal?: AbortSignal): Promise<BodyOf<'/api/popular/'>> =>
  unwrap(api.GET('/api/popular/', { params: { query }, signal }));

export const getWatchFacets = (query?: FacetsQuery, signal?: AbortSignal): Promise<BodyOf<'/api/watches/facets/'>> =>
  unwrap(api.GET('/api/watches/facets/', { params: { query }, signal }));

export const getJewelryFacets = (
  query?: QueryOf<'/api/jewelry/facets/'>,
  signal?: AbortSignal,
): Promise<BodyOf<'/api/jewelry/facets/'>> => unwrap(api.GET('/api/jewelry/facets/', { params: { query }, signal }));

export const getBagFacets = (query?: QueryOf<'/api/bags/facets/'>, signal?: AbortSignal): Promise<BodyOf<'/api/bags/facets/'>> =>
  unwrap(api.GET('/api/bags/facets/', { params: { query }, signal }));

/**
 * Issue 26: the pieces the boutique has sold, newest sale first (never a price), filtered by kind and brand name,
 * one page at a time, with the brands the filter offers.
 */
export const listSalesHistory = (query?: QueryOf<'/api/sales-history/'>, signal?: AbortSignal): Promise<BodyOf<'/api/sales-history/'>> =>
  unwrap(api.GET('/api/sales-history/', { params: { query }, signal }));

// Reference lists: page_size defaults to REFERENCE_PAGE_SIZE; a query may override it.

export const listBrands = (query?: QueryOf<'/api/brands/'>, signal?: AbortSignal): Promise<BodyOf<'/api/brands/'>> =>
  unwrap(api.GET('/api/brands/', { params: { query: withReferencePageSize(query) }, signal }));

export const listCollections = (query?: QueryOf<'/api/collections/'>, signal?: AbortSignal): Promise<BodyOf<'/api/collections/'>> =>
  unwrap(api.GET('/api/collections/', { params: { query: withReferencePageSize(query) }, signal }));

export const listWatchTypes = (query?: QueryOf<'/api/watch-types/'>, signal?: AbortSignal): Promise<BodyOf<'/api/watch-types/'>> =>
  unwrap(api.GET('/api/watch-types/', { params: { query: withReferencePageSize(query) }, signal }));

export const listCaseMaterials = (
  query?: QueryOf<'/api/case-materials/'>,
  signal?: AbortSignal,
): Promise<BodyOf<'/api/case-materials/'>> =>
  unwrap(api.GET('/api/case-materials/', { params: { query: withReferencePageSize(query) }, signal }));

export const listGlassTypes = (query?: QueryOf<'/api/glass-types/'>, signal?: AbortSignal): Promise<BodyOf<'/api/glass-types/'>> =>
  unwrap(api.GET('/api/glass-types/', { params: { query: withReferencePageSize(query) }, signal }));

export const listMovementTypes = (
  query?: QueryOf<'/api/movement-types/'>,
  signal?: AbortSignal,
): Promise<BodyOf<'/api/movement-types/'>> =>
  unwrap(api.GET('/api/movement-types/', { params: { query: withReferencePageSize(query) }, signal }));

export const listFunctions = (query?: QueryOf<'/api/functions/'>, signal?: AbortSignal): Promise<BodyOf<'/api/functions/'>> =>
  unwrap(api.GET('/api/functions/', { params: { query: withReferencePageSize(query) }, signal }));

export const listStrapMaterials = (
  query?: QueryOf<'/api/strap-materials/'>,
  signal?: AbortSignal,
): Promise<BodyOf<'/api/strap-materials/'>> =>
  unwrap(api.GET('/api/strap-materials/', { params: { query: withReferencePageSize(query) }, signal }));

export const listConditions = (query?: QueryOf<'/api/conditions/'>, signal?: AbortSignal): Promise<BodyOf<'/api/conditions/'>> =>
  unwrap(api.GET('/api/conditions/', { params: { query: withReferencePageSize(query) }, signal }));

export const listWorkshops = (query?: QueryOf<'/api/workshops/'>, signal?: AbortSignal): Promise<BodyOf<'/api/workshops/'>> =>
  unwrap(api.GET('/api/workshops/', { params: { query: withReferencePageSize(query) }, signal }));

export const listCities = (query?: QueryOf<'/api/cities/'>, signal?: AbortSignal): Promise<BodyOf<'/api/cities/'>> =>
  unwrap(api.GET('/api/cities/', { params: { query: withReferencePageSize(query) }, signal }));

export const listCountries = (query?: QueryOf<'/api/countries/'>, signal?: AbortSignal): Promise<BodyOf<'/api/countries/'>> =>
  unwrap(api.GET('/api/countries/', { params: { query: withReferencePageSize(query) }, signal }));

export const listJewelryTypes = (
  query?: QueryOf<'/api/jewelry-types/'>,
  signal?: AbortSignal,
): Promise<BodyOf<'/api/jewelry-types/'>> =>
  unwrap(api.GET('/api/jewelry-types/', { params: { query: withReferencePageSize(query) }, signal }));

// Content.

export const listBanners = (query?: QueryOf<'/api/banners/'>, signal?: AbortSignal): Promise<BodyOf<'/api/banners/'>> =>
  unwrap(api.GET('/api/banners/', { params: { query }, signal }));

export const listFaqs = (query?: QueryOf<'/api/faqs/'>, signal?: AbortSignal): Promise<BodyOf<'/api/faqs/'>> =>
  unwrap(api.GET('/api/faqs/', { params: { query }, signal }));

export const listVideos = (query?: QueryOf<'/api/videos/'>, signal?: AbortSignal): Promise<BodyOf<'/api/videos/'>> =>
  unwrap(api.GET('/api/videos/', { params: { query }, signal }));

/**
 * The page after one already loaded: part 2 §7 follows the server's absolute `next` URL using only its path and
 * query, so the call stays on this site (and gets the same token, language and timeout) whatever host the
 * server put in the link. Name the list for the type: `followNext<'/api/videos/'>(page.next, signal)`.
 */
export function followNext<P extends PagedPath = PagedPath>(nextUrl: string, signal?: AbortSignal): Promise<BodyOf<P>> {
  const url = new URL(nextUrl, 'http://localhost/');
  // The path is dynamic (it carries the query), so it cannot be one of the schema's literal paths; the cast only
  // picks a GET for openapi-fetch, and the answer is typed by P.
  const pathAndQuery = `${url.pathname}${url.search}` as '/api/videos/';
  return unwrap(api.GET(pathAndQuery, { signal })) as Promise<BodyOf<P>>;
}
