import { assign, raise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../api/errors.ts';
import { toApiFailure } from '../api/errors.ts';
import type { Collection } from '../api/types.ts';
import { listBags, listJewelry, listSale, listWatches } from '../api/fetchers.ts';
import {
  EMPTY_REFERENCES,
  fetchOptions,
  fetchPage,
  type CatalogueProduct,
  type CatalogueFacets,
  type CataloguePage,
  type FilterOptions,
  type SearchMatches,
  type FilterReferences,
} from './catalogueMachine.actors.ts';
import {
  EMPTY_FILTERS,
  filterQuery,
  filtersForMode,
  fromSearchParams,
  onlyTypedChanged,
  pageQuery,
  sameFilters,
  sameView,
  stableShuffle,
  toSearchParams,
  withoutChip,
  type CatalogueFilters,
  type CatalogueMode,
  type CatalogueView,
  type FilterChip,
  type PageSize,
  type Sort,
} from './catalogueMachine.query.ts';
import { fromRequest } from './fromRequest.ts';

/** Part 1 §9 "Filter debounce 400 ms". */
export const FILTER_DEBOUNCE_MS = 400;

/** How long the drawer waits after the last change before asking how many products the draft finds. */
export const DRAFT_COUNT_DEBOUNCE_MS = 300;

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

const viewOf = (context: CatalogueContext): CatalogueView => ({
  search: context.search,
  filters: context.filters,
  sort: context.sort,
  page: context.page,
  pageSize: context.pageSize,
});

// Commas need no escaping in a query: `brand_ids=4,12` reads better in a shared link than `4%2C12`.
const urlOf = (context: CatalogueContext): string => toSearchParams(context.mode, viewOf(context)).toString().replace(/%2C/gi, ',');

/** Part 1 §4: picking brand ids removes the plain brand filter, picking city ids the plain city. */
function applyPatch(context: CatalogueContext, patch: Partial<CatalogueFilters>): CatalogueFilters {
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
function removeChip(context: CatalogueContext, chip: FilterChip): CatalogueFilters {
  const next = withoutChip(context.filters, chip);
  if (chip.key === 'brandIds' && next.collection !== null) {
    const owner = context.collections.find((c) => c.id === next.collection)?.brand.id;
    if (owner === undefined || !next.brandIds.includes(owner)) return { ...next, collection: null };
  }
  return next;
}

function debouncedWrite(context: CatalogueContext): UrlWrite {
  const typing = onlyTypedChanged(context.mode, context.filters, context.draft);
  return {
    search: urlOf({ ...context, filters: context.draft, page: 1 }),
    history: typing && context.lastWrite === 'typing' ? 'replace' : 'push',
  };
}

const stateFromUrl = (mode: CatalogueMode, search: string) => {
  const view = fromSearchParams(mode, search);
  return { ...view, searchInput: view.search, draft: view.filters };
};

/**
 * The catalogue screen (part 1 §2.6, §4 "Catalogue") in its four modes. Three regions run side by side:
 * `results` loads the page (loading, error, empty, list), `editor` holds the filter panel's draft (debounced in
 * the sidebar, staged in the mobile drawer) and `options` loads facet counts, collections and reference lists
 * for the filter UI. Every change of search, filters, mode, page size or sort goes back to page 1; re-entering
 * `results.loading` stops the previous call (its signal aborts), so a stale answer never lands.
 */
export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput,
  },
  actors: { fetchPage, fetchOptions, fetchCount },
  delays: { filterDebounce: FILTER_DEBOUNCE_MS, draftCountDebounce: DRAFT_COUNT_DEBOUNCE_MS },
  actions: {
    /** The feature writes the page URL (wouter's navigate, with `replace` when asked). */
    writeUrl: (_, _params: UrlWrite) => {
      throw new Error('catalogueMachine: writeUrl not provided');
    },
    /** The feature scrolls the list back into view after a page change. */
    scrollToTop: () => {
      throw new Error('catalogueMachine: scrollToTop not provided');
    },
    /** Part 1 §8: failed brand, facet or reference loads are only logged. */
    logFailures: (_, params: { failures: FilterOptions['failures'] }) => {
      for (const { list, failure } of params.failures) console.warn(`Catalogue: ${list} failed to load (${failure.code})`, failure.message);
    },
    assignPage: assign(({ context }, page: CataloguePage) => ({
      items: context.sort ? page.results : stableShuffle(page.results, context.seed, context.mode, pageQuery(context.mode, viewOf(context))),
      count: page.count,
      searchMatches: page.searchMatches ?? null,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: toApiFailure(params.error) })),
    assignOptions: assign(({ context }, options: FilterOptions) => ({
      facets: options.facets,
      collections: options.collections,
      ...(options.references ? { references: options.references, referencesMode: context.mode } : {}),
    })),
    assignDraft: assign(({ context, event }) => (event.type === 'filter.change' ? { draft: applyPatch(context, event.patch) } : {})),
    clearDraft: assign({ draft: EMPTY_FILTERS }),
    revertDraft: assign(({ context }) => ({ draft: context.filters })),
    /** Applies the draft: back to page 1 and into the URL. `typing` decides push or replace (see `lastWrite`). */
    commitDraft: assign(({ context }, params: { debounced: boolean }) => {
      const typing = params.debounced && onlyTypedChanged(context.mode, context.filters, context.draft);
      return { filters: context.draft, page: 1, lastWrite: typing ? ('typing' as const) : ('other' as const) };
    }),
    resetAll: assign({ filters: EMPTY_FILTERS, draft: EMPTY_FILTERS, page: 1, lastWrite: 'other' as const }),
    assignDraftCount: assign((_, count: number | null) => ({ draftCount: count })),
    applyChipRemoval: assign(({ context, event }) => {
      if (event.type !== 'filter.remove') return {};
      const filters = removeChip(context, event.chip);
      return { filters, draft: filters, page: 1, lastWrite: 'other' as const };
    }),
    clearSearch: assign({ search: '', searchInput: '', page: 1, lastWrite: 'other' as const }),
    assignSearchInput: assign(({ event }) => (event.type === 'search.input' ? { searchInput: event.value } : {})),
    commitSearch: assign(({ context }) => ({ search: context.searchInput.trim(), searchInput: context.searchInput.trim(), page: 1, lastWrite: 'other' as const })),
    assignSort: assign(({ event }) => (event.type === 'sort.change' ? { sort: event.sort, page: 1, lastWrite: 'other' as const } : {})),
    assignPageSize: assign(({ event }) => (event.type === 'pageSize.change' ? { pageSize: event.pageSize, page: 1, lastWrite: 'other' as const } : {})),
    assignPageNumber: assign(({ event }) => (event.type === 'page.change' ? { page: Math.max(1, Math.trunc(event.page)), lastWrite: 'other' as const } : {})),
    assignFromUrl: assign(({ context, event }) =>
      event.type === 'url.change' ? { ...stateFromUrl(context.mode, event.search), lastWrite: 'other' as const } : {},
    ),
    assignMode: assign(({ event }) =>
      event.type === 'mode.change' ? { mode: event.mode, ...stateFromUrl(event.mode, event.search ?? ''), lastWrite: 'other' as const } : {},
    ),
    reloadResults: raise({ type: 'results.reload' }),
    reloadOptions: raise({ type: 'options.reload' }),
    settleEditor: raise({ type: 'editor.settle' }),
  },
  guards: {
    hasNoResults: (_, page: CataloguePage) => page.results.length === 0,
    isDraftDirty: ({ context }) => !sameFilters(context.mode, context.draft, context.filters),
    isNewUrl: ({ context, event }) => event.type === 'url.change' && !sameView(context.mode, fromSearchParams(context.mode, event.search), viewOf(context)),
    isNewPage: ({ context, event }) => event.type === 'page.change' && Math.max(1, Math.trunc(event.page)) !== context.page,
    hasFiltersOrDraft: ({ context }) => !sameFilters(context.mode, context.filters, EMPTY_FILTERS) || !sameFilters(context.mode, context.draft, EMPTY_FILTERS),
  },
}).createMachine({
  id: 'catalogue',
  type: 'parallel',
  context: ({ input }) => ({
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
  }),
  on: {
    'search.input': { actions: 'assignSearchInput' },
    'search.submit': {
      actions: ['commitSearch', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
    },
    'sort.change': {
      actions: ['assignSort', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults'],
    },
    'pageSize.change': {
      actions: ['assignPageSize', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults'],
    },
    'page.change': {
      guard: 'isNewPage',
      actions: ['assignPageNumber', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'scrollToTop', 'reloadResults'],
    },
    'url.change': {
      description: 'Back/forward or a link changed the URL: it wins over anything pending. Our own writes echo back here and are ignored.',
      guard: 'isNewUrl',
      actions: ['assignFromUrl', 'settleEditor', 'reloadResults', 'reloadOptions'],
    },
    'mode.change': { actions: ['assignMode', 'settleEditor', 'reloadResults', 'reloadOptions'] },
    'search.clear': {
      actions: ['clearSearch', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
    },
  },
  states: {
    results: {
      initial: 'loading',
      on: { 'results.reload': '.loading' },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => ({ mode: context.mode, query: pageQuery(context.mode, viewOf(context)) }),
            onDone: [
              { guard: { type: 'hasNoResults', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'assignPage', params: ({ event }) => event.output } },
              { target: 'list', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        error: { on: { 'results.retry': 'loading' } },
        empty: { on: { 'results.retry': 'loading' } },
        list: {},
      },
    },
    editor: {
      initial: 'idle',
      on: {
        'editor.settle': { target: '.idle', actions: 'revertDraft' },
        'filter.remove': {
          target: '.idle',
          actions: ['applyChipRemoval', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
        },
      },
      states: {
        idle: {
          on: {
            'filter.change': { target: 'debouncing', actions: 'assignDraft' },
            'filters.reset': {
              guard: 'hasFiltersOrDraft',
              actions: ['resetAll', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
            },
            'filters.open': 'drawer',
          },
        },
        debouncing: {
          description: 'The sidebar applies changes by itself once the shopper pauses for 400 ms.',
          after: {
            filterDebounce: {
              target: 'idle',
              actions: [
                // Decided before the commit: replace only when this and the previous entry are both number typing.
                { type: 'writeUrl', params: ({ context }) => debouncedWrite(context) },
                { type: 'commitDraft', params: { debounced: true } },
                'reloadResults',
                'reloadOptions',
              ],
            },
          },
          on: {
            'filter.change': { target: 'debouncing', reenter: true, actions: 'assignDraft' },
            'filters.apply': {
              target: 'idle',
              actions: [{ type: 'commitDraft', params: { debounced: false } }, { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
            },
            'filters.cancel': { target: 'idle', actions: 'revertDraft' },
            'filters.reset': {
              target: 'idle',
              actions: ['resetAll', { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
            },
            'filters.open': 'drawer',
          },
        },
        drawer: {
          description: 'The mobile drawer stages changes (with live facet counts) until Apply; Cancel or closing drops them.',
          tags: ['drawerOpen'],
          initial: 'settled',
          states: {
            settled: { description: 'Nothing asked: the count is the shown total while nothing is staged, unknown otherwise.' },
            waiting: {
              description: 'Apply shows how many products the staged filters find (“Показать 14”), asked once the shopper pauses.',
              after: { draftCountDebounce: 'counting' },
            },
            counting: {
              tags: ['draftCounting'],
              invoke: {
                id: 'fetchCount',
                src: 'fetchCount',
                input: ({ context }) => ({ mode: context.mode, filters: context.draft, search: context.search }),
                onDone: { target: 'counted', actions: { type: 'assignDraftCount', params: ({ event }) => event.output } },
                // The button then just says "Применить": a failed count must not block applying.
                onError: 'settled',
              },
            },
            counted: {},
          },
          on: {
            'filter.change': { target: '.waiting', actions: ['assignDraft', 'reloadOptions'] },
            'filters.reset': { target: '.waiting', actions: ['clearDraft', 'reloadOptions'] },
            'filters.apply': [
              {
                guard: 'isDraftDirty',
                target: 'idle',
                actions: [{ type: 'commitDraft', params: { debounced: false } }, { type: 'writeUrl', params: ({ context }) => ({ search: urlOf(context), history: 'push' }) }, 'reloadResults', 'reloadOptions'],
              },
              { target: 'idle' },
            ],
            'filters.cancel': [
              { guard: 'isDraftDirty', target: 'idle', actions: ['revertDraft', 'reloadOptions'] },
              { target: 'idle' },
            ],
            'filters.close': [
              { guard: 'isDraftDirty', target: 'idle', actions: ['revertDraft', 'reloadOptions'] },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    options: {
      initial: 'loading',
      on: { 'options.reload': '.loading' },
      states: {
        loading: {
          tags: ['optionsLoading'],
          invoke: {
            id: 'fetchOptions',
            src: 'fetchOptions',
            input: ({ context }) => ({
              mode: context.mode,
              filters: context.draft,
              search: context.search,
              withReferences: context.referencesMode !== context.mode,
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignOptions', params: ({ event }) => event.output },
                { type: 'logFailures', params: ({ event }) => ({ failures: event.output.failures }) },
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'logFailures', params: ({ event }) => ({ failures: [{ list: 'options', failure: toApiFailure(event.error) }] }) },
            },
          },
        },
        ready: {},
      },
    },
  },
});

/**
 * The drawer's count for its staged filters: the shown total while nothing is staged, the asked count once it
 * has arrived, null while it is being asked (or when it could not be).
 */
export function selectDraftCount(snapshot: SnapshotFrom<typeof catalogueMachine>): number | null {
  const { context } = snapshot;
  if (sameFilters(context.mode, context.draft, context.filters)) return context.count;
  return snapshot.matches({ editor: { drawer: 'counted' } }) ? context.draftCount : null;
}

export type { CatalogueFilters, CatalogueMode, FilterChip, PageSize, Sort } from './catalogueMachine.query.ts';
export type { CatalogueFacets, CatalogueProduct, FilterReferences, SearchMatches } from './catalogueMachine.actors.ts';
