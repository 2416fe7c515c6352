import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import {
  actOnManageRequest,
  listManageRequests,
  type ManageRequest,
  type ManageRequestKind,
  type ManageRequestsPage,
  type ManageRequestStatus,
  type RequestAction,
} from '../../api/manageBackoffice.ts';
import { fromRequest } from '../fromRequest.ts';

/**
 * The back office's requests queue (issue 27), route-local at /manage/requests: the customers' requests newest
 * first, filtered by status, kind and a search, one page at a time. "Take" and "Done" are one tap and optimistic:
 * the row moves at once, the server's answer replaces it, and a refusal (409: another manager or a Telegram button
 * was first) puts the row back, keeps the server's `detail` for the view and asks for the list again. The list is
 * asked for again every 15 s (`refreshEvery`) and when the window regains focus (`list.refresh`), quietly: the rows
 * stay while it comes.
 *
 * loading → ready { idle ⇄ refreshing; idle | refreshing → acting → idle | refreshing } | failure (retry → loading);
 * a filter, a search or a page → loading (never while an action is on its way).
 */

export const REQUEST_STATUSES: readonly ManageRequestStatus[] = ['new', 'in_progress', 'done'];
export const REQUEST_KINDS: readonly ManageRequestKind[] = ['contact', 'buyback', 'appointment', 'order_request', 'price', 'live_photos'];
export const REQUESTS_PAGE_SIZE = 25;
/** The quiet refresh of an open queue (a new request shows within seconds). */
export const REQUESTS_REFRESH_MS = 15_000;

/** Which statuses each action moves a request from, and where to (the server's rule, server/manage/actions.ts). */
export const REQUEST_MOVES: Record<RequestAction, { from: readonly ManageRequestStatus[]; to: ManageRequestStatus }> = {
  take: { from: ['new', 'done'], to: 'in_progress' },
  done: { from: ['new', 'in_progress'], to: 'done' },
};

export const canMove = (request: ManageRequest, action: RequestAction): boolean => REQUEST_MOVES[action].from.includes(request.status);

export interface RequestsFilters {
  /** '' is every status. */
  status: ManageRequestStatus | '';
  /** '' is every kind. */
  kind: ManageRequestKind | '';
  /** The back office search (number, name, phone, e-mail…); '' for none. */
  search: string;
  /** 1-based. */
  page: number;
}

export const NO_REQUEST_FILTERS: RequestsFilters = { status: '', kind: '', search: '', page: 1 };

export type RequestsQueueEvent =
  | { type: 'status.change'; status: ManageRequestStatus | '' }
  | { type: 'kind.change'; kind: ManageRequestKind | '' }
  | { type: 'search.submit'; search: string }
  | { type: 'page.change'; page: number }
  | { type: 'list.retry' }
  /** The window regained focus (or the manager asked): ask for the list again, quietly. */
  | { type: 'list.refresh' }
  | { type: 'request.act'; id: number; action: RequestAction }
  | { type: 'notice.dismiss' };

/** An action the server refused, rolled back: the view shows the server's words beside the row. */
export interface RefusedAction {
  id: number;
  action: RequestAction;
  failure: ApiFailure;
}

type Context = RequestsFilters & {
  /** The page shown, newest first (with an action on its way already applied). */
  requests: ManageRequest[];
  /** How many requests match the filters, across every page. */
  count: number;
  /** Why the list could not be loaded; null otherwise. */
  failure: ApiFailure | null;
  /** The action on its way and the row as it was before it (what a refusal restores). */
  pending: { id: number; action: RequestAction; before: ManageRequest } | null;
  /** The last refused action, until the next action, filter or dismissal. */
  refused: RefusedAction | null;
  /** The last quiet refresh failed: the rows shown may be old. */
  stale: boolean;
};

const pageCountOf = (count: number): number => Math.max(1, Math.ceil(count / REQUESTS_PAGE_SIZE));

const queryOf = ({ status, kind, search, page }: RequestsFilters) => ({
  page,
  page_size: REQUESTS_PAGE_SIZE,
  ...(status ? { status } : {}),
  ...(kind ? { kind } : {}),
  ...(search ? { search } : {}),
});

const replaceRow = (rows: readonly ManageRequest[], row: ManageRequest): ManageRequest[] => rows.map((shown) => (shown.id === row.id ? row : shown));

/** The filter events, taken wherever no action is on its way. */
const filterHandlers = {
  'status.change': { guard: 'isOtherStatus', target: '#requestsQueue.loading', reenter: true, actions: 'assignFilter' },
  'kind.change': { guard: 'isOtherKind', target: '#requestsQueue.loading', reenter: true, actions: 'assignFilter' },
  'search.submit': { guard: 'isOtherSearch', target: '#requestsQueue.loading', reenter: true, actions: 'assignFilter' },
  'page.change': { guard: 'isOtherPage', target: '#requestsQueue.loading', reenter: true, actions: 'assignFilter' },
} as const;

export const requestsQueueMachine = setup({
  types: { context: {} as Context, events: {} as RequestsQueueEvent },
  actors: {
    fetchRequests: fromRequest<ManageRequestsPage, RequestsFilters>(({ input, signal }) => listManageRequests(queryOf(input), signal)),
    actOnRequest: fromRequest<ManageRequest, { id: number; action: RequestAction }>(({ input, signal }) => actOnManageRequest(input.id, input.action, signal)),
  },
  delays: { refreshEvery: REQUESTS_REFRESH_MS },
  actions: {
    /** A filter, a search or a page: a new choice starts at page 1 and forgets the last refusal. */
    assignFilter: assign(({ event }) => {
      if (event.type === 'status.change') return { status: event.status, page: 1, refused: null };
      if (event.type === 'kind.change') return { kind: event.kind, page: 1, refused: null };
      if (event.type === 'search.submit') return { search: event.search.trim(), page: 1, refused: null };
      if (event.type === 'page.change') return { page: event.page, refused: null };
      return {};
    }),
    assignPage: assign((_, page: ManageRequestsPage) => ({ requests: page.results, count: page.count, failure: null, stale: false })),
    applyOptimistically: assign(({ context, event }) => {
      if (event.type !== 'request.act') return {};
      const before = context.requests.find((row) => row.id === event.id);
      if (!before) return {};
      return {
        pending: { id: event.id, action: event.action, before },
        refused: null,
        requests: replaceRow(context.requests, { ...before, status: REQUEST_MOVES[event.action].to }),
      };
    }),
    assignAnswer: assign(({ context }, row: ManageRequest) => ({ requests: replaceRow(context.requests, row), pending: null })),
    rollBack: assign(({ context }, { error }: { error: unknown }) =>
      context.pending
        ? {
            requests: replaceRow(context.requests, context.pending.before),
            refused: { id: context.pending.id, action: context.pending.action, failure: toApiFailure(error) },
            pending: null,
          }
        : {},
    ),
  },
  guards: {
    isOtherStatus: ({ context, event }) => event.type === 'status.change' && event.status !== context.status,
    isOtherKind: ({ context, event }) => event.type === 'kind.change' && event.kind !== context.kind,
    isOtherSearch: ({ context, event }) => event.type === 'search.submit' && event.search.trim() !== context.search,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.change' && Number.isInteger(event.page) && event.page >= 1 && event.page <= pageCountOf(context.count) && event.page !== context.page,
    canAct: ({ context, event }) => {
      if (event.type !== 'request.act') return false;
      const row = context.requests.find((shown) => shown.id === event.id);
      return row !== undefined && canMove(row, event.action);
    },
    hasNotice: ({ context }) => context.refused !== null,
  },
}).createMachine({
  id: 'requestsQueue',
  context: { ...NO_REQUEST_FILTERS, requests: [], count: 0, failure: null, pending: null, refused: null, stale: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      on: filterHandlers,
      invoke: {
        id: 'requests',
        src: 'fetchRequests',
        input: ({ context }) => ({ status: context.status, kind: context.kind, search: context.search, page: context.page }),
        onDone: { target: 'ready', actions: { type: 'assignPage', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      on: { 'notice.dismiss': { guard: 'hasNotice', actions: assign({ refused: null }) } },
      states: {
        idle: {
          on: {
            ...filterHandlers,
            'list.refresh': 'refreshing',
            'request.act': { guard: 'canAct', target: 'acting', actions: 'applyOptimistically' },
          },
          after: { refreshEvery: 'refreshing' },
        },
        refreshing: {
          description: 'The quiet refresh (every 15 s, on focus, after a refusal): the rows stay while it comes.',
          on: {
            ...filterHandlers,
            'request.act': { guard: 'canAct', target: 'acting', actions: 'applyOptimistically' },
          },
          invoke: {
            id: 'refresh',
            src: 'fetchRequests',
            input: ({ context }) => ({ status: context.status, kind: context.kind, search: context.search, page: context.page }),
            onDone: { target: 'idle', actions: { type: 'assignPage', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: assign({ stale: true }) },
          },
        },
        acting: {
          tags: ['busy'],
          invoke: {
            id: 'act',
            src: 'actOnRequest',
            input: ({ context }) => ({ id: context.pending?.id ?? 0, action: context.pending?.action ?? 'take' }),
            onDone: { target: 'idle', actions: { type: 'assignAnswer', params: ({ event }) => event.output } },
            // The request has moved elsewhere (or the call failed): the row goes back and the list is asked again.
            onError: { target: 'refreshing', actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    failure: { on: { ...filterHandlers, 'list.retry': 'loading' } },
  },
});

export type RequestsQueueSnapshot = SnapshotFrom<typeof requestsQueueMachine>;
export type RequestsQueueStatus = 'loading' | 'list' | 'empty' | 'failure';

export function selectRequestsQueueStatus(snapshot: RequestsQueueSnapshot): RequestsQueueStatus {
  if (snapshot.matches('failure')) return 'failure';
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.context.requests.length === 0 ? 'empty' : 'list';
}
export const selectRequests = (snapshot: RequestsQueueSnapshot): readonly ManageRequest[] => snapshot.context.requests;
export const selectRequestsFilters = (snapshot: RequestsQueueSnapshot): RequestsFilters => {
  const { status, kind, search, page } = snapshot.context;
  return { status, kind, search, page };
};
export const selectRequestsPageCount = (snapshot: RequestsQueueSnapshot): number => pageCountOf(snapshot.context.count);
export const selectRequestsCount = (snapshot: RequestsQueueSnapshot): number => snapshot.context.count;
export const selectRequestsFailure = (snapshot: RequestsQueueSnapshot): ApiFailure | null => snapshot.context.failure;
/** The request whose action is on its way, or null. */
export const selectPendingRequestId = (snapshot: RequestsQueueSnapshot): number | null => snapshot.context.pending?.id ?? null;
export const selectRefusedAction = (snapshot: RequestsQueueSnapshot): RefusedAction | null => snapshot.context.refused;
export const selectIsRequestsBusy = (snapshot: RequestsQueueSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsRequestsRefreshing = (snapshot: RequestsQueueSnapshot): boolean => snapshot.matches({ ready: 'refreshing' });
export const selectIsRequestsStale = (snapshot: RequestsQueueSnapshot): boolean => snapshot.context.stale;
