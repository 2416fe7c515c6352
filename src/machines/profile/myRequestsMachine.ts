import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { listMyRequests, nextMyRequests, type MyRequest, type MyRequestsPage } from '../../api/profile.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';

/**
 * The customer's own requests on /profile (issue 15: price, live photos, contact, buyback, appointment and order
 * requests tracked like orders: kind, date, status), newest first; "load more" follows `next`.
 *
 * loading → ready { idle ⇄ loadingMore } | failure (retry → loading).
 */

export type MyRequestsEvent = { type: 'list.retry' } | { type: 'more.load' };

export const MY_REQUESTS_PAGE_SIZE = 5;

const notifyLoadMoreFailed: () => void = unprovided('myRequestsMachine', 'notifyLoadMoreFailed');

/** Pages appended, each request once (a new one sent meanwhile shifts the pages by one). */
const appended = (requests: MyRequest[], page: MyRequestsPage): MyRequest[] => {
  const seen = new Set(requests.map((request) => request.id));
  return [...requests, ...page.results.filter((request) => !seen.has(request.id))];
};

export const myRequestsMachine = setup({
  types: {
    context: {} as {
      requests: MyRequest[];
      /** The next page's absolute URL; null on the last. */
      next: string | null;
      failure: ApiFailure | null;
    },
    events: {} as MyRequestsEvent,
  },
  actors: {
    fetchRequests: fromRequest<MyRequestsPage>(({ signal }) => listMyRequests(MY_REQUESTS_PAGE_SIZE, signal)),
    fetchMore: fromRequest<MyRequestsPage, { next: string }>(({ input, signal }) => nextMyRequests(input.next, signal)),
  },
  actions: { notifyLoadMoreFailed },
  guards: { hasMore: ({ context }) => context.next !== null },
}).createMachine({
  id: 'myRequests',
  context: { requests: [], next: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchRequests',
        src: 'fetchRequests',
        onDone: { target: 'ready', actions: assign({ requests: ({ event }) => event.output.results, next: ({ event }) => event.output.next, failure: null }) },
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    failure: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            id: 'fetchMore',
            src: 'fetchMore',
            input: ({ context }) => ({ next: context.next as string }),
            onDone: { target: 'idle', actions: assign({ requests: ({ context, event }) => appended(context.requests, event.output), next: ({ event }) => event.output.next }) },
            onError: { target: 'idle', actions: 'notifyLoadMoreFailed' },
          },
        },
      },
    },
  },
});

export type MyRequestsSnapshot = SnapshotFrom<typeof myRequestsMachine>;

export const selectMyRequestsStatus = (snapshot: MyRequestsSnapshot): 'loading' | 'failure' | 'ready' =>
  snapshot.hasTag('loading') ? 'loading' : snapshot.matches('failure') ? 'failure' : 'ready';
export const selectMyRequests = (snapshot: MyRequestsSnapshot): MyRequest[] => snapshot.context.requests;
export const selectHasMoreRequests = (snapshot: MyRequestsSnapshot): boolean => snapshot.context.next !== null;
export const selectIsLoadingMoreRequests = (snapshot: MyRequestsSnapshot): boolean => snapshot.matches({ ready: 'loadingMore' });
export const selectMyRequestsFailure = (snapshot: MyRequestsSnapshot): ApiFailure | null => snapshot.context.failure;
