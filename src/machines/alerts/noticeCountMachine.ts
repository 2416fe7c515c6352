import { assign, setup, type SnapshotFrom } from 'xstate';
import { unreadCount } from '../../api/alerts.ts';
import { fromRequest } from '../fromRequest.ts';

/**
 * The header's bell (issue 28): how many of the signed-in shopper's notices are unread. App-wide, beside the cart
 * and the favorites, and wired the same way (`runtime/appActors.tsx` `ShopWiring`): the session's word starts it
 * (`session.signedIn`, again for another account) or empties it (`session.signedOut`), and `noticeCount.refresh`
 * asks again when the window regains focus, so a notice made meanwhile (a new piece, a lower price) shows.
 * `/profile/notifications` knows the figure first when it loads or marks notices read: it says so with
 * `noticeCount.set`, which also drops a refresh on its way (its answer could be older than the page's).
 *
 * signedOut → signedIn { loading → ready ⇄ refreshing | unavailable (focus → loading) }.
 */

export type NoticeCountEvent =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'noticeCount.refresh' }
  | { type: 'noticeCount.set'; count: number };

type Context = {
  /** The shopper's unread notices, as the server last said (0 until it has). */
  count: number;
};

export const noticeCountMachine = setup({
  types: { context: {} as Context, events: {} as NoticeCountEvent },
  actors: {
    fetchUnreadCount: fromRequest<number>(({ signal }) => unreadCount(signal)),
  },
  actions: {
    reset: assign({ count: 0 }),
    assignCount: assign((_, count: number) => ({ count })),
  },
  guards: {
    isCount: ({ event }) => event.type === 'noticeCount.set' && Number.isInteger(event.count) && event.count >= 0,
  },
}).createMachine({
  id: 'noticeCount',
  context: { count: 0 },
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'A guest has no notices: no bell, no call.',
      on: { 'session.signedIn': 'signedIn' },
    },
    signedIn: {
      initial: 'loading',
      exit: 'reset',
      on: {
        'session.signedOut': 'signedOut',
        'session.signedIn': { target: 'signedIn', reenter: true },
        'noticeCount.set': {
          guard: 'isCount',
          target: '.ready',
          actions: { type: 'assignCount', params: ({ event }) => (event.type === 'noticeCount.set' ? event.count : 0) },
        },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'count',
            src: 'fetchUnreadCount',
            onDone: { target: 'ready', actions: { type: 'assignCount', params: ({ event }) => event.output } },
            onError: 'unavailable',
          },
        },
        ready: {
          on: { 'noticeCount.refresh': 'refreshing' },
        },
        refreshing: {
          description: 'Asked again on focus; the bell keeps its figure meanwhile, and keeps it if the call fails.',
          invoke: {
            id: 'refresh',
            src: 'fetchUnreadCount',
            onDone: { target: 'ready', actions: { type: 'assignCount', params: ({ event }) => event.output } },
            onError: 'ready',
          },
        },
        unavailable: {
          description: 'The count could not be had (no bell figure); focus asks again.',
          on: { 'noticeCount.refresh': 'loading' },
        },
      },
    },
  },
});

export type NoticeCountSnapshot = SnapshotFrom<typeof noticeCountMachine>;

/** The bell's figure: 0 for a guest, while loading and when the count could not be had. */
export const selectUnreadNoticeCount = (snapshot: NoticeCountSnapshot): number => (snapshot.matches('signedIn') ? snapshot.context.count : 0);
