import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { actOnManageOrder, getManageOrder, type ManageOrder, type OrderAction } from '../../api/manageOrders.ts';
import { fromRequest } from '../fromRequest.ts';
import { canMove, moveBody, REASON_MAX, refusalOf, withMove, type MoveFailure, type PendingMove } from './manageOrderRules.ts';
import { CLOCK_TICK_MS } from './ordersQueueQuery.ts';

/**
 * /manage/orders/:id (issue 27): one order for the staff — its customer, pieces, delivery or pickup, totals, hold and
 * the history of its status changes — with the moves its status allows. A move shows at once and is rolled back with
 * the server's words when refused (a 409: the order moved meanwhile); a cancel asks for its reason first. The order
 * is asked for again when the window regains focus; the clock ticks every 30 s for the hold's countdown.
 *
 * order: loading → ready { idle ⇄ refreshing · idle → askingReason → sending → idle · idle → sending } | notFound | failure.
 * clock: ticking.
 */

export type ManageOrderEvent =
  | { type: 'order.retry' }
  | { type: 'window.focus' }
  /** Confirm, ship or deliver (a cancel goes through `cancel.ask`). */
  | { type: 'order.move'; action: Exclude<OrderAction, 'cancel'> }
  | { type: 'cancel.ask' }
  | { type: 'reason.change'; value: string }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.submit' }
  | { type: 'notice.dismiss' };

interface ManageOrderContext {
  id: number;
  /** The server's last answer (a move waiting is laid over it by the selectors). */
  order: ManageOrder | null;
  failure: ApiFailure | null;
  /** The last refresh failed: what is shown may be stale. */
  stale: boolean;
  move: PendingMove | null;
  /** The last refused move, until the next move or a dismissal. */
  refused: MoveFailure | null;
  reason: string;
  /** A cancel was submitted without a reason. */
  reasonMissing: boolean;
  /** The clock the hold counts down against (ms). */
  now: number;
}

export const manageOrderMachine = setup({
  types: {
    context: {} as ManageOrderContext,
    events: {} as ManageOrderEvent,
    input: {} as { id: number },
  },
  actors: {
    fetchOrder: fromRequest<ManageOrder, { id: number }>(({ input, signal }) => getManageOrder(input.id, signal)),
    moveOrder: fromRequest<ManageOrder, PendingMove>(({ input, signal }) => actOnManageOrder(input.id, moveBody(input), signal)),
  },
  delays: { tick: CLOCK_TICK_MS },
  guards: {
    isNotFound: ({ event }) => toApiFailure((event as { error?: unknown }).error).code === 'not-found',
    canMoveNow: ({ context, event }) => event.type === 'order.move' && context.order !== null && canMove(context.order, event.action),
    canCancel: ({ context }) => context.order !== null && canMove(context.order, 'cancel'),
    hasReason: ({ context }) => context.reason.trim() !== '',
  },
}).createMachine({
  id: 'manageOrder',
  type: 'parallel',
  context: ({ input }) => ({
    id: input.id,
    order: null,
    failure: null,
    stale: false,
    move: null,
    refused: null,
    reason: '',
    reasonMissing: false,
    now: Date.now(),
  }),
  states: {
    order: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'order',
            src: 'fetchOrder',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'ready', actions: assign({ order: ({ event }) => event.output, failure: null, stale: false }) },
            onError: [
              { guard: 'isNotFound', target: 'notFound' },
              { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
            ],
          },
        },
        notFound: {},
        failure: { on: { 'order.retry': 'loading' } },
        ready: {
          initial: 'idle',
          on: { 'notice.dismiss': { actions: assign({ refused: null }) } },
          states: {
            idle: {
              on: {
                'window.focus': 'refreshing',
                'order.move': {
                  guard: 'canMoveNow',
                  target: 'sending',
                  actions: assign({ move: ({ context, event }) => ({ id: context.id, action: event.action }), refused: null }),
                },
                'cancel.ask': { guard: 'canCancel', target: 'askingReason', actions: assign({ reason: '', reasonMissing: false, refused: null }) },
              },
            },
            refreshing: {
              tags: ['refreshing'],
              invoke: {
                id: 'refresh',
                src: 'fetchOrder',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'idle', actions: assign({ order: ({ event }) => event.output, stale: false }) },
                onError: { target: 'idle', actions: assign({ stale: true }) },
              },
            },
            askingReason: {
              description: 'The cancel dialog: a manager cancels only with a reason (kept in the history and the audit log).',
              on: {
                'reason.change': { actions: assign({ reason: ({ event }) => event.value.slice(0, REASON_MAX), reasonMissing: false }) },
                'cancel.dismiss': { target: 'idle', actions: assign({ reason: '', reasonMissing: false }) },
                'cancel.submit': [
                  {
                    guard: 'hasReason',
                    target: 'sending',
                    actions: assign(({ context }) => ({ move: { id: context.id, action: 'cancel' as const, reason: context.reason.trim() }, reason: '' })),
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
                input: ({ context }) => context.move ?? { id: context.id, action: 'confirm' },
                onDone: { target: 'idle', actions: assign({ order: ({ event }) => event.output, move: null }) },
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

export type ManageOrderSnapshot = SnapshotFrom<typeof manageOrderMachine>;

export type ManageOrderStatus = 'loading' | 'notFound' | 'failure' | 'ready';
export function selectManageOrderStatus(snapshot: ManageOrderSnapshot): ManageOrderStatus {
  if (snapshot.matches({ order: 'notFound' })) return 'notFound';
  if (snapshot.matches({ order: 'failure' })) return 'failure';
  return snapshot.matches({ order: 'ready' }) ? 'ready' : 'loading';
}
/** The order as the manager sees it: the server's, with the move on its way already applied. */
export const selectManageOrder = (snapshot: ManageOrderSnapshot): ManageOrder | null =>
  snapshot.context.order && withMove(snapshot.context.order, snapshot.context.move);
export const selectIsMoving = (snapshot: ManageOrderSnapshot): boolean => snapshot.hasTag('moving');
export const selectIsRefreshing = (snapshot: ManageOrderSnapshot): boolean => snapshot.hasTag('refreshing');
export const selectIsAskingReason = (snapshot: ManageOrderSnapshot): boolean => snapshot.matches({ order: { ready: 'askingReason' } });
