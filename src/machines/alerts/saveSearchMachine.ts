import { assign, setup, type SnapshotFrom } from 'xstate';
import { createSavedSearch, type CataloguePage, type SavedSearch, type SavedSearchFilters } from '../../api/alerts.ts';
import { toApiFailure, type ApiFailureCode } from '../../api/errors.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';
import { SAVED_SEARCH_NAME_MAX } from './savedSearchesMachine.ts';

/**
 * Issue 28 «Сохранить поиск» on /catalog, /jewelry, /bags and /sale, id `saveSearch`, route-local
 * (`features/catalog/CatalogScreen.tsx`). The shopper presses the button with the page's search (`search.save`:
 * the catalogue's `selectSearchToSave` and a name the view suggests from the filter chips); a dialog asks for the
 * name, the search is saved, and the dialog says so with a way to the saved searches.
 *
 * - A guest is asked to sign in (`askSignIn`: the feature keeps the search through the sign-in, so the shopper
 *   comes back to the same page with the dialog open).
 * - A search saved earlier in this visit opens straight on «saved» (`again`): nothing is sent twice. The server
 *   also answers an already saved page and query with the existing search (200), under its own name: the dialog
 *   then says it was saved already.
 * - A refusal goes back to the name with its failure: the 20-search limit (409) in the server's words.
 *
 * idle → naming ⇄ saving → saved → idle; closing the dialog returns to idle (not while saving).
 */

/** What a saved search stores (`SavedSearchCreate` but the name): the page, its URL query, the list call's filters. */
export interface SearchToSave {
  page: CataloguePage;
  /** The page URL's query without `?`, paging and ordering. */
  query: string;
  filters: SavedSearchFilters;
}

export type SaveSearchFailureCode = ApiFailureCode | 'name-required';

export interface SaveSearchFailure {
  code: SaveSearchFailureCode;
  /** The server's words (the 409 "at most 20"), shown as they came. */
  detail?: string;
}

export type SaveSearchEvent =
  /** The button: `name` is the suggested one (the view builds it from the chips and the search). */
  | { type: 'search.save'; search: SearchToSave; name: string }
  | { type: 'name.change'; value: string }
  | { type: 'name.submit' }
  /** Escape, the backdrop, the close button or «Продолжить просмотр». */
  | { type: 'dialog.close' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' };

export interface SaveSearchInput {
  signedIn: boolean;
}

export interface SaveSearchContext {
  /** The session's word: a guest's press asks for the sign-in instead. */
  signedIn: boolean;
  /** The search the dialog is about (null before the first press). */
  search: SearchToSave | null;
  /** The name field. */
  name: string;
  /** Why the last save was refused (null while none was). */
  failure: SaveSearchFailure | null;
  /** The dialog opened on a search that was already saved (earlier in this visit, or the server knew it). */
  again: boolean;
  /** The server's answers in this visit, by `searchKey`: the button says «Поиск сохранён» for them. */
  saved: Record<string, SavedSearch>;
}

/** One search's identity, as the server tells two apart: its page and query. */
export const searchKey = (search: Pick<SearchToSave, 'page' | 'query'>): string => `${search.page}?${search.query}`;

const clip = (name: string): string => name.slice(0, SAVED_SEARCH_NAME_MAX);

/** A refusal's code, with the server's own words where it refused the search itself (the limit, a bad name). */
function failureOf(error: unknown): SaveSearchFailure {
  const failure = toApiFailure(error);
  const words = failure.code === 'conflict' || failure.code === 'validation' ? (failure.detail ?? failure.message) : undefined;
  return words ? { code: failure.code, detail: words } : { code: failure.code };
}

export const saveSearchMachine = setup({
  types: {
    context: {} as SaveSearchContext,
    events: {} as SaveSearchEvent,
    input: {} as SaveSearchInput,
  },
  actors: {
    // New matches make notices from the start (`alerts`); the saved searches' page switches them off.
    saveSearch: fromRequest<SavedSearch, SearchToSave & { name: string }>(({ input, signal }) => createSavedSearch({ ...input, alerts: true }, signal)),
  },
  actions: {
    /** The login modal, the search kept through the sign-in (the feature's guest intent). */
    askSignIn: unprovided('saveSearchMachine', 'askSignIn') as (_: unknown, params: { search: SearchToSave; name: string }) => void,
    assignSaved: assign(({ context }, saved: SavedSearch) => ({
      saved: context.search ? { ...context.saved, [searchKey(context.search)]: saved } : context.saved,
      failure: null,
      // The server answers an already saved page and query with that search, under the name it was saved with.
      again: saved.name !== context.name.trim(),
    })),
  },
  guards: {
    isGuest: ({ context }) => !context.signedIn,
    isSavedAlready: ({ context }, search: SearchToSave) => Object.hasOwn(context.saved, searchKey(search)),
    hasName: ({ context }) => context.name.trim() !== '',
  },
}).createMachine({
  id: 'saveSearch',
  context: ({ input }) => ({ signedIn: input.signedIn, search: null, name: '', failure: null, again: false, saved: {} }),
  initial: 'idle',
  on: {
    'session.signedIn': { actions: assign({ signedIn: true }) },
    // Another account may sign in next: what this one saved says nothing about theirs.
    'session.signedOut': { target: '.idle', actions: assign({ signedIn: false, saved: {} }) },
  },
  states: {
    idle: {
      on: {
        'search.save': [
          { guard: 'isGuest', actions: { type: 'askSignIn', params: ({ event }) => ({ search: event.search, name: clip(event.name) }) } },
          {
            guard: { type: 'isSavedAlready', params: ({ event }) => event.search },
            target: 'saved',
            actions: assign(({ event }) => ({ search: event.search, failure: null, again: true })),
          },
          {
            target: 'naming',
            actions: assign(({ event }) => ({ search: event.search, name: clip(event.name), failure: null, again: false })),
          },
        ],
      },
    },
    naming: {
      description: 'The dialog with the name field (prefilled); a refused save comes back here with its failure.',
      on: {
        'name.change': { actions: assign(({ event }) => ({ name: clip(event.value), failure: null })) },
        'name.submit': [{ guard: 'hasName', target: 'saving' }, { actions: assign({ failure: { code: 'name-required' } }) }],
        'dialog.close': 'idle',
      },
    },
    saving: {
      tags: ['busy'],
      description: 'The dialog stays open and busy: closing it now would hide an answer the shopper waits for.',
      invoke: {
        id: 'save',
        src: 'saveSearch',
        input: ({ context }) => ({ ...(context.search as SearchToSave), name: context.name.trim() }),
        onDone: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: {
          target: 'naming',
          actions: assign(({ event }) => ({ failure: failureOf(event.error) })),
        },
      },
    },
    saved: {
      description: 'The dialog says the search is saved, with a link to the saved searches.',
      on: { 'dialog.close': 'idle' },
    },
  },
});

export type SaveSearchSnapshot = SnapshotFrom<typeof saveSearchMachine>;

export const SAVE_SEARCH_STATUSES = ['idle', 'naming', 'saving', 'saved'] as const;
export type SaveSearchStatus = (typeof SAVE_SEARCH_STATUSES)[number];

export const selectSaveSearchStatus = (snapshot: SaveSearchSnapshot): SaveSearchStatus =>
  SAVE_SEARCH_STATUSES.find((status) => snapshot.matches(status)) ?? 'idle';
export const selectSaveSearchName = (snapshot: SaveSearchSnapshot): string => snapshot.context.name;
export const selectSaveSearchFailure = (snapshot: SaveSearchSnapshot): SaveSearchFailure | null => snapshot.context.failure;
/** The dialog's saved search (the server's answer: an existing search keeps its own name), once saved. */
export function selectSavedSearch(snapshot: SaveSearchSnapshot): SavedSearch | null {
  const { search, saved } = snapshot.context;
  return search ? (saved[searchKey(search)] ?? null) : null;
}
/** The dialog shows a search that had been saved before this press. */
export const selectIsSavedAgain = (snapshot: SaveSearchSnapshot): boolean => snapshot.context.again;
/** This page's search was saved in this visit (the button says so). */
export const selectIsSearchSaved = (snapshot: SaveSearchSnapshot, search: Pick<SearchToSave, 'page' | 'query'>): boolean =>
  Object.hasOwn(snapshot.context.saved, searchKey(search));
