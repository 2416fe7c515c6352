import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { cancelOrder, listOrders, nextOrders, type Order, type OrdersPage, type OrdersQuery } from '../api/orders.ts';
import { fromRequest } from './fromRequest.ts';
import { unprovided } from './helpers.ts';

/**
 * /purchase-history (part 2 §2 "Purchase history", §4 "Order status", §5 "Purchase history search", §8, §9), route-local.
 * Search, status and sort are the server's (issue 13), so they hold beyond the first page: a change asks for the
 * first page again (the search after a 400 ms pause), and "load more" follows `next`. Cancelling asks first, and
 * only a pending or confirmed order offers it.
 *
 * list: loading → ready { idle ⇄ loadingMore } | failure; typing a search waits in `debouncing` first.
 * cancel: idle → confirming → cancelling → idle.
 */

export type OrderOrdering = 'newest' | 'oldest' | 'total_desc' | 'total_asc';

export type PurchaseHistoryEvent =
  | { type: 'search.change'; value: string }
  /** The page URL changed outside the machine (back/forward, a shared link): its query string. */
  | { type: 'url.change'; query: string }
  | { type: 'status.change'; status: string }
  | { type: 'ordering.change'; ordering: OrderOrdering }
  | { type: 'filters.reset' }
  | { type: 'list.retry' }
  | { type: 'more.load' }
  | { type: 'order.toggle'; id: number }
  | { type: 'details.open'; id: number }
  | { type: 'details.close' }
  | { type: 'cancel.ask'; id: number }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' };

/** Part 2 §4: the customer may cancel only these. */
export const CANCELLABLE: readonly string[] = ['pending', 'confirmed'];
export const SEARCH_DEBOUNCE_MS = 400;
export const HISTORY_PAGE_SIZE = 10;

interface Filters {
  search: string;
  status: string;
  ordering: OrderOrdering;
}

const DEFAULT_FILTERS: Filters = { search: '', status: '', ordering: 'newest' };

const ORDERINGS: readonly string[] = ['newest', 'oldest', 'total_desc', 'total_asc'];

/**
 * The filters from the page URL (issue 22 item 18: kept in the URL like the catalogue's, so back/forward and shared
 * links restore them); anything malformed is its default.
 */
export function historyFiltersFromQuery(query: string): Filters {
  const params = new URLSearchParams(query);
  const status = params.get('status') ?? '';
  const ordering = params.get('ordering') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    status: /^[a-z_]{1,32}$/.test(status) ? status : '',
    ordering: ORDERINGS.includes(ordering) ? (ordering as OrderOrdering) : 'newest',
  };
}

/** The filters as the page URL's query (defaults left out, so /purchase-history stays bare). */
export function historyQueryOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status) params.set('status', filters.status);
  if (filters.ordering !== 'newest') params.set('ordering', filters.ordering);
  return params.toString();
}

/** A URL write: typing replaces its own entry, a choice adds one (Back undoes it). */
export type HistoryUrlWrite = { query: string; history: 'push' | 'replace' };
const writeUrl: (_: unknown, params: HistoryUrlWrite) => void = unprovided('purchaseHistoryMachine', 'writeUrl');
const urlWrite = (history: HistoryUrlWrite['history']) => ({
  type: 'writeUrl' as const,
  params: ({ context }: { context: Filters }): HistoryUrlWrite => ({ query: historyQueryOf(context), history }),
});

const queryOf = (filters: Filters): OrdersQuery => ({
  page_size: HISTORY_PAGE_SIZE,
  ordering: filters.ordering,
  ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  ...(filters.status ? { status: filters.status as OrdersQuery['status'] } : {}),
});

const notifyLoadMoreFailed: (_: unknown, params: { failure: ApiFailure }) => void = unprovided('purchaseHistoryMachine', 'notifyLoadMoreFailed');
const notifyCancelled: (_: unknown, params: { order: Order }) => void = unprovided('purchaseHistoryMachine', 'notifyCancelled');
const notifyCancelFailed: (_: unknown, params: { failure: ApiFailure }) => void = unprovided('purchaseHistoryMachine', 'notifyCancelFailed');

export const purchaseHistoryMachine = setup({
  types: {
    context: {} as Filters & {
      orders: Order[];
      /** The next page's absolute URL, null on the last. */
      next: string | null;
      /** Orders showing all their products (part 2 §9: 2 until expanded). */
      expanded: number[];
      detailsId: number | null;
      cancelId: number | null;
      failure: ApiFailure | null;
    },
    events: {} as PurchaseHistoryEvent,
    input: {} as { query?: string } | undefined,
  },
  actors: {
    fetchOrders: fromRequest<OrdersPage, Filters>(({ input, signal }) => listOrders(queryOf(input), signal)),
    fetchMore: fromRequest<OrdersPage, { next: string }>(({ input, signal }) => nextOrders(input.next, signal)),
    cancelOrder: fromRequest<Order, { id: number }>(({ input, signal }) => cancelOrder(input.id, signal)),
  },
  actions: { notifyLoadMoreFailed, notifyCancelled, notifyCancelFailed, writeUrl },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    /** The URL names other filters than those shown (not the echo of the machine's own write). */
    isOtherUrl: ({ context, event }) => event.type === 'url.change' && historyQueryOf(historyFiltersFromQuery(event.query)) !== historyQueryOf(context),
    isCancellable: ({ context, event }) =>
      event.type === 'cancel.ask' && context.orders.some((order) => order.id === event.id && CANCELLABLE.includes(order.status)),
  },
}).createMachine({
  id: 'purchaseHistory',
  type: 'parallel',
  context: ({ input }) => ({
    ...historyFiltersFromQuery(input?.query ?? ''),
    orders: [],
    next: null,
    expanded: [],
    detailsId: null,
    cancelId: null,
    failure: null,
  }),
  on: {
    'order.toggle': {
      actions: assign({
        expanded: ({ context, event }) => (context.expanded.includes(event.id) ? context.expanded.filter((id) => id !== event.id) : [...context.expanded, event.id]),
      }),
    },
    'details.open': { actions: assign({ detailsId: ({ event }) => event.id }) },
    'details.close': { actions: assign({ detailsId: null }) },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'search.change': { target: '.debouncing', actions: [assign({ search: ({ event }) => event.value }), urlWrite('replace')] },
        'status.change': { target: '.loading', actions: [assign({ status: ({ event }) => event.status }), urlWrite('push')] },
        'ordering.change': { target: '.loading', actions: [assign({ ordering: ({ event }) => event.ordering }), urlWrite('push')] },
        'filters.reset': { target: '.loading', actions: [assign(DEFAULT_FILTERS), urlWrite('push')] },
        'url.change': { guard: 'isOtherUrl', target: '.loading', actions: assign(({ event }) => historyFiltersFromQuery(event.query)) },
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
            input: ({ context }) => ({ search: context.search, status: context.status, ordering: context.ordering }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ orders: event.output.results, next: event.output.next, failure: null })) },
            onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
        failure: { on: { 'list.retry': 'loading' } },
        ready: {
          initial: 'idle',
          states: {
            idle: { on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              tags: ['loadingMore'],
              invoke: {
                id: 'more',
                src: 'fetchMore',
                input: ({ context }) => ({ next: context.next ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    // A page may repeat an order that moved up meanwhile: keep each order once.
                    const known = new Set(context.orders.map((order) => order.id));
                    return { orders: [...context.orders, ...event.output.results.filter((order) => !known.has(order.id))], next: event.output.next };
                  }),
                },
                onError: { target: 'idle', actions: { type: 'notifyLoadMoreFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) } },
              },
            },
          },
        },
      },
    },
    cancel: {
      initial: 'idle',
      states: {
        idle: { on: { 'cancel.ask': { guard: 'isCancellable', target: 'confirming', actions: assign({ cancelId: ({ event }) => event.id }) } } },
        confirming: {
          on: {
            'cancel.dismiss': { target: 'idle', actions: assign({ cancelId: null }) },
            'cancel.confirm': 'cancelling',
          },
        },
        cancelling: {
          tags: ['cancelling'],
          invoke: {
            id: 'cancel',
            src: 'cancelOrder',
            input: ({ context }) => ({ id: context.cancelId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  orders: context.orders.map((order) => (order.id === event.output.id ? event.output : order)),
                  cancelId: null,
                })),
                { type: 'notifyCancelled', params: ({ event }) => ({ order: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: [assign({ cancelId: null }), { type: 'notifyCancelFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) }],
            },
          },
        },
      },
    },
  },
});

type PurchaseHistorySnapshot = SnapshotFrom<typeof purchaseHistoryMachine>;

export function selectHistoryStatus(snapshot: PurchaseHistorySnapshot): 'loading' | 'failure' | 'ready' {
  if (snapshot.matches({ list: 'failure' })) return 'failure';
  return snapshot.matches({ list: 'ready' }) ? 'ready' : 'loading';
}
export const selectIsLoadingMore = (snapshot: PurchaseHistorySnapshot): boolean => snapshot.hasTag('loadingMore');
export const selectIsCancelling = (snapshot: PurchaseHistorySnapshot): boolean => snapshot.hasTag('cancelling');
export const selectIsFiltered = (snapshot: PurchaseHistorySnapshot): boolean =>
  snapshot.context.search.trim() !== '' || snapshot.context.status !== '' || snapshot.context.ordering !== 'newest';
