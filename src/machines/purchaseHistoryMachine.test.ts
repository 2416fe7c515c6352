import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../api/errors.ts';
import type { Order, OrdersPage } from '../api/orders.ts';
import { fakeRequest, flush, performStep } from '../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import {
  purchaseHistoryMachine,
  SEARCH_DEBOUNCE_MS,
  selectHistoryStatus,
  selectIsCancelling,
  selectIsFiltered,
  selectIsLoadingMore,
  type OrderOrdering,
  type PurchaseHistoryEvent,
} from './purchaseHistoryMachine.ts';

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const order = (id: number, status = 'pending') => ({ id, order_number: String(100000 + id), status }) as Order;
const page = (orders: Order[], next: string | null = null): OrdersPage => ({ count: orders.length, next, results: orders });

function setUp(query?: string) {
  const fakes = {
    orders: fakeRequest<OrdersPage, { search: string; status: string; ordering: OrderOrdering }>(),
    more: fakeRequest<OrdersPage, { next: string }>(),
    cancel: fakeRequest<Order, { id: number }>(),
  };
  const effects = { notifyLoadMoreFailed: vi.fn(), notifyCancelled: vi.fn(), notifyCancelFailed: vi.fn(), writeUrl: vi.fn() };
  const actor = createActor(
    purchaseHistoryMachine.provide({
      actors: { fetchOrders: fakes.orders.logic, fetchMore: fakes.more.logic, cancelOrder: fakes.cancel.logic },
      actions: { ...effects, writeUrl: (_, params) => effects.writeUrl(params) },
    }),
    { input: { query } },
  ).start();
  return { actor, fakes, effects };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('purchaseHistoryMachine (part 2 §2 "Purchase history")', () => {
  it('asks the server with the filters; a search waits 400 ms; load more follows next and keeps each order once', async () => {
    const { actor, fakes } = setUp();
    expect(fakes.orders.last().input).toEqual({ search: '', status: '', ordering: 'newest' });
    fakes.orders.last().resolve(page([order(3), order(2)], '/api/orders/?page=2'));
    await flush();
    expect(selectHistoryStatus(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'more.load' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    expect(fakes.more.last().input).toEqual({ next: '/api/orders/?page=2' });
    fakes.more.last().resolve(page([order(2), order(1)]));
    await flush();
    expect(actor.getSnapshot().context.orders.map((o) => o.id)).toEqual([3, 2, 1]);
    actor.send({ type: 'more.load' });
    expect(fakes.more.calls).toHaveLength(1);

    actor.send({ type: 'search.change', value: '№ 100 003' });
    actor.send({ type: 'status.change', status: 'pending' });
    expect(fakes.orders.last().input).toEqual({ search: '№ 100 003', status: 'pending', ordering: 'newest' });
    actor.send({ type: 'search.change', value: 'rolex' });
    const calls = fakes.orders.calls.length;
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    expect(fakes.orders.calls).toHaveLength(calls);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.orders.last().input).toMatchObject({ search: 'rolex' });
    expect(selectIsFiltered(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'filters.reset' });
    expect(fakes.orders.last().input).toEqual({ search: '', status: '', ordering: 'newest' });
  });

  it('cancels only a pending or confirmed order, after asking; the answer replaces the card', async () => {
    const { actor, fakes, effects } = setUp();
    fakes.orders.last().resolve(page([order(3, 'shipped'), order(2, 'confirmed')]));
    await flush();
    actor.send({ type: 'cancel.ask', id: 3 });
    expect(actor.getSnapshot().context.cancelId).toBeNull();
    actor.send({ type: 'cancel.ask', id: 2 });
    expect(actor.getSnapshot().context.cancelId).toBe(2);
    actor.send({ type: 'cancel.confirm' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    expect(fakes.cancel.last().input).toEqual({ id: 2 });
    fakes.cancel.last().resolve(order(2, 'cancelled'));
    await flush();
    expect(actor.getSnapshot().context.orders.map((o) => o.status)).toEqual(['shipped', 'cancelled']);
    expect(effects.notifyCancelled).toHaveBeenCalledTimes(1);
  });
});

describe('purchaseHistoryMachine URL (issue 22 item 18: the filters are kept in the URL like the catalogue\'s)', () => {
  it('starts from the URL, writes each change to it, and follows back/forward', async () => {
    const { actor, fakes, effects } = setUp('search=rolex&status=shipped&ordering=oldest');
    expect(fakes.orders.last().input).toEqual({ search: 'rolex', status: 'shipped', ordering: 'oldest' });
    fakes.orders.last().resolve(page([order(1, 'shipped')]));
    await flush();
    actor.send({ type: 'status.change', status: 'pending' });
    expect(effects.writeUrl).toHaveBeenLastCalledWith({ query: 'search=rolex&status=pending&ordering=oldest', history: 'push' });
    actor.send({ type: 'search.change', value: 'daytona' });
    expect(effects.writeUrl).toHaveBeenLastCalledWith({ query: 'search=daytona&status=pending&ordering=oldest', history: 'replace' });
    // The echo of its own write changes nothing; Back (another query) restores those filters and asks again.
    const calls = fakes.orders.calls.length;
    actor.send({ type: 'url.change', query: 'search=daytona&status=pending&ordering=oldest' });
    expect(fakes.orders.calls.length).toBe(calls);
    actor.send({ type: 'url.change', query: 'search=rolex&status=shipped&ordering=oldest' });
    expect(actor.getSnapshot().context).toMatchObject({ search: 'rolex', status: 'shipped', ordering: 'oldest' });
    expect(fakes.orders.last().input).toEqual({ search: 'rolex', status: 'shipped', ordering: 'oldest' });
    actor.send({ type: 'filters.reset' });
    expect(effects.writeUrl).toHaveBeenLastCalledWith({ query: '', history: 'push' });
  });

  it('reads a malformed URL as the defaults', () => {
    const { fakes } = setUp('status=DROP%20TABLE&ordering=sideways');
    expect(fakes.orders.last().input).toEqual({ search: '', status: '', ordering: 'newest' });
  });
});

describe('purchaseHistoryMachine model: every state and transition, a failure on every call', () => {
  type Machine = typeof purchaseHistoryMachine;
  type Event = ModelEvent<Machine, 'orders' | 'more' | 'cancel', 'searchDebounce'>;
  type Snapshot = SnapshotFrom<Machine>;
  const regions: Record<string, (snapshot: Snapshot) => Event[]> = {
    list: () => [
      { type: 'search.change', value: 'rolex' },
      { type: 'status.change', status: 'pending' },
      { type: 'ordering.change', ordering: 'oldest' },
      { type: 'filters.reset' },
      { type: 'url.change', query: 'status=shipped&ordering=total_desc' },
      { type: 'list.retry' },
      { type: 'more.load' },
      { type: 'order.toggle', id: 2 },
      { type: 'details.open', id: 2 },
      { type: 'details.close' },
      { type: 'xstate.after.searchDebounce.purchaseHistory.list.debouncing' },
      done('orders', page([order(2, 'pending')], '/api/orders/?page=2')),
      failed('orders', serverDown),
      done('more', page([order(1)])),
      failed('more', serverDown),
    ],
    cancel: () => [
      { type: 'cancel.ask', id: 2 },
      { type: 'cancel.dismiss' },
      { type: 'cancel.confirm' },
      done('orders', page([order(2, 'pending')])),
      done('cancel', order(2, 'cancelled')),
      failed('cancel', serverDown),
    ],
  };
  const all = Object.entries(regions).map(([region, events]) => {
    const model = transitionModel(purchaseHistoryMachine, {
      invokes: ['orders', 'more', 'cancel'],
      delays: ['searchDebounce'],
      events,
      slice: (s) => [s.value, s.context.next !== null, s.context.orders.map((o) => o.status), s.context.expanded.length, s.context.detailsId, s.context.cancelId],
      eventKey: (event) => JSON.stringify(event),
      filterEvents: (snapshot, event) => events(snapshot).some((candidate) => candidate.type === event.type),
    });
    return { region, paths: model.getShortestPaths() };
  });

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(purchaseHistoryMachine, all.flatMap((entry) => entry.paths)));

  for (const { region, paths } of all) {
    for (const path of paths) {
      it(`${region}: ${describePath(path, eventWithPayload)}`, async () => {
        const { actor, fakes, effects } = setUp();
        await testPath(path, (event) => performStep<PurchaseHistoryEvent>({ send: actor.send, fakes, delays: { searchDebounce: SEARCH_DEBOUNCE_MS } }, event), {
          '*': (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
          'list.failure': () => expect(selectHistoryStatus(actor.getSnapshot())).toBe('failure'),
          'list.ready.loadingMore': () => expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true),
          'cancel.cancelling': () => expect(selectIsCancelling(actor.getSnapshot())).toBe(true),
        });
        const moreFailures = path.steps.filter((step) => step.event.type === 'xstate.error.actor.more').length;
        expect(effects.notifyLoadMoreFailed).toHaveBeenCalledTimes(moreFailures);
        actor.stop();
      });
    }
  }
});
