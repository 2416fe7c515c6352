import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alreadyMoved, FIRST_PAGE, manageOrder, NOW, setUpOrder, setUpQueue } from '../../machines/manage/manageOrder.testing.ts';
import { orderPageDataOf, selectOrderPageProps, selectOrdersQueueProps } from './manageSelectors.ts';

describe('manage selectors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('draws the queue: rows with their hold, the moves their status allows, a refused move on its row', async () => {
    const { actor, step } = setUpQueue();
    await step({ type: 'xstate.done.actor.orders', output: FIRST_PAGE });
    const props = selectOrdersQueueProps(actor.getSnapshot());
    expect(props).toMatchObject({ state: 'ready', count: 30, hasMore: true, filtered: false, busy: false, cancel: { number: null } });
    expect(props.rows[0]).toMatchObject({ number: '100002', href: '/manage/orders/2', customer: 'Анна Соколова', pieces: 'Rolex Submariner Date', hold: { minutes: 312, urgent: false }, canConfirm: true, canCancel: true, moving: false });
    expect(props.rows[1]).toMatchObject({ status: 'confirmed', hold: null, canConfirm: false, canCancel: true });
    // Same snapshot, same rows: shallowEqual sees no change.
    expect(selectOrdersQueueProps(actor.getSnapshot()).rows).toBe(props.rows);
    await step({ type: 'order.confirm', id: 2 });
    expect(selectOrdersQueueProps(actor.getSnapshot()).rows[0]).toMatchObject({ status: 'confirmed', moving: true, canConfirm: false });
    await step({ type: 'xstate.error.actor.move', error: alreadyMoved });
    expect(selectOrdersQueueProps(actor.getSnapshot()).rows[0]).toMatchObject({ status: 'pending', refused: { action: 'confirm', error: { detail: 'Заказ уже подтверждён' } } });
    await step({ type: 'cancel.ask', id: 2 });
    expect(selectOrdersQueueProps(actor.getSnapshot()).cancel).toEqual({ number: '100002', reason: '', missing: false });
  });

  it('draws an order: customer, pieces with their shop links, pickup, history, and the moves of its status', async () => {
    const { actor, step } = setUpOrder(2);
    await step({ type: 'xstate.done.actor.order', output: manageOrder(2) });
    const props = selectOrderPageProps(actor.getSnapshot());
    expect(props.moves).toEqual(['confirm', 'cancel']);
    expect(props.order).toMatchObject({
      number: '100002',
      customer: { name: 'Анна Соколова', phone: '+79161234567', email: 'anna@example.com' },
      items: [{ href: '/product/12', brand: 'Rolex', model: 'Submariner Date', quantity: 1, priceUsd: '14500.00' }],
      delivery: 'pickup',
      place: 'Москва',
      history: [{ from: null, to: 'pending', by: 'customer', actor: null }],
    });
    expect(orderPageDataOf(manageOrder(3, { delivery_method: 'delivery', pickup_city: null, address: 'Дубай, Marina 5', items: [{ id: 1, quantity: 1, price: null, bag: { id: 4, model_name: 'Birkin 30', reference: 'BK30', brand: { id: 7, name: 'Hermès' }, price_usd: null, photos: [] } }] }), NOW)).toMatchObject({
      place: 'Дубай, Marina 5',
      items: [{ href: '/bag/4', priceUsd: null }],
    });
  });
});
