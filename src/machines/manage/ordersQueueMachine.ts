import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { actOnManageOrder, listManageOrders, type ManageOrder, type ManageOrdersPage } from '../../api/manageOrders.ts';
import { fromRequest } from '../fromRequest.ts';
import { canMove, moveBody, REASON_MAX, refusalOf, withMove, type MoveFailure, type PendingMove } from './manageOrderRules.ts';
import {
  CLOCK_TICK_MS,
  QUEUE_PAGE_SIZE,
  QUEUE_REFRESH_MAX,
  queueQueryOf,
  REFRESH_INTERVAL_MS,
  SEARCH_DEBOUNCE_MS,
  type QueueFilter,
  type QueueRequest,
} from './ordersQueueQuery.ts';

/**
 * /manage (issue 27): the orders queue, route-local. Newest first, a page at a time ("load more"), filtered by a
 * status chip or "holds expiring within 6 h" and a search (after a 400 ms pause). It asks again every 15 s and
 * when the window regains focus, so a new reservation shows within seconds; the pages already shown come back in
 * one call. A move (confirm at one tap; cancel after a reason) shows at once on its row and is rolled back, with the
 * server's words, when refused (a 409: someone moved the order first). One move at a time. The clock ticks every
 * 30 s so the holds count down.
 *
 * list: loading → ready { idle ⇄ refreshing · idle ⇄ loadingMore } | failure; a search waits in `debouncing`.
 * move: idle → askingReason (cancel) → sending → idle; idle → sending (confirm).
 * clock: ticking.
 */

export type OrdersQueueEvent =
  | { type: 'filter.change'; filter: QueueFilter }
  | { type: 'search.change'; value: string }
  | { type: 'list.retry' }
  | { type: 'more.load' }
  /** The window regained focus (or the tab became visible). */
  | { type: 'window.focus' }
  | { type: 'order.confirm'; id: number }
  | { type: 'cancel.ask'; id: number }
  | { type: 'reason.change'; value: string }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.submit' }
  | { type: 'notice.dismiss' };

interface QueueContext {
  filter: QueueFilter;
  search: string;
  /** The server's last answer, newest first (a move waiting is laid over it by the selectors). */
  orders: ManageOrder[];
  /** Every order the filters match. */
  count: number;
  /** Pages shown (a refresh asks for all of them at once). */
  pages: number;
  hasMore: boolean;
  failure: ApiFailure | null;
  /** The last refresh or "load more" failed: the list shown may be stale. */
  stale: boolean;
  move: PendingMove | null;
  /** The last refused move, until the next move or a dismissal. */
  refused: MoveFailure | null;
  /** The order whose cancel reason is being asked. */
  cancelId: number | null;
  reason: string;
  /** A cancel was submitted without a reason. */
  reasonMissing: boolean;
  /** The clock the holds count down against (ms). */
  now: number;
}

const keepOnce = (shown: ManageOrder[], more: ManageOrder[]) => {
  const known = new Set(shown.map((order) => order.id));
  return [...shown, ...more.filter((order) => !known.has(order.id))];
};

const orderOf = (context: QueueContext, id: number) => context.orders.find((order) => order.id === id);

export const ordersQueueMachine = setup({
  types: {
    context: {} as QueueContext,
    events: {} as OrdersQueueEvent,
    input: {} as { filter?: QueueFilter } | undefined,
  },
  actors: {
    fetchOrders: fromRequest<ManageOrdersPage, QueueRequest>(({ input, signal }) => listManageOrders(queueQueryOf(input), signal)),
    moveOrder: fromRequest<ManageOrder, PendingMove>(({ input, signal }) => actOnManageOrder(input.id, moveBody(input), signal)),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS, refreshInterval: REFRESH_INTERVAL_MS, tick: CLOCK_TICK_MS },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    canConfirm: ({ context, event }) => event.type === 'order.confirm' && canMove(orderOf(context, event.id) ?? { status: 'delivered' }, 'confirm'),
    canCancel: ({ context, event }) => event.type === 'cancel.ask' && canMove(orderOf(context, event.id) ?? { status: 'delivered' }, 'cancel'),
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'ordersQueue',
  type: 'parallel',
  context: ({ input }) => ({
    filter: input?.filter ?? 'all',
    search: '',
    orders: [],
    count: 0,
    pages: 1,
    hasMore: false,
    failure: null,
    stale: false,
    move: null,
    refused: null,
    cancelId: null,
    reason: '',
    reasonMissing: false,
    now: Date.now(),
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'filter.change': { target: '.loading', actions: assign({ filter: ({ event }) => event.filter }) },
        'search.change': { target: '.debouncing', actions: assign({ search: ({ event }) => event.value }) },
      },
      states: {
        debouncing: {
          description: 'A search is being typed: the first page is asked for after a 400 ms pause.',
          after: { searchDebounce: 'loading' },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'orders',
            src: 'fetchOrders',
            input: ({ context }) => ({ filter: context.filter, search: context.search, page: 1, pageSize: QUEUE_PAGE_SIZE }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                orders: event.output.results,
                count: event.output.count,
                hasMore: event.output.next !== null,
                pages: 1,
                failure: null,
                stale: false,
              })),
            },
            onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
        failure: { on: { 'list.retry': 'loading' } },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              after: { refreshInterval: 'refreshing' },
              on: {
                'window.focus': 'refreshing',
                'more.load': { guard: 'hasMore', target: 'loadingMore' },
              },
            },
            refreshing: {
              description: 'Every 15 s and on focus: the pages shown, asked for again in one call, replace the list.',
              tags: ['refreshing'],
              invoke: {
                id: 'refresh',
                src: 'fetchOrders',
                input: ({ context }) => ({
                  filter: context.filter,
                  search: context.search,
                  page: 1,
                  pageSize: Math.min(context.pages * QUEUE_PAGE_SIZE, QUEUE_REFRESH_MAX),
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    orders: event.output.results,
                    count: event.output.count,
                    hasMore: event.output.next !== null || event.output.count > event.output.results.length,
                    stale: false,
                  })),
                },
                onError: { target: 'idle', actions: assign({ stale: true }) },
              },
            },
            loadingMore: {
              tags: ['loadingMore'],
              invoke: {
                id: 'more',
                src: 'fetchOrders',
                input: ({ context }) => ({ filter: context.filter, search: context.search, page: context.pages + 1, pageSize: QUEUE_PAGE_SIZE }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    orders: keepOnce(context.orders, event.output.results),
                    count: event.output.count,
                    hasMore: event.output.next !== null,
                    pages: context.pages + 1,
                    stale: false,
                  })),
                },
                onError: { target: 'idle', actions: assign({ stale: true }) },
              },
            },
          },
        },
      },
    },
    move: {
      initial: 'idle',
      on: { 'notice.dismiss': { actions: assign({ refused: null }) } },
      states: {
        idle: {
          on: {
            'order.confirm': {
              guard: 'canConfirm',
              target: 'sending',
              actions: assign({ move: ({ event }) => ({ id: event.id, action: 'confirm' as const }), refused: null }),
            },
            'cancel.ask': {
              guard: 'canCancel',
              target: 'askingReason',
              actions: assign({ cancelId: ({ event }) => event.id, reason: '', reasonMissing: false, refused: null }),
            },
          },
        },
        askingReason: {
          description: 'The cancel dialog: a manager cancels only with a reason (kept in the history and the audit log).',
          on: {
            'reason.change': { actions: assign({ reason: ({ event }) => event.value.slice(0, REASON_MAX), reasonMissing: false }) },
            'cancel.dismiss': { target: 'idle', actions: assign({ cancelId: null, reason: '', reasonMissing: false }) },
            'cancel.submit': [
              {
                guard: 'hasReason',
                target: 'sending',
                actions: assign(({ context }) => ({
                  move: { id: context.cancelId ?? 0, action: 'cancel' as const, reason: context.reason.trim() },
                  cancelId: null,
                  reason: '',
                })),
              },
              { actions: assign({ reasonMissing: true }) },
            ],
          },
        },
        sending: {
          tags: ['moving'],
          invoke: {
            id: 'move',
            src: 'moveOrder',
            input: ({ context }) => context.move ?? { id: 0, action: 'confirm' },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                orders: context.orders.map((order) => (order.id === event.output.id ? event.output : order)),
                move: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                refused: refusalOf(context.move, event.error),
                move: null,
              })),
            },
          },
        },
      },
    },
    clock: {
      initial: 'ticking',
      states: {
        ticking: { after: { tick: { target: 'ticking', reenter: true, actions: assign({ now: () => Date.now() }) } } },
      },
    },
  },
});

export type OrdersQueueSnapshot = SnapshotFrom<typeof ordersQueueMachine>;

export type QueueStatus = 'loading' | 'failure' | 'ready';
export function selectQueueStatus(snapshot: OrdersQueueSnapshot): QueueStatus {
  if (snapshot.matches({ list: 'failure' })) return 'failure';
  return snapshot.matches({ list: 'ready' }) ? 'ready' : 'loading';
}
/** The orders as the manager sees them: the server's, with the move on its way already applied. */
export const selectQueueOrders = (snapshot: OrdersQueueSnapshot): ManageOrder[] =>
  snapshot.context.move ? snapshot.context.orders.map((order) => withMove(order, snapshot.context.move)) : snapshot.context.orders;
export const selectIsLoadingMore = (snapshot: OrdersQueueSnapshot): boolean => snapshot.hasTag('loadingMore');
export const selectIsRefreshing = (snapshot: OrdersQueueSnapshot): boolean => snapshot.hasTag('refreshing');
export const selectIsMoving = (snapshot: OrdersQueueSnapshot): boolean => snapshot.hasTag('moving');
export const selectIsAskingReason = (snapshot: OrdersQueueSnapshot): boolean => snapshot.matches({ move: 'askingReason' });
export const selectIsFiltered = (snapshot: OrdersQueueSnapshot): boolean => snapshot.context.filter !== 'all' || snapshot.context.search.trim() !== '';
