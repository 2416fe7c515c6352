import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { STATUS_AFTER } from './manageOrderRules.ts';
import { alreadyMoved, manageOrder, notFound, serverDown, setUpOrder, setUpAccess, STAFF, forbidden, unauthorized } from './manageOrder.testing.ts';
import { manageOrderMachine, selectManageOrder, selectManageOrderStatus } from './manageOrderMachine.ts';
import { selectStaffAccess, selectStaffName, staffAccessMachine } from './staffAccessMachine.ts';

type Event = ModelEvent<typeof manageOrderMachine, 'order' | 'refresh' | 'move', 'tick'>;
type Snapshot = SnapshotFrom<typeof manageOrderMachine>;

/** Every status in turn, so each move the status allows is tried and each it does not is refused by the guard. */
const events = (snapshot: Snapshot): Event[] => {
  const { order, move } = snapshot.context;
  const landed = order && move ? { ...order, status: STATUS_AFTER[move.action], hold_until: null } : undefined;
  return [
    done('order', manageOrder(2)),
    done('order', manageOrder(2, { status: 'shipped', hold_until: null })),
    failed('order', notFound),
    failed('order', serverDown),
    done('refresh', manageOrder(2, { status: 'confirmed', hold_until: null })),
    failed('refresh', serverDown),
    ...(landed ? [done('move', landed)] : []),
    failed('move', alreadyMoved),
    { type: 'order.retry' },
    { type: 'window.focus' },
    { type: 'order.move', action: 'confirm' },
    { type: 'order.move', action: 'ship' },
    { type: 'order.move', action: 'deliver' },
    { type: 'cancel.ask' },
    { type: 'reason.change', value: 'Нет в наличии' },
    { type: 'cancel.dismiss' },
    { type: 'cancel.submit' },
    { type: 'notice.dismiss' },
  ];
};

const slice = (snapshot: Snapshot) => [
  snapshot.value,
  snapshot.context.order?.status ?? null,
  snapshot.context.move,
  snapshot.context.refused?.action ?? null,
  snapshot.context.stale,
  snapshot.context.reason !== '',
  snapshot.context.reasonMissing,
];

const options = { input: { id: 2 }, invokes: ['order', 'refresh', 'move'] as const, delays: ['tick'] as const, slice, eventKey: (event: Event) => JSON.stringify(event).slice(0, 120) };
const orderPaths = transitionModel(manageOrderMachine, { ...options, events, filterEvents: (_, event) => !event.type.startsWith('xstate.after') }).getShortestPaths();
// The clock alone, from the first load (where nothing else waits on a timer).
const clockPaths = transitionModel(manageOrderMachine, { ...options, events: () => [{ type: 'xstate.after.tick.manageOrder.clock.ticking' } as Event] }).getShortestPaths();

describe('manageOrderMachine model: every state and transition, each call failing, moves refused and rolled back', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(manageOrderMachine, [...orderPaths, ...clockPaths]));

  for (const path of [...orderPaths, ...clockPaths]) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, fetchOrder, moveOrder, step } = setUpOrder(2);
      await testPath(path, step, {
        '*': (expected) => {
          const live = actor.getSnapshot();
          expect(live.value).toEqual(expected.value);
          expect(selectManageOrder(live)?.status).toBe(selectManageOrder(expected)?.status);
          expect(live.context.refused?.failure.code).toBe(expected.context.refused?.failure.code);
        },
        'order.loading': () => expect(fetchOrder.last().input).toEqual({ id: 2 }),
        'order.notFound': () => expect(selectManageOrderStatus(actor.getSnapshot())).toBe('notFound'),
        'order.failure': () => expect(selectManageOrderStatus(actor.getSnapshot())).toBe('failure'),
        'order.ready.sending': () => {
          const move = actor.getSnapshot().context.move;
          expect(moveOrder.last().input).toEqual(move);
          // The page already shows where the move takes the order.
          expect(selectManageOrder(actor.getSnapshot())?.status).toBe(move && STATUS_AFTER[move.action]);
        },
      });
      actor.stop();
    });
  }
});

describe('staffAccessMachine model: staff, a customer (403), a lapsed session (401), a failure and its retry', () => {
  type AccessEvent = ModelEvent<typeof staffAccessMachine, 'me'>;
  const paths = transitionModel(staffAccessMachine, {
    invokes: ['me'],
    events: (): AccessEvent[] => [done('me', STAFF), failed('me', forbidden), failed('me', unauthorized), failed('me', serverDown), { type: 'access.retry' }],
    eventKey: (event) => JSON.stringify(event),
  }).getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(staffAccessMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, step } = setUpAccess();
      await testPath(path, step, {
        '*': (expected) => expect(selectStaffAccess(actor.getSnapshot())).toBe(selectStaffAccess(expected)),
        staff: () => expect(selectStaffName(actor.getSnapshot())).toBe('Мария Ильина'),
        failure: () => expect(actor.getSnapshot().context.failure?.code).toBe('server'),
      });
      actor.stop();
    });
  }
});
