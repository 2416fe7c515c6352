import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, flush, performStep } from '../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import { ApiError } from '../api/errors.ts';
import { orderByNumber, type Order } from '../api/orders.ts';
import {
  orderConfirmationMachine,
  selectConfirmedOrder,
  selectOrderConfirmationFailure,
  selectOrderConfirmationStatus,
} from './orderConfirmationMachine.ts';

vi.mock('../api/orders.ts', () => ({ orderByNumber: vi.fn() }));

const ORDER = { id: 31, order_number: '100031', first_name: 'Анна' } as Order;
const notFound = new ApiError({ code: 'not-found', status: 404, message: 'Order not found.' });
const serverDown = new ApiError({ code: 'server', status: 503, message: 'Service unavailable' });

function setUp(number = '100031') {
  const fetchOrder = fakeRequest<Order, { number: string }>();
  const forgetOrder = vi.fn();
  const actor = createActor(orderConfirmationMachine.provide({ actors: { fetchOrder: fetchOrder.logic }, actions: { forgetOrder } }), { input: { number } }).start();
  return { actor, fetchOrder, forgetOrder };
}

describe('orderConfirmationMachine (issue 22 item 12)', () => {
  it('loads the order by the number of the URL and shows it', async () => {
    const { actor, fetchOrder } = setUp();
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('loading');
    expect(fetchOrder.last().input).toEqual({ number: '100031' });
    fetchOrder.last().resolve(ORDER);
    await flush();
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('ready');
    expect(selectConfirmedOrder(actor.getSnapshot())).toEqual(ORDER);
  });

  it("a 404 (unknown or another customer's number) is notFound; another failure offers a retry that asks again", async () => {
    const missing = setUp();
    missing.fetchOrder.last().reject(notFound);
    await flush();
    expect(selectOrderConfirmationStatus(missing.actor.getSnapshot())).toBe('notFound');

    const { actor, fetchOrder } = setUp();
    fetchOrder.last().reject(serverDown);
    await flush();
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('failure');
    expect(selectOrderConfirmationFailure(actor.getSnapshot())?.code).toBe('server');
    actor.send({ type: 'order.retry' });
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('loading');
    fetchOrder.last().resolve(ORDER);
    await flush();
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('ready');
    expect(selectOrderConfirmationFailure(actor.getSnapshot())).toBeNull();
    expect(fetchOrder.calls).toHaveLength(2);
  });

  it('a number that cannot be an order is not found without asking the server', () => {
    const { actor, fetchOrder } = setUp('../../etc');
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('notFound');
    expect(fetchOrder.calls).toHaveLength(0);
  });

  it('closing the panel (from loading or once shown) forgets the order once and shows nothing more', async () => {
    const early = setUp();
    early.actor.send({ type: 'confirmation.close' });
    expect(selectOrderConfirmationStatus(early.actor.getSnapshot())).toBe('closed');
    expect(early.fetchOrder.last().signal.aborted).toBe(true);
    expect(early.forgetOrder).toHaveBeenCalledExactlyOnceWith(expect.anything(), { number: '100031' });

    const { actor, fetchOrder, forgetOrder } = setUp();
    fetchOrder.last().resolve(ORDER);
    await flush();
    actor.send({ type: 'confirmation.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectOrderConfirmationStatus(actor.getSnapshot())).toBe('closed');
    expect(forgetOrder).toHaveBeenCalledTimes(1);
  });

  it('the default actor asks the API by number and leaving aborts it', async () => {
    vi.mocked(orderByNumber).mockResolvedValue(ORDER);
    const actor = createActor(orderConfirmationMachine, { input: { number: '100031' } }).start();
    await flush();
    expect(orderByNumber).toHaveBeenCalledWith('100031', expect.any(AbortSignal));
    expect(selectConfirmedOrder(actor.getSnapshot())).toEqual(ORDER);
    const { actor: leaving, fetchOrder } = setUp();
    const { signal } = fetchOrder.last();
    leaving.stop();
    expect(signal.aborted).toBe(true);
  });

  describe('model: every state and transition, with the load failing', () => {
    const events: ModelEvent<typeof orderConfirmationMachine, 'fetchOrder'>[] = [
      done('fetchOrder', ORDER),
      failed('fetchOrder', notFound),
      failed('fetchOrder', serverDown),
      { type: 'order.retry' },
      { type: 'confirmation.close' },
    ];
    // Two routes: a real number (the order loads, fails or is missing) and one that cannot be an order.
    const walks = (['100031', 'a/b'] as const).map((number) => {
      const model = transitionModel(orderConfirmationMachine, {
        input: { number },
        invokes: ['fetchOrder'],
        // closed is final: nothing more can happen to it.
        events: (snapshot) => (snapshot.status === 'done' ? [] : events),
        slice: (snapshot) => [snapshot.value, snapshot.context.order?.id ?? null, snapshot.context.failure?.code ?? null],
        eventKey: eventWithPayload,
      });
      return { number, paths: model.getShortestPaths() };
    });

    it('reaches loading, ready, notFound, failure and closed, and takes every transition', () =>
      expectEveryStateAndTransition(
        orderConfirmationMachine,
        walks.flatMap(({ paths }) => paths),
      ));

    for (const { number, paths } of walks) {
      for (const path of paths) {
        it(`${number}: ${describePath(path, eventWithPayload)}`, async () => {
          const { actor, fetchOrder, forgetOrder } = setUp(number);
          await testPath(path, (event) => performStep({ send: actor.send, fakes: { fetchOrder } }, event), {
            loading: () => expect(actor.getSnapshot().hasTag('loading')).toBe(true),
            ready: () => expect(selectConfirmedOrder(actor.getSnapshot())).toEqual(ORDER),
            notFound: () => expect(selectConfirmedOrder(actor.getSnapshot())).toBeNull(),
            failure: () => expect(selectOrderConfirmationFailure(actor.getSnapshot())?.code).toBe('server'),
            closed: () => expect(forgetOrder).toHaveBeenCalledExactlyOnceWith(expect.anything(), { number }),
          });
        });
      }
    }
  });
});
