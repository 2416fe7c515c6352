import { assign, raise, setup } from 'xstate';
import { toApiFailure } from '../../api/errors.ts';
import { fetchCount, fetchOptions, fetchPage, type CataloguePage, type FilterOptions } from './actors.ts';
import { applyPatch, debouncedWrite, initialContext, removeChip, stateFromUrl, urlOf, viewOf } from './context.ts';
import { EMPTY_FILTERS } from './filters.ts';
import { pageQuery, stableShuffle } from './query.ts';
import type { CatalogueContext, CatalogueEvent, CatalogueInput, UrlWrite } from './types.ts';
import { fromSearchParams, onlyTypedChanged, sameFilters, sameView } from './url.ts';
import { unprovided } from '../helpers.ts';

/** Part 1 §9 "Filter debounce 400 ms". */
export const FILTER_DEBOUNCE_MS = 400;

/** How long the drawer waits after the last change before asking how many products the draft finds. */
export const DRAFT_COUNT_DEBOUNCE_MS = 300;

/** The shopper's own changes are pushed as a new history entry, showing the applied view. */
const pushUrl = { type: 'writeUrl', params: ({ context }: { context: CatalogueContext }): UrlWrite => ({ search: urlOf(context), history: 'push' }) } as const;

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
    writeUrl: unprovided('catalogueMachine', 'writeUrl') as (_: unknown, params: UrlWrite) => void,
    /** The feature scrolls the list back into view after a page change. */
    scrollToTop: unprovided('catalogueMachine', 'scrollToTop'),
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
  context: ({ input }) => initialContext(input),
  on: {
    'search.input': { actions: 'assignSearchInput' },
    'search.submit': { actions: ['commitSearch', pushUrl, 'reloadResults', 'reloadOptions'] },
    'sort.change': { actions: ['assignSort', pushUrl, 'reloadResults'] },
    'pageSize.change': { actions: ['assignPageSize', pushUrl, 'reloadResults'] },
    'page.change': { guard: 'isNewPage', actions: ['assignPageNumber', pushUrl, 'scrollToTop', 'reloadResults'] },
    'url.change': {
      description: 'Back/forward or a link changed the URL: it wins over anything pending. Our own writes echo back here and are ignored.',
      guard: 'isNewUrl',
      actions: ['assignFromUrl', 'settleEditor', 'reloadResults', 'reloadOptions'],
    },
    'mode.change': { actions: ['assignMode', 'settleEditor', 'reloadResults', 'reloadOptions'] },
    'search.clear': { actions: ['clearSearch', pushUrl, 'reloadResults', 'reloadOptions'] },
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
        'filter.remove': { target: '.idle', actions: ['applyChipRemoval', pushUrl, 'reloadResults', 'reloadOptions'] },
      },
      states: {
        idle: {
          on: {
            'filter.change': { target: 'debouncing', actions: 'assignDraft' },
            'filters.reset': { guard: 'hasFiltersOrDraft', actions: ['resetAll', pushUrl, 'reloadResults', 'reloadOptions'] },
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
            'filters.apply': { target: 'idle', actions: [{ type: 'commitDraft', params: { debounced: false } }, pushUrl, 'reloadResults', 'reloadOptions'] },
            'filters.cancel': { target: 'idle', actions: 'revertDraft' },
            'filters.reset': { target: 'idle', actions: ['resetAll', pushUrl, 'reloadResults', 'reloadOptions'] },
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
                actions: [{ type: 'commitDraft', params: { debounced: false } }, pushUrl, 'reloadResults', 'reloadOptions'],
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
