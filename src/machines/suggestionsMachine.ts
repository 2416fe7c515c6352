import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { listBags, listJewelry, listWatches } from '../api/fetchers.ts';
import type { Bag, Jewelry, Watch } from '../api/types.ts';
import { fromRequest } from './fromRequest.ts';
import { unprovided } from './helpers.ts';

/** Part 1 §5 "Search" / §9: at least 2 characters after trimming, 250 ms delay, 5 items. */
export const SUGGESTIONS_MIN_LENGTH = 2;
export const SUGGESTIONS_DELAY_MS = 250;
export const SUGGESTIONS_LIMIT = 5;

/** The catalogue a suggestion comes from: each has its own detail route (/product, /jewelry, /bag). */
export type SuggestionKind = 'watches' | 'jewelry' | 'bags';

/** A watch, piece of jewelry or bag found by the header search, labelled with its kind (issue 10 item 5). */
export type Suggestion = ({ kind: 'watches' } & Watch) | ({ kind: 'jewelry' } & Jewelry) | ({ kind: 'bags' } & Bag);

/**
 * Up to `limit` suggestions from the three lists' answers, taken in turn (a watch, a jewel, a bag, a watch…) so
 * that "cartier" shows both its watches and its jewelry; a list with fewer hits leaves its turns to the others.
 */
export function mergeSuggestions(lists: readonly (readonly Suggestion[])[], limit = SUGGESTIONS_LIMIT): Suggestion[] {
  const merged: Suggestion[] = [];
  for (let round = 0; merged.length < limit && lists.some((list) => list.length > round); round++) {
    for (const list of lists) {
      const item = list[round];
      if (item && merged.length < limit) merged.push(item);
    }
  }
  return merged;
}

/**
 * The default search: the watch, jewelry and bag lists with the same text, 5 each, in parallel. One failing list
 * leaves the others' suggestions; only when all three fail is it a failure.
 */
async function searchAll(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const params = { search: query, page_size: SUGGESTIONS_LIMIT };
  const outcomes = await Promise.allSettled([
    listWatches(params, signal).then((page) => page.results.map((item): Suggestion => ({ ...item, kind: 'watches' }))),
    listJewelry(params, signal).then((page) => page.results.map((item): Suggestion => ({ ...item, kind: 'jewelry' }))),
    listBags(params, signal).then((page) => page.results.map((item): Suggestion => ({ ...item, kind: 'bags' }))),
  ]);
  const lists = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  if (lists.length === 0) throw (outcomes[0] as PromiseRejectedResult).reason;
  return mergeSuggestions(lists);
}

export type SuggestionsContext = {
  /** What the shopper typed, as typed (the box shows it); trimmed only for the request. */
  query: string;
  /** The suggestions for the last answered query (kept while the next one loads, so the list does not flicker). */
  items: Suggestion[];
  /** Index of the highlighted suggestion, or -1 when none is. */
  highlighted: number;
  /** Why the last request failed. */
  failure: ApiFailure | null;
};

export type SuggestionsEvent =
  | { type: 'search.change'; value: string }
  | { type: 'search.next' }
  | { type: 'search.prev' }
  | { type: 'search.submit' }
  | { type: 'search.pick'; kind: SuggestionKind; id: number }
  | { type: 'search.close' };

/** Navigate to the piece's detail route: /product/{id}, /jewelry/{id} or /bag/{id}. */
const openSuggestion: (_: unknown, params: { kind: SuggestionKind; id: number }) => void = unprovided('suggestionsMachine', 'openSuggestion');
/** Navigate to /catalog?search={query}. */
const openSearch: (_: unknown, params: { query: string }) => void = unprovided('suggestionsMachine', 'openSearch');

const trimmed = (query: string) => query.trim();
const isLongEnough = (query: string) => trimmed(query).length >= SUGGESTIONS_MIN_LENGTH;

/**
 * The header's search suggestions (part 1 §2.3, §5). Typing waits 250 ms, then asks for 5 suggestions among the
 * watches, jewelry and bags (issue 10 item 5); a newer keystroke leaves `loading`, which aborts the stale requests
 * through the actor's signal. Arrow keys move the highlight; Enter opens the highlighted piece on its own detail
 * route, or the catalogue search when none is; Escape closes.
 */
export const suggestionsMachine = setup({
  types: {
    context: {} as SuggestionsContext,
    events: {} as SuggestionsEvent,
  },
  actors: {
    fetchSuggestions: fromRequest<Suggestion[], { query: string }>(({ input, signal }) => searchAll(input.query, signal)),
  },
  actions: {
    openSuggestion,
    openSearch,
    assignQuery: assign({
      query: ({ context, event }) => (event.type === 'search.change' ? event.value : context.query),
      highlighted: -1,
    }),
    clearQuery: assign({ query: '', items: [], highlighted: -1, failure: null }),
    clearItems: assign({ items: [], highlighted: -1 }),
    resetHighlight: assign({ highlighted: -1 }),
    highlightNext: assign({
      highlighted: ({ context }) => (context.highlighted + 1 >= context.items.length ? 0 : context.highlighted + 1),
    }),
    highlightPrevious: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? context.items.length - 1 : context.highlighted - 1),
    }),
  },
  guards: {
    isQueryLongEnough: ({ event }) => event.type === 'search.change' && isLongEnough(event.value),
    canReopen: ({ context }) => isLongEnough(context.query),
    hasHighlight: ({ context }) => context.highlighted >= 0 && context.highlighted < context.items.length,
    hasQuery: ({ context }) => trimmed(context.query) !== '',
  },
  delays: {
    suggestionsDelay: SUGGESTIONS_DELAY_MS,
  },
}).createMachine({
  id: 'suggestions',
  context: { query: '', items: [], highlighted: -1, failure: null },
  initial: 'closed',
  on: {
    'search.change': [
      { guard: 'isQueryLongEnough', target: '.debouncing', actions: 'assignQuery' },
      { target: '.closed', actions: ['assignQuery', 'clearItems'] },
    ],
    'search.submit': [
      {
        guard: 'hasHighlight',
        target: '.closed',
        actions: [
          {
            type: 'openSuggestion',
            params: ({ context }) => {
              const item = context.items[context.highlighted];
              return { kind: item?.kind ?? 'watches', id: item?.id ?? 0 };
            },
          },
          'clearQuery',
        ],
      },
      {
        guard: 'hasQuery',
        target: '.closed',
        actions: [{ type: 'openSearch', params: ({ context }) => ({ query: trimmed(context.query) }) }, 'resetHighlight'],
      },
    ],
    'search.pick': {
      target: '.closed',
      actions: [{ type: 'openSuggestion', params: ({ event }) => ({ kind: event.kind, id: event.id }) }, 'clearQuery'],
    },
  },
  states: {
    closed: {
      description: 'No dropdown: the query is too short, or the shopper closed it (Escape, focus left, a choice).',
      on: {
        // ArrowDown on a closed box with a usable query opens it again.
        'search.next': { guard: 'canReopen', target: 'loading' },
      },
    },
    debouncing: {
      description: 'Waits 250 ms after the last keystroke before asking the server.',
      tags: ['open', 'loading'],
      after: { suggestionsDelay: 'loading' },
      on: { 'search.close': 'closed' },
    },
    loading: {
      tags: ['open', 'loading'],
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ query: trimmed(context.query) }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: 'showing',
            actions: assign({ items: ({ event }) => event.output.slice(0, SUGGESTIONS_LIMIT), highlighted: -1, failure: null }),
          },
          { target: 'noResults', actions: assign({ items: [], highlighted: -1, failure: null }) },
        ],
        onError: { target: 'failure', actions: assign({ items: [], highlighted: -1, failure: ({ event }) => toApiFailure(event.error) }) },
      },
      on: { 'search.close': 'closed' },
    },
    showing: {
      tags: ['open'],
      on: {
        'search.next': { actions: 'highlightNext' },
        'search.prev': { actions: 'highlightPrevious' },
        'search.close': { target: 'closed', actions: 'resetHighlight' },
      },
    },
    noResults: {
      tags: ['open'],
      on: { 'search.close': 'closed' },
    },
    failure: {
      tags: ['open'],
      on: { 'search.close': 'closed' },
    },
  },
});

export type SuggestionsSnapshot = SnapshotFrom<typeof suggestionsMachine>;

/** What the dropdown shows: the wait before asking and the request itself are one "loading" to the shopper. */
export type SuggestionsStatus = 'closed' | 'loading' | 'showing' | 'noResults' | 'failure';

const STATUS: Record<SuggestionsSnapshot['value'], SuggestionsStatus> = {
  closed: 'closed',
  debouncing: 'loading',
  loading: 'loading',
  showing: 'showing',
  noResults: 'noResults',
  failure: 'failure',
};

export const selectSuggestionsStatus = (snapshot: SuggestionsSnapshot): SuggestionsStatus => STATUS[snapshot.value];
export const selectSuggestionItems = (snapshot: SuggestionsSnapshot): Suggestion[] => snapshot.context.items;
export const selectHighlighted = (snapshot: SuggestionsSnapshot): number => snapshot.context.highlighted;
export const selectSearchQuery = (snapshot: SuggestionsSnapshot): string => snapshot.context.query;
