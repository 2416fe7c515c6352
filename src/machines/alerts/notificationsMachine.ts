import { assign, setup, type SnapshotFrom } from 'xstate';
import { listNotifications, markNotificationsRead, type Notification, type PagedNotificationList } from '../../api/alerts.ts';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';

/**
 * `/profile/notifications` (issue 28): the shopper's notices, newest first, a page at a time ("load more"), unread
 * ones marked. Opening a notice (`notice.open`, its link leads to the piece) marks it read; «Отметить все как
 * прочитанные» (`all.read`) marks every one. Both are shown at once and sent one at a time (`pending`, like the
 * cart's queue): the list and the unread figure shown are the server's last answer with the marks still on their
 * way laid over it, so a failed mark is simply dropped (the rollback, told by `notifyMarkFailed`). Every change of
 * that figure goes to the header's bell (`reportUnread`, supplied by the feature: `noticeCount.set`).
 *
 * loading → ready (list: idle ⇄ loadingMore ‖ marks: idle ⇄ marking) | empty | failure (retry → loading).
 */

export type NotificationsEvent =
  | { type: 'list.retry' }
  | { type: 'more.load' }
  /** The shopper opened this notice's piece. */
  | { type: 'notice.open'; id: number }
  | { type: 'all.read' };

/** A mark shown already and not yet answered: these notices, or every one. */
export type NoticeMark = readonly number[] | 'all';

type Context = {
  /** The notices shown, newest first, with the read flags the server last answered. */
  notices: Notification[];
  /** The last page asked for and answered (1-based). */
  page: number;
  /** The server has older notices. */
  hasMore: boolean;
  /** Every unread notice of the shopper (loaded or not), as the server last said. */
  unreadCount: number;
  /** Marks shown but not answered yet, oldest first; the head is on its way. */
  pending: NoticeMark[];
  /** Why the list could not be loaded. */
  failure: ApiFailure | null;
  /** The last "load more" failed (the notices shown stay). */
  moreFailed: boolean;
};

const covers = (pending: readonly NoticeMark[], id: number): boolean => pending.some((mark) => mark === 'all' || mark.includes(id));

/** The notices as the shopper sees them: those a pending mark covers read already. */
export const shownNotices = (context: Pick<Context, 'notices' | 'pending'>): Notification[] =>
  context.pending.length === 0 ? context.notices : context.notices.map((notice) => (!notice.read && covers(context.pending, notice.id) ? { ...notice, read: true } : notice));

/** The unread figure as the shopper sees it: the server's, less the unread notices a pending mark covers. */
export function shownUnreadCount(context: Pick<Context, 'notices' | 'pending' | 'unreadCount'>): number {
  if (context.pending.includes('all')) return 0;
  const covered = context.notices.filter((notice) => !notice.read && covers(context.pending, notice.id)).length;
  return Math.max(0, context.unreadCount - covered);
}

const reportUnread: (_: unknown, params: { count: number }) => void = unprovided('notificationsMachine', 'reportUnread');
const notifyMarkFailed: (_: unknown, params: { failure: ApiFailure }) => void = unprovided('notificationsMachine', 'notifyMarkFailed');

export const notificationsMachine = setup({
  types: { context: {} as Context, events: {} as NotificationsEvent },
  actors: {
    fetchNotices: fromRequest<PagedNotificationList, { page: number }>(({ input, signal }) => listNotifications(input.page, signal)),
    // The actor's signal is left out on purpose: opening a notice leaves the page for the piece, which stops this
    // actor, and the mark must still land. fromRequest still drops the answer of a stopped actor.
    markRead: fromRequest<number, { which: NoticeMark }>(({ input }) => markNotificationsRead(input.which === 'all' ? 'all' : [...input.which])),
  },
  actions: {
    reportUnread,
    notifyMarkFailed,
    assignFirst: assign((_, page: PagedNotificationList) => ({
      notices: page.results,
      page: 1,
      hasMore: page.next !== null,
      unreadCount: page.unread_count,
      failure: null,
      moreFailed: false,
    })),
    assignMore: assign(({ context }, page: PagedNotificationList) => {
      // A notice made meanwhile shifts the pages by one: a notice already shown is not shown twice.
      const shown = new Set(context.notices.map((notice) => notice.id));
      return { notices: [...context.notices, ...page.results.filter((notice) => !shown.has(notice.id))], page: context.page + 1, hasMore: page.next !== null, moreFailed: false };
    }),
    enqueueMark: assign(({ context }, mark: NoticeMark) => ({ pending: [...context.pending, mark] })),
    /** The head mark landed: its notices are read as the server has them, and its figure is the server's. */
    confirmHead: assign(({ context }, unreadCount: number) => {
      const [head, ...rest] = context.pending;
      if (head === undefined) return {};
      const notices = context.notices.map((notice) => (!notice.read && covers([head], notice.id) ? { ...notice, read: true } : notice));
      return { notices, unreadCount, pending: rest };
    }),
    dropHead: assign(({ context }) => ({ pending: context.pending.slice(1) })),
  },
  guards: {
    isEmpty: (_, page: PagedNotificationList) => page.results.length === 0,
    hasMore: ({ context }) => context.hasMore,
    hasPending: ({ context }) => context.pending.length > 0,
    isShownUnread: ({ context }, id: number) => shownNotices(context).some((notice) => notice.id === id && !notice.read),
    hasUnread: ({ context }) => shownUnreadCount(context) > 0 || shownNotices(context).some((notice) => !notice.read),
  },
}).createMachine({
  id: 'notifications',
  context: { notices: [], page: 1, hasMore: false, unreadCount: 0, pending: [], failure: null, moreFailed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'notices',
        src: 'fetchNotices',
        input: () => ({ page: 1 }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => event.output },
            target: 'empty',
            actions: [{ type: 'assignFirst', params: ({ event }) => event.output }, { type: 'reportUnread', params: ({ event }) => ({ count: event.output.unread_count }) }],
          },
          {
            target: 'ready',
            actions: [{ type: 'assignFirst', params: ({ event }) => event.output }, { type: 'reportUnread', params: ({ event }) => ({ count: event.output.unread_count }) }],
          },
        ],
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    ready: {
      type: 'parallel',
      on: {
        'notice.open': {
          guard: { type: 'isShownUnread', params: ({ event }) => event.id },
          actions: [{ type: 'enqueueMark', params: ({ event }) => [event.id] }, { type: 'reportUnread', params: ({ context }) => ({ count: shownUnreadCount(context) }) }],
        },
        'all.read': {
          guard: 'hasUnread',
          actions: [{ type: 'enqueueMark', params: 'all' as const }, { type: 'reportUnread', params: { count: 0 } }],
        },
      },
      states: {
        list: {
          initial: 'idle',
          states: {
            idle: { on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } } },
            loadingMore: {
              invoke: {
                id: 'more',
                src: 'fetchNotices',
                input: ({ context }) => ({ page: context.page + 1 }),
                onDone: { target: 'idle', actions: { type: 'assignMore', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: assign({ moreFailed: true }) },
              },
            },
          },
        },
        marks: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasPending', target: 'marking' } },
            marking: {
              tags: ['busy'],
              description: 'The oldest mark is on its way; the answer is what is still unread.',
              invoke: {
                id: 'mark',
                src: 'markRead',
                input: ({ context }) => ({ which: context.pending[0] ?? 'all' }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'confirmHead', params: ({ event }) => event.output }, { type: 'reportUnread', params: ({ context }) => ({ count: shownUnreadCount(context) }) }],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    'dropHead',
                    { type: 'reportUnread', params: ({ context }) => ({ count: shownUnreadCount(context) }) },
                    { type: 'notifyMarkFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
    empty: { description: 'No notice yet (or none kept: they live 90 days).' },
    failure: { on: { 'list.retry': 'loading' } },
  },
});

export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;
export type NotificationsStatus = 'loading' | 'list' | 'empty' | 'failure';

export function selectNotificationsStatus(snapshot: NotificationsSnapshot): NotificationsStatus {
  if (snapshot.matches('ready')) return 'list';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failure')) return 'failure';
  return 'loading';
}

/** One array per context, so `useSelector` sees a stable value. */
const noticesByContext = new WeakMap<object, Notification[]>();

/** The notices as shown: newest first, the ones a mark on its way covers already read. */
export function selectNotices(snapshot: NotificationsSnapshot): readonly Notification[] {
  const { context } = snapshot;
  let notices = noticesByContext.get(context);
  if (!notices) {
    notices = shownNotices(context);
    noticesByContext.set(context, notices);
  }
  return notices;
}
export const selectUnreadCount = (snapshot: NotificationsSnapshot): number => shownUnreadCount(snapshot.context);
export const selectHasMoreNotices = (snapshot: NotificationsSnapshot): boolean => snapshot.context.hasMore;
export const selectIsLoadingMoreNotices = (snapshot: NotificationsSnapshot): boolean => snapshot.matches({ ready: { list: 'loadingMore' } });
export const selectNoticesMoreFailed = (snapshot: NotificationsSnapshot): boolean => snapshot.context.moreFailed;
/** «Отметить все» is on its way (the button is busy). */
export const selectIsMarkingAll = (snapshot: NotificationsSnapshot): boolean => snapshot.context.pending.includes('all');
export const selectNotificationsFailure = (snapshot: NotificationsSnapshot): ApiFailure | null => snapshot.context.failure;
