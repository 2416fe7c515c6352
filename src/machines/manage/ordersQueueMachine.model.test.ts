import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { STATUS_AFTER } from './manageOrderRules.ts';
import { alreadyMoved, FIRST_PAGE, manageOrder, page, REFRESHED, SECOND_PAGE, serverDown, setUpQueue } from './manageOrder.testing.ts';
import { ordersQueueMachine, selectQueueOrders, selectQueueStatus } from './ordersQueueMachine.ts';

type Event = ModelEvent<typeof ordersQueueMachine, 'orders' | 'refresh' | 'more' | 'move', 'searchDebounce' | 'refreshInterval' | 'tick'>;
type Snapshot = SnapshotFrom<typeof ordersQueueMachine>;

const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.ordersQueue.${state}` }) as Event;

/** The list's events: filters, search, paging, refresh (timer and focus), each call answering or failing. */
const listEvents = (): Event[] => [
  done('orders', FIRST_PAGE),
  done('orders', page([])),
  failed('orders', serverDown),
  done('refresh', REFRESHED),
  failed('refresh', serverDown),
  done('more', SECOND_PAGE),
  failed('more', serverDown),
  { type: 'filter.change', filter: 'expiring' },
  { type: 'search.change', value: 'Соколова' },
  { type: 'list.retry' },
  { type: 'more.load' },
  { type: 'window.focus' },
  after('searchDebounce', 'list.debouncing'),
  after('refreshInterval', 'list.ready.idle'),
];

/** The moves' events, once the first page is in: confirm, cancel with and without a reason, each landing or refused. */
const moveEvents = (snapshot: Snapshot): Event[] => {
  const move = snapshot.context.move;
  const landed = move ? manageOrder(move.id, { ...snapshot.context.orders.find((order) => order.id === move.id), status: STATUS_AFTER[move.action], hold_until: null }) : undefined;
  return [
    ...(snapshot.context.orders.length === 0 ? [done('orders', FIRST_PAGE)] : []),
    { type: 'order.confirm', id: 2 },
    // Order 1 is confirmed already: the guard refuses a second confirm.
    { type: 'order.confirm', id: 1 },
    { type: 'cancel.ask', id: 2 },
    { type: 'reason.change', value: 'Покупатель передумал' },
    { type: 'cancel.dismiss' },
    { type: 'cancel.submit' },
    { type: 'notice.dismiss' },
    ...(landed ? [done('move', landed)] : []),
    failed('move', alreadyMoved),
  ];
};

const slice = (snapshot: Snapshot) => [
  snapshot.value,
  snapshot.context.filter,
  snapshot.context.search,
  snapshot.context.orders.map((order) => `${order.id}:${order.status}`).join(','),
  snapshot.context.hasMore,
  snapshot.context.stale,
  snapshot.context.move,
  snapshot.context.refused?.action ?? null,
  snapshot.context.reason !== '',
  snapshot.context.reasonMissing,
];

const model = (events: (snapshot: Snapshot) => Event[], only?: (type: string) => boolean) =>
  transitionModel(ordersQueueMachine, {
    invokes: ['orders', 'refresh', 'more', 'move'],
    delays: ['searchDebounce', 'refreshInterval', 'tick'],
    events,
    ...(only ? { filterEvents: (_: Snapshot, event: Event) => only(event.type) } : {}),
    slice,
    eventKey: (event) => JSON.stringify(event).slice(0, 120),
  }).getShortestPaths();

const listPaths = model(listEvents);
const movePaths = model(moveEvents);
// The clock alone (from the first load, where no other timer runs): the holds count down.
const clockPaths = model(() => [after('tick', 'clock.ticking')]);

describe('ordersQueueMachine model: every state and transition, each call failing, moves refused and rolled back', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(ordersQueueMachine, [...listPaths, ...movePaths, ...clockPaths]));

  for (const [name, paths] of [['list', listPaths], ['moves', movePaths], ['clock', clockPaths]] as const) {
    for (const path of paths) {
      it(`${name}: ${describePath(path, eventWithPayload)}`, async () => {
        const { actor, fetchOrders, moveOrder, step } = setUpQueue();
        await testPath(path, step, {
          '*': (expected) => {
            const live = actor.getSnapshot();
            expect(live.value).toEqual(expected.value);
            // What the manager sees: the server's rows with the move on its way laid over them.
            expect(selectQueueOrders(live).map((order) => [order.id, order.status])).toEqual(selectQueueOrders(expected).map((order) => [order.id, order.status]));
            expect(live.context.refused?.failure.detail).toBe(expected.context.refused?.failure.detail);
          },
          'list.loading': () => {
            expect(selectQueueStatus(actor.getSnapshot())).toBe('loading');
            const { input } = fetchOrders.last();
            expect(input).toEqual({ filter: actor.getSnapshot().context.filter, search: actor.getSnapshot().context.search, page: 1, pageSize: 20 });
          },
          'list.ready.loadingMore': () => expect(fetchOrders.last().input.page).toBe(2),
          'list.ready.refreshing': () => expect(fetchOrders.last().input).toMatchObject({ page: 1, pageSize: 20 * actor.getSnapshot().context.pages }),
          'list.failure': () => expect(selectQueueStatus(actor.getSnapshot())).toBe('failure'),
          'move.sending': () => {
            const move = actor.getSnapshot().context.move;
            expect(moveOrder.last().input).toEqual(move);
            if (move?.action === 'cancel') expect(move.reason).toBe('Покупатель передумал');
          },
        });
        actor.stop();
      });
    }
  }
});
