import { assign, setup, spawnChild, type SnapshotFrom } from 'xstate';
import { deleteSavedSearch, listSavedSearches, updateSavedSearch, type SavedSearch } from '../../api/alerts.ts';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { fromRequest } from '../fromRequest.ts';

/**
 * `/profile/searches` (issue 28): the shopper's saved searches (at most 20), each opened again from its link
 * (`search.open` tells the server it was seen, so its «N новых» starts again), renamed in place, deleted after a
 * confirmation, and its alerts switched on or off. Renaming, switching and deleting show at once and go back as
 * they were when the server refuses, with its words kept for the view (`refusal`) until the next change.
 *
 * loading → ready { idle · renaming → saving · confirmingDelete → deleting · toggling } | empty | failure
 * (retry → loading); the last search deleted → empty.
 */

/** The server's bound on a name (SavedSearchName: trimmed, 1 to 100 characters). */
export const SAVED_SEARCH_NAME_MAX = 100;

export type SavedSearchesEvent =
  | { type: 'list.retry' }
  /** The shopper followed the search's link (fire-and-forget `seen`). */
  | { type: 'search.open'; id: number }
  | { type: 'rename.start'; id: number }
  | { type: 'name.change'; value: string }
  | { type: 'rename.submit' }
  | { type: 'rename.cancel' }
  | { type: 'delete.ask'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' }
  | { type: 'alerts.toggle'; id: number };

/** Why a typed name cannot be sent. */
export type NameProblem = 'empty' | 'tooLong';
export type SavedSearchAction = 'rename' | 'alerts' | 'delete';

/** A change the server refused, rolled back: the view shows the server's words beside the search. */
export interface SavedSearchRefusal {
  id: number;
  action: SavedSearchAction;
  failure: ApiFailure;
}

type Context = {
  /** The searches shown, newest first (a change on its way already applied). */
  searches: SavedSearch[];
  /** Why the list could not be loaded. */
  failure: ApiFailure | null;
  /** The search being renamed, the name as typed and its problem after a submit. */
  editing: { id: number; draft: string; problem: NameProblem | null } | null;
  /** The search whose deletion is being confirmed or is on its way. */
  deleteId: number | null;
  /** The change on its way and the search as it was before it, at its place (what a refusal restores). */
  pending: { id: number; action: SavedSearchAction; before: SavedSearch; index: number } | null;
  /** The last refused change, until the next one. */
  refusal: SavedSearchRefusal | null;
};

export function nameProblem(draft: string): NameProblem | null {
  const name = draft.trim();
  if (name === '') return 'empty';
  return name.length > SAVED_SEARCH_NAME_MAX ? 'tooLong' : null;
}

const byId = (searches: readonly SavedSearch[], id: number | null | undefined) => searches.find((search) => search.id === id);
const replace = (searches: readonly SavedSearch[], next: SavedSearch) => searches.map((search) => (search.id === next.id ? next : search));

export const savedSearchesMachine = setup({
  types: { context: {} as Context, events: {} as SavedSearchesEvent },
  actors: {
    fetchSearches: fromRequest<SavedSearch[]>(({ signal }) => listSavedSearches(signal)),
    renameSearch: fromRequest<SavedSearch, { id: number; name: string }>(({ input, signal }) => updateSavedSearch(input.id, { name: input.name }, signal)),
    switchAlerts: fromRequest<SavedSearch, { id: number; alerts: boolean }>(({ input, signal }) => updateSavedSearch(input.id, { alerts: input.alerts }, signal)),
    removeSearch: fromRequest<void, { id: number }>(({ input, signal }) => deleteSavedSearch(input.id, signal)),
    // Fire-and-forget, and without the actor's signal on purpose: opening the search leaves this page, which stops
    // the actor, and the server must still hear it was seen. A failure changes nothing the shopper needs to know
    // (the count simply starts again at the next visit), so it is swallowed.
    markSeen: fromRequest<void, { id: number }>(async ({ input }) => {
      await updateSavedSearch(input.id, { seen: true }).catch(() => undefined);
    }),
  },
  actions: {
    /** Optimistic: the change shows at once; `before` is what a refusal puts back. */
    apply: assign(({ context }, { id, action, change }: { id: number; action: SavedSearchAction; change: (search: SavedSearch) => SavedSearch | null }) => {
      const index = context.searches.findIndex((search) => search.id === id);
      const before = context.searches[index];
      if (!before) return {};
      const after = change(before);
      return {
        pending: { id, action, before, index },
        refusal: null,
        searches: after ? replace(context.searches, after) : context.searches.filter((search) => search.id !== id),
      };
    }),
    assignAnswer: assign(({ context }, answer: SavedSearch) => ({ searches: replace(context.searches, answer), pending: null })),
    rollBack: assign(({ context }, error: unknown) => {
      const { pending } = context;
      if (!pending) return {};
      const without = context.searches.filter((search) => search.id !== pending.id);
      const searches = [...without.slice(0, pending.index), pending.before, ...without.slice(pending.index)];
      return { searches, pending: null, refusal: { id: pending.id, action: pending.action, failure: toApiFailure(error) } };
    }),
  },
  guards: {
    isKnown: ({ context }, id: number) => byId(context.searches, id) !== undefined,
    isNameInvalid: ({ context }) => nameProblem(context.editing?.draft ?? '') !== null,
    isNameUnchanged: ({ context }) => byId(context.searches, context.editing?.id)?.name === context.editing?.draft.trim(),
    isNowEmpty: ({ context }) => context.searches.length === 0,
  },
}).createMachine({
  id: 'savedSearches',
  context: { searches: [], failure: null, editing: null, deleteId: null, pending: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'searches',
        src: 'fetchSearches',
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'empty', actions: assign({ searches: [], failure: null }) },
          { target: 'ready', actions: assign({ searches: ({ event }) => event.output, failure: null }) },
        ],
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        // Its link leads away; the «N новых» of a search opened in another tab shows 0 at once.
        'search.open': {
          guard: { type: 'isKnown', params: ({ event }) => event.id },
          actions: [
            spawnChild('markSeen', { input: ({ event }) => ({ id: event.type === 'search.open' ? event.id : 0 }) }),
            assign({ searches: ({ context, event }) => context.searches.map((search) => (search.id === event.id ? { ...search, new_count: 0 } : search)) }),
          ],
        },
      },
      states: {
        idle: {
          on: {
            'rename.start': {
              guard: { type: 'isKnown', params: ({ event }) => event.id },
              target: 'renaming',
              actions: assign(({ context, event }) => ({ editing: { id: event.id, draft: byId(context.searches, event.id)?.name ?? '', problem: null }, refusal: null })),
            },
            'delete.ask': {
              guard: { type: 'isKnown', params: ({ event }) => event.id },
              target: 'confirmingDelete',
              actions: assign({ deleteId: ({ event }) => event.id, refusal: null }),
            },
            'alerts.toggle': {
              guard: { type: 'isKnown', params: ({ event }) => event.id },
              target: 'toggling',
              actions: { type: 'apply', params: ({ event }) => ({ id: event.id, action: 'alerts' as const, change: (search) => ({ ...search, alerts: !search.alerts }) }) },
            },
          },
        },
        renaming: {
          on: {
            'name.change': {
              actions: assign(({ context, event }) => ({ editing: context.editing ? { ...context.editing, draft: event.value, problem: null } : null, refusal: null })),
            },
            'rename.submit': [
              { guard: 'isNameInvalid', actions: assign({ editing: ({ context }) => (context.editing ? { ...context.editing, problem: nameProblem(context.editing.draft) } : null) }) },
              { guard: 'isNameUnchanged', target: 'idle', actions: assign({ editing: null }) },
              {
                target: 'saving',
                actions: {
                  type: 'apply',
                  params: ({ context }) => ({ id: context.editing?.id ?? 0, action: 'rename' as const, change: (search) => ({ ...search, name: context.editing?.draft.trim() ?? search.name }) }),
                },
              },
            ],
            'rename.cancel': { target: 'idle', actions: assign({ editing: null, refusal: null }) },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'rename',
            src: 'renameSearch',
            input: ({ context }) => ({ id: context.pending?.id ?? 0, name: context.editing?.draft.trim() ?? '' }),
            onDone: { target: 'idle', actions: [{ type: 'assignAnswer', params: ({ event }) => event.output }, assign({ editing: null })] },
            // The form opens again with what was typed, beside the server's words.
            onError: { target: 'renaming', actions: { type: 'rollBack', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': {
              target: 'deleting',
              actions: { type: 'apply', params: ({ context }) => ({ id: context.deleteId ?? 0, action: 'delete' as const, change: () => null }) },
            },
            'delete.dismiss': { target: 'idle', actions: assign({ deleteId: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'delete',
            src: 'removeSearch',
            input: ({ context }) => ({ id: context.pending?.id ?? 0 }),
            onDone: [
              { guard: 'isNowEmpty', target: '#savedSearches.empty', actions: assign({ pending: null, deleteId: null }) },
              { target: 'idle', actions: assign({ pending: null, deleteId: null }) },
            ],
            onError: { target: 'idle', actions: [{ type: 'rollBack', params: ({ event }: { event: { error: unknown } }) => event.error }, assign({ deleteId: null })] },
          },
        },
        toggling: {
          tags: ['busy'],
          invoke: {
            id: 'alerts',
            src: 'switchAlerts',
            input: ({ context }) => ({ id: context.pending?.id ?? 0, alerts: !(context.pending?.before.alerts ?? true) }),
            onDone: { target: 'idle', actions: { type: 'assignAnswer', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'rollBack', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    empty: { description: 'Nothing saved yet (or the last one deleted): the page explains how to save a search.' },
    failure: { on: { 'list.retry': 'loading' } },
  },
});

export type SavedSearchesSnapshot = SnapshotFrom<typeof savedSearchesMachine>;
export type SavedSearchesStatus = 'loading' | 'list' | 'empty' | 'failure';

export function selectSavedSearchesStatus(snapshot: SavedSearchesSnapshot): SavedSearchesStatus {
  if (snapshot.matches('failure')) return 'failure';
  if (snapshot.matches('loading')) return 'loading';
  // The last search deleted optimistically shows the empty page at once (it comes back if the server refuses).
  return snapshot.context.searches.length === 0 ? 'empty' : 'list';
}
export const selectSavedSearches = (snapshot: SavedSearchesSnapshot): readonly SavedSearch[] => snapshot.context.searches;
export const selectSavedSearchesFailure = (snapshot: SavedSearchesSnapshot): ApiFailure | null => snapshot.context.failure;
/**
 * The inline rename form: the search, the name as typed and its problem, or null. While the name is on its way the
 * form is closed and the row already shows it (busy).
 */
export const selectRenaming = (snapshot: SavedSearchesSnapshot): Context['editing'] => (snapshot.matches({ ready: 'renaming' }) ? snapshot.context.editing : null);
/** The search whose deletion the dialog asks to confirm; null when it is closed. */
export const selectDeleteAsked = (snapshot: SavedSearchesSnapshot): SavedSearch | null =>
  snapshot.matches({ ready: 'confirmingDelete' }) ? (byId(snapshot.context.searches, snapshot.context.deleteId) ?? null) : null;
/** The search a change is on its way for (its row is busy). */
export const selectBusySearchId = (snapshot: SavedSearchesSnapshot): number | null => snapshot.context.pending?.id ?? null;
export const selectIsDeleting = (snapshot: SavedSearchesSnapshot): boolean => snapshot.matches({ ready: 'deleting' });
export const selectSearchRefusal = (snapshot: SavedSearchesSnapshot): SavedSearchRefusal | null => snapshot.context.refusal;
