import { api } from './client.ts';
import { productSelector, type ProductKey } from './cart.ts';
import { followNext } from './fetchers.ts';
import { settle } from './outcome.ts';
import type { components } from '../../kernel/schema.d.ts';

/**
 * Fetchers of part 1 §7 "Favorites" and "Comparison" (all need sign-in). Entry ids (`Favorite.id`,
 * `ComparisonEntry.id`) are not product ids: removal takes the entry id, toggle and check take the product.
 * Reject with an ApiError like every fetcher; pass a machine actor's `signal`.
 */

type Schemas = components['schemas'];

export type Favorite = Schemas['Favorite'];
export type ComparisonEntry = Schemas['ComparisonEntry'];
export type FavoriteCheck = Schemas['FavoriteCheck'];
export type FavoriteToggleResult = Schemas['FavoriteToggleResult'];
export type ComparisonCheck = Schemas['ComparisonCheck'];
export type ComparisonToggleResult = Schemas['ComparisonToggleResult'];

/** The contract's page-size cap for these lists; the machines want every entry, so pages are followed. */
export const LIST_PAGE_SIZE = 100;

type Page<T> = { next: string | null; results: T[] };

/** Every entry of a paged list: the first page, then each `next` (part 2 §7: path and query only). */
export async function everyPage<T>(first: Page<T>, follow: (next: string) => Promise<Page<T>>): Promise<T[]> {
  const results = [...first.results];
  let next = first.next;
  while (next) {
    const page = await follow(next);
    results.push(...page.results);
    next = page.next;
  }
  return results;
}

// Favorites.

/** listFavorites, every page: newest first (the `/favorites` screen). */
export const listAllFavorites = async (signal?: AbortSignal): Promise<Favorite[]> =>
  everyPage(await settle(api.GET('/api/favorites/', { params: { query: { page_size: LIST_PAGE_SIZE } }, signal })), (next) =>
    followNext<'/api/favorites/'>(next, signal),
  );

/** addFavorite: adding twice answers the existing entry. */
export const addFavorite = (product: ProductKey, signal?: AbortSignal): Promise<Favorite> =>
  settle(api.POST('/api/favorites/', { body: productSelector(product), signal }));

/** removeFavorite: by the entry id. */
export const removeFavorite = async (entryId: number, signal?: AbortSignal): Promise<void> => {
  await settle(api.DELETE('/api/favorites/{id}/', { params: { path: { id: entryId } }, signal }));
};

export const checkFavorite = (product: ProductKey, signal?: AbortSignal): Promise<FavoriteCheck> =>
  settle(api.GET('/api/favorites/check/', { params: { query: productSelector(product) }, signal }));

/** toggleFavorite: part 1 §4 "a single call returning a boolean meaning added". */
export const toggleFavorite = (product: ProductKey, signal?: AbortSignal): Promise<FavoriteToggleResult> =>
  settle(api.POST('/api/favorites/toggle/', { body: productSelector(product), signal }));

// Comparison.

/** listComparison, every page: oldest first, so columns keep their place. */
export const listAllComparison = async (signal?: AbortSignal): Promise<ComparisonEntry[]> =>
  everyPage(await settle(api.GET('/api/comparison/', { params: { query: { page_size: LIST_PAGE_SIZE } }, signal })), (next) =>
    followNext<'/api/comparison/'>(next, signal),
  );

export const addComparison = (product: ProductKey, signal?: AbortSignal): Promise<ComparisonEntry> =>
  settle(api.POST('/api/comparison/', { body: productSelector(product), signal }));

/** removeComparison: by the entry id. */
export const removeComparison = async (entryId: number, signal?: AbortSignal): Promise<void> => {
  await settle(api.DELETE('/api/comparison/{id}/', { params: { path: { id: entryId } }, signal }));
};

export const clearComparison = async (signal?: AbortSignal): Promise<void> => {
  await settle(api.DELETE('/api/comparison/clear/', { signal }));
};

export const checkComparison = (product: ProductKey, signal?: AbortSignal): Promise<ComparisonCheck> =>
  settle(api.GET('/api/comparison/check/', { params: { query: productSelector(product) }, signal }));

/** toggleComparison: part 1 §4 "if the item is already in the comparison it is removed, else added". */
export const toggleComparison = (product: ProductKey, signal?: AbortSignal): Promise<ComparisonToggleResult> =>
  settle(api.POST('/api/comparison/toggle/', { body: productSelector(product), signal }));
