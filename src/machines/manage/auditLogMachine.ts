import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { listAuditLog, type AuditEntry, type AuditPage } from '../../api/manageBackoffice.ts';
import { fromRequest } from '../fromRequest.ts';

/**
 * The back office's audit log (issue 27), route-local at /manage/audit: every staff action, newest first (who,
 * when, through what, what, before → after), a page at a time with "load more". A failed "load more" keeps what is
 * shown and offers the same page again.
 *
 * loading → ready { idle ⇄ loadingMore } | empty | failure (retry → loading).
 */

export const AUDIT_PAGE_SIZE = 30;

export type AuditLogEvent = { type: 'list.retry' } | { type: 'more.load' };

type Context = {
  /** Every entry shown, newest first. */
  entries: AuditEntry[];
  /** The last page asked for and answered (1-based). */
  page: number;
  /** The server has older entries. */
  hasMore: boolean;
  failure: ApiFailure | null;
  /** The last "load more" failed. */
  moreFailed: boolean;
};

export const auditLogMachine = setup({
  types: { context: {} as Context, events: {} as AuditLogEvent },
  actors: {
    fetchEntries: fromRequest<AuditPage, { page: number }>(({ input, signal }) => listAuditLog({ page: input.page, page_size: AUDIT_PAGE_SIZE }, signal)),
  },
  actions: {
    assignFirst: assign((_, page: AuditPage) => ({ entries: page.results, page: 1, hasMore: page.next !== null, failure: null, moreFailed: false })),
    assignMore: assign(({ context }, page: AuditPage) => {
      // An entry written meanwhile shifts the pages by one: an entry already shown is not shown twice.
      const shown = new Set(context.entries.map((entry) => entry.id));
      return { entries: [...context.entries, ...page.results.filter((entry) => !shown.has(entry.id))], page: context.page + 1, hasMore: page.next !== null, moreFailed: false };
    }),
  },
  guards: {
    isEmpty: (_, page: AuditPage) => page.results.length === 0,
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'auditLog',
  context: { entries: [], page: 1, hasMore: false, failure: null, moreFailed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'entries',
        src: 'fetchEntries',
        input: () => ({ page: 1 }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: { type: 'assignFirst', params: ({ event }) => event.output } },
          { target: 'ready', actions: { type: 'assignFirst', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            id: 'more',
            src: 'fetchEntries',
            input: ({ context }) => ({ page: context.page + 1 }),
            onDone: { target: 'idle', actions: { type: 'assignMore', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: assign({ moreFailed: true }) },
          },
        },
      },
    },
    empty: { description: 'No staff action has been written yet.' },
    failure: { on: { 'list.retry': 'loading' } },
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
export type AuditLogStatus = 'loading' | 'list' | 'empty' | 'failure';

export function selectAuditLogStatus(snapshot: AuditLogSnapshot): AuditLogStatus {
  if (snapshot.matches('ready')) return 'list';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failure')) return 'failure';
  return 'loading';
}
export const selectAuditEntries = (snapshot: AuditLogSnapshot): readonly AuditEntry[] => snapshot.context.entries;
export const selectHasMoreAudit = (snapshot: AuditLogSnapshot): boolean => snapshot.context.hasMore;
export const selectIsLoadingMoreAudit = (snapshot: AuditLogSnapshot): boolean => snapshot.matches({ ready: 'loadingMore' });
export const selectAuditMoreFailed = (snapshot: AuditLogSnapshot): boolean => snapshot.context.moreFailed;
export const selectAuditFailure = (snapshot: AuditLogSnapshot): ApiFailure | null => snapshot.context.failure;
