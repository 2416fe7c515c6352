import { and, assign, emit, setup, stateIn } from 'xstate';
import type { ProductKey } from '../../api/cart.ts';
import { dropFailedChange } from '../changeQueue.ts';
import { fromRequest } from '../fromRequest.ts';
import { failureCodeOf, runListOp, type ListAnswer, type ListCalls, type ListFailureCode } from './actors.ts';
import { shownEntries, type ListAction, type ListEntry, type ListOp } from './entries.ts';

/**
 * One factory for the two app-wide lists of part 1 §4 "Favorites and comparison" (favoritesMachine.ts,
 * compareMachine.ts): the same states, queue and rollback; they differ in their calls, their event subject and
 * whether they can be cleared (comparison only).
 *
 * Events (`<subject>` is `favorites` or `compare`):
 * - `session.signedIn` / `session.signedOut` — the session's word; the runtime sends the current one after start.
 * - `<subject>.toggle {product}` — flips the mark at once; one call (the server's toggle: removes when present,
 *   else adds) whose answer says what it did.
 * - `<subject>.remove {entryId}` — the entry leaves the list at once; `compare.clear` empties it at once.
 * - `<subject>.refresh` — the window regained focus: ask again so two tabs agree.
 *
 * Changes go to the server one at a time, in order, and each answer becomes the confirmed list the remaining
 * changes are shown over: a toggle pressed three times sends three toggles and shows the server's last word; a
 * failure drops its own change only (the mark flips back). Notices are emitted (`toggled`, `failed`), as the
 * cart's are, for the runtime to turn into §8 toasts.
 */

export type ListSubject = 'favorites' | 'compare';

export type ListEvent<S extends ListSubject> =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: `${S}.toggle`; product: ProductKey }
  | { type: `${S}.remove`; entryId: number }
  | { type: `${S}.clear` }
  | { type: `${S}.refresh` };

export interface ListFailure {
  action: ListAction;
  code: ListFailureCode;
}

export type ListNotice =
  /** The server's answer to a toggle (part 1 §8: added to / removed from favorites or comparison). */
  | { type: 'toggled'; added: boolean }
  | ({ type: 'failed' } & ListFailure);

type ListContext = { confirmed: ListEntry[]; pending: ListOp[]; failure: ListFailure | null };

const initialContext = (): ListContext => ({ confirmed: [], pending: [], failure: null });

const verbOf = (type: string): string => type.slice(type.indexOf('.') + 1);

/**
 * The change an event asks for, or null when there is none: an entry not listed, clearing an empty list, a list
 * that cannot be cleared, a second refresh while one waits at the end of the queue.
 */
function changeOf(context: ListContext, event: { type: string; product?: ProductKey; entryId?: number }, canClear: boolean): ListOp | null {
  const shown = shownEntries(context.confirmed, context.pending);
  switch (verbOf(event.type)) {
    case 'toggle':
      return event.product ? { kind: 'toggle', product: event.product } : null;
    case 'remove': {
      const entry = shown.find((candidate) => candidate.id === event.entryId);
      return entry ? { kind: 'remove', product: entry.product } : null;
    }
    case 'clear':
      return canClear && shown.length > 0 ? { kind: 'clear' } : null;
    case 'refresh':
      return context.pending.at(-1)?.kind === 'load' ? null : { kind: 'load' };
    default:
      return null;
  }
}

/**
 * `{ 'favorites.toggle': … }` for one subject. TypeScript widens a computed key of a generic type to `string`, so
 * the keys are typed here, once.
 */
function subjectOn<S extends ListSubject, V extends string, T>(subject: S, byVerb: Record<V, T>): { [K in V as `${S}.${K}`]: T } {
  return Object.fromEntries(Object.entries(byVerb).map(([verb, transition]) => [`${subject}.${verb}`, transition])) as {
    [K in V as `${S}.${K}`]: T;
  };
}

export function createListMachine<S extends ListSubject>(subject: S, calls: ListCalls) {
  const canClear = calls.clear !== undefined;
  return setup({
    types: {
      context: {} as ListContext,
      events: {} as ListEvent<S>,
      emitted: {} as ListNotice,
    },
    actors: {
      fetchEntries: fromRequest<ListAnswer>(({ signal }) => runListOp({ kind: 'load' }, [], calls, signal)),
      sendChange: fromRequest<ListAnswer, { op: ListOp; confirmed: ListEntry[] }>(({ input, signal }) =>
        runListOp(input.op, input.confirmed, calls, signal),
      ),
    },
    actions: {
      reset: assign(initialContext),
      enqueueChange: assign(({ context, event }) => {
        const op = changeOf(context, event, canClear);
        return op ? { pending: [...context.pending, op] } : {};
      }),
      confirm: assign((_, answer: ListAnswer) => ({ confirmed: answer.entries, failure: null })),
      confirmHead: assign(({ context }, answer: ListAnswer) => ({ confirmed: answer.entries, pending: context.pending.slice(1), failure: null })),
      /** Rolls the failed change back and asks for the server's state after it (changeQueue.ts). */
      dropHead: assign(({ context }, error: unknown) => dropFailedChange(context.pending, failureCodeOf(error), { kind: 'load' as const })),
      failLoad: assign((_, error: unknown) => ({ failure: { action: 'load' as const, code: failureCodeOf(error) } })),
      notifyFailure: emit(({ context }) => ({ type: 'failed' as const, action: context.failure?.action ?? 'load', code: context.failure?.code ?? 'unknown' })),
      notifyToggled: emit((_, added: boolean) => ({ type: 'toggled' as const, added })),
    },
    guards: {
      hasPending: ({ context }) => context.pending.length > 0,
      isToggleAnswer: (_, answer: ListAnswer) => answer.added !== undefined,
      isChange: ({ context, event }) => changeOf(context, event, canClear) !== null,
    },
  }).createMachine({
    id: subject,
    context: initialContext,
    initial: 'signedOut',
    states: {
      signedOut: {
        description: 'Nothing marked: a guest toggling gets the login modal (the screen\'s business, part 1 §4).',
        on: { 'session.signedIn': 'signedIn' },
      },
      signedIn: {
        initial: 'loading',
        exit: 'reset',
        on: {
          'session.signedOut': 'signedOut',
          'session.signedIn': { target: 'signedIn', reenter: true },
          ...subjectOn(subject, {
            toggle: { guard: 'isChange', actions: 'enqueueChange' },
            remove: { guard: 'isChange', actions: 'enqueueChange' },
          } as const),
          // Only a list with a clear call takes `<subject>.clear` (favorites have none: it would never be a change).
          ...(canClear ? subjectOn(subject, { clear: { guard: 'isChange', actions: 'enqueueChange' } } as const) : {}),
          ...subjectOn(subject, {
            // Focus after a failed load asks again; once loaded, one load waits at the end of the queue at most.
            refresh: [
              { guard: stateIn({ signedIn: 'unavailable' }), target: '.loading' },
              { guard: and([stateIn({ signedIn: 'ready' }), 'isChange']), actions: 'enqueueChange' },
            ],
          } as const),
        },
        states: {
          loading: {
            tags: ['loading'],
            description: 'The first answer; toggles made meanwhile wait in the queue, shown already.',
            invoke: {
              id: 'load',
              src: 'fetchEntries',
              onDone: { target: 'ready', actions: { type: 'confirm', params: ({ event }) => event.output } },
              onError: {
                target: 'unavailable',
                actions: [{ type: 'failLoad', params: ({ event }: { event: { error: unknown } }) => event.error }, 'notifyFailure'],
              },
            },
          },
          unavailable: {
            description: 'The list could not be loaded (`/favorites`: "Не удалось загрузить избранное"); focus asks again.',
            always: { guard: 'hasPending', target: 'ready' },
          },
          ready: {
            initial: 'settled',
            states: {
              settled: {
                always: { guard: 'hasPending', target: 'sending' },
              },
              sending: {
                tags: ['busy'],
                invoke: {
                  id: 'sync',
                  src: 'sendChange',
                  input: ({ context }) => ({ op: context.pending[0] ?? { kind: 'load' }, confirmed: context.confirmed }),
                  onDone: [
                    {
                      guard: { type: 'isToggleAnswer', params: ({ event }) => event.output },
                      target: 'settled',
                      actions: [
                        { type: 'notifyToggled', params: ({ event }) => event.output.added ?? false },
                        { type: 'confirmHead', params: ({ event }) => event.output },
                      ],
                    },
                    { target: 'settled', actions: { type: 'confirmHead', params: ({ event }) => event.output } },
                  ],
                  onError: {
                    target: 'settled',
                    actions: [{ type: 'dropHead', params: ({ event }: { event: { error: unknown } }) => event.error }, 'notifyFailure'],
                  },
                },
              },
            },
          },
        },
      },
    },
  });
}

export type ListMachine<S extends ListSubject> = ReturnType<typeof createListMachine<S>>;

