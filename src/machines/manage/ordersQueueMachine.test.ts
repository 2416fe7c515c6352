import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLeft, moveBody, withMove } from './manageOrderRules.ts';
import { alreadyMoved, FIRST_PAGE, manageOrder, NOW, page, REFRESHED, setUpQueue } from './manageOrder.testing.ts';
import { selectIsFiltered, selectQueueOrders } from './ordersQueueMachine.ts';
import { queueQueryOf } from './ordersQueueQuery.ts';

describe('the back office order rules', () => {
  it('counts a pending hold down in whole minutes, red under an hour, nothing once confirmed', () => {
    expect(holdLeft(manageOrder(1), NOW)).toEqual({ minutes: 5 * 60 + 12, urgent: false });
    expect(holdLeft(manageOrder(1), NOW + 5 * 3_600_000 - 60_000)).toEqual({ minutes: 13, urgent: true });
    expect(holdLeft(manageOrder(1), NOW + 6 * 3_600_000)).toEqual({ minutes: 0, urgent: true });
    expect(holdLeft(manageOrder(1, { status: 'confirmed', hold_until: null }), NOW)).toBeNull();
  });

  it('shows a move at once and sends a reason only with a cancel', () => {
    expect(withMove(manageOrder(1), { id: 1, action: 'confirm' })).toMatchObject({ status: 'confirmed', hold_until: null });
    expect(withMove(manageOrder(1), { id: 2, action: 'confirm' }).status).toBe('pending');
    expect(moveBody({ id: 1, action: 'confirm', reason: 'x' })).toEqual({ action: 'confirm' });
    expect(moveBody({ id: 1, action: 'cancel', reason: 'Нет в наличии' })).toEqual({ action: 'cancel', reason: 'Нет в наличии' });
  });

  it('asks the API for a status, a hold expiring within 6 h and a trimmed search', () => {
    expect(queueQueryOf({ filter: 'all', search: ' ', page: 1, pageSize: 20 })).toEqual({ page: 1, page_size: 20 });
    expect(queueQueryOf({ filter: 'expiring', search: '', page: 1, pageSize: 20 })).toEqual({ page: 1, page_size: 20, status: 'pending', expiring_within_hours: 6 });
    expect(queueQueryOf({ filter: 'shipped', search: ' 100002 ', page: 2, pageSize: 20 })).toEqual({ page: 2, page_size: 20, status: 'shipped', search: '100002' });
  });
});

describe('ordersQueueMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('confirms at one tap: the row shows confirmed at once, and goes back to pending with the server\'s words on a 409', async () => {
    const { actor, moveOrder, step } = setUpQueue();
    await step({ type: 'xstate.done.actor.orders', output: FIRST_PAGE });
    await step({ type: 'order.confirm', id: 2 });
    expect(selectQueueOrders(actor.getSnapshot()).find((order) => order.id === 2)?.status).toBe('confirmed');
    expect(moveOrder.last().input).toEqual({ id: 2, action: 'confirm' });
    await step({ type: 'xstate.error.actor.move', error: alreadyMoved });
    expect(selectQueueOrders(actor.getSnapshot()).find((order) => order.id === 2)?.status).toBe('pending');
    expect(actor.getSnapshot().context.refused).toMatchObject({ id: 2, action: 'confirm', failure: { code: 'conflict', detail: 'Заказ уже подтверждён' } });
  });

  it('cancels only with a reason', async () => {
    const { actor, moveOrder, step } = setUpQueue();
    await step({ type: 'xstate.done.actor.orders', output: FIRST_PAGE });
    await step({ type: 'cancel.ask', id: 2 });
    await step({ type: 'reason.change', value: '   ' });
    await step({ type: 'cancel.submit' });
    expect(actor.getSnapshot().context.reasonMissing).toBe(true);
    expect(moveOrder.calls).toHaveLength(0);
    await step({ type: 'reason.change', value: ' Покупатель передумал ' });
    await step({ type: 'cancel.submit' });
    expect(moveOrder.last().input).toEqual({ id: 2, action: 'cancel', reason: 'Покупатель передумал' });
    expect(selectQueueOrders(actor.getSnapshot())[0]).toMatchObject({ id: 2, status: 'cancelled', hold_until: null });
  });

  it('asks again every 15 s for every page shown, and a refresh keeps a move on its way laid over the new answer', async () => {
    const { actor, fetchOrders, step } = setUpQueue();
    await step({ type: 'xstate.done.actor.orders', output: FIRST_PAGE });
    await step({ type: 'order.confirm', id: 2 });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchOrders.calls).toHaveLength(2);
    fetchOrders.last().resolve(REFRESHED);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectQueueOrders(actor.getSnapshot()).map((order) => [order.id, order.status])).toEqual([
      [3, 'pending'],
      [2, 'confirmed'],
      [1, 'confirmed'],
    ]);
  });

  it('waits 400 ms after the last keystroke before searching, and says when the list is filtered', async () => {
    const { actor, fetchOrders, step } = setUpQueue();
    await step({ type: 'xstate.done.actor.orders', output: page([]) });
    actor.send({ type: 'search.change', value: 'Сок' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'search.change', value: 'Соколова' });
    await vi.advanceTimersByTimeAsync(399);
    expect(fetchOrders.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOrders.calls).toHaveLength(2);
    expect(fetchOrders.last().input.search).toBe('Соколова');
    expect(selectIsFiltered(actor.getSnapshot())).toBe(true);
  });
});
