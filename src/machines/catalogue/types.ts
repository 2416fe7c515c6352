import type { ApiFailure } from '../../api/errors.ts';
import type { Collection } from '../../api/types.ts';
import type { CatalogueFacets, CatalogueProduct, FilterReferences, SearchMatches } from './actors.ts';
import type { CatalogueFilters, CatalogueMode, FilterChip, PageSize, Sort } from './filters.ts';

/** The catalogue machine's input, context and events (part 1 §2.6, §4 "Catalogue"). */

export interface CatalogueInput {
  mode: CatalogueMode;
  /** The page URL's query string (`?brand_ids=3&search=…`), read once at start. */
  search?: string;
  /**
   * The session's shuffle seed (kept in sessionStorage by the feature): unsorted pages are shuffled by it, so
   * the same page comes back in the same order after Back or a reload. A random one when not given.
   */
  seed?: string;
}

export interface CatalogueContext {
  mode: CatalogueMode;
  /** The applied search text (what the list was asked for). */
  search: string;
  /** What the search box shows; applied by `search.submit`. */
  searchInput: string;
  /** The applied filter set. */
  filters: CatalogueFilters;
  /** The filter set being edited in the sidebar or the drawer; equal to `filters` when nothing is pending. */
  draft: CatalogueFilters;
  sort: Sort;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  /** The shown page, shuffled when no sort is chosen (part 1 §4). */
  items: CatalogueProduct[];
  /** Products matching across all pages. */
  count: number;
  /** Why the last page load failed (typed; the view picks the words). */
  failure: ApiFailure | null;
  references: FilterReferences;
  /** The mode the references were loaded for (null before the first load). */
  referencesMode: CatalogueMode | null;
  /** Facet counts for `draft`; null when unknown. */
  facets: CatalogueFacets | null;
  /** A watch search's jewelry and bag matches (issue 10 item 5); null otherwise. */
  searchMatches: SearchMatches | null;
  /** Collections of the chosen brands. */
  collections: Collection[];
  /**
   * What wrote the current history entry: a debounced typing of a number ('typing') is replaced by the next one,
   * so typing "1", "15", "150" in the price does not leave three entries behind; any other change is pushed.
   */
  lastWrite: 'typing' | 'other';
  /** See `CatalogueInput.seed`. */
  seed: string;
  /** How many products `draft` finds (the drawer's "Показать 14"), once `editor.drawer.counted`. */
  draftCount: number | null;
}

export type CatalogueEvent =
  | { type: 'search.input'; value: string }
  | { type: 'search.submit' }
  | { type: 'sort.change'; sort: Sort }
  | { type: 'pageSize.change'; pageSize: PageSize }
  | { type: 'page.change'; page: number }
  | { type: 'filter.change'; patch: Partial<CatalogueFilters> }
  | { type: 'filters.apply' }
  | { type: 'filters.cancel' }
  | { type: 'filters.reset' }
  | { type: 'filters.open' }
  | { type: 'filters.close' }
  | { type: 'results.retry' }
  /** A chip above the grid: drops that filter at once (and whatever is pending in the sidebar with it). */
  | { type: 'filter.remove'; chip: FilterChip }
  /** "Очистить поиск" of an empty result. */
  | { type: 'search.clear' }
  /** The URL changed under us (back/forward, a header search, a link): `search` is its query string. */
  | { type: 'url.change'; search: string }
  | { type: 'mode.change'; mode: CatalogueMode; search?: string }
  // Raised by the machine itself to restart one region's work.
  | { type: 'results.reload' }
  | { type: 'options.reload' }
  | { type: 'editor.settle' };

export type UrlWrite = { search: string; history: 'push' | 'replace' };
