import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alreadyMoved, manageOrder, notFound, NOW, setUpOrder } from './manageOrder.testing.ts';
import { selectIsAskingReason, selectIsMoving, selectManageOrder, selectManageOrderStatus } from './manageOrderMachine.ts';

/** An order's page in the back office (issue 27): its moves, shown at once and rolled back with the server's words. */
describe('manageOrderMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for its order, then offers only the moves its status allows', async () => {
    const { actor, fetchOrder, moveOrder, step } = setUpOrder(2);
    expect(fetchOrder.last().input).toEqual({ id: 2 });
    await step({ type: 'xstate.done.actor.order', output: manageOrder(2, { status: 'shipped', hold_until: null }) });
    expect(selectManageOrderStatus(actor.getSnapshot())).toBe('ready');
    // A shipped order can be delivered, not confirmed: the refused move sends nothing.
    await step({ type: 'order.move', action: 'confirm' });
    expect(moveOrder.calls).toHaveLength(0);
    await step({ type: 'order.move', action: 'deliver' });
    expect(selectIsMoving(actor.getSnapshot())).toBe(true);
    expect(selectManageOrder(actor.getSnapshot())?.status).toBe('delivered');
    expect(moveOrder.last().input).toEqual({ id: 2, action: 'deliver' });
  });

  it('rolls a refused confirm back and keeps the server\'s words until dismissed', async () => {
    const { actor, step } = setUpOrder(2);
    await step({ type: 'xstate.done.actor.order', output: manageOrder(2) });
    await step({ type: 'order.move', action: 'confirm' });
    expect(selectManageOrder(actor.getSnapshot())?.status).toBe('confirmed');
    await step({ type: 'xstate.error.actor.move', error: alreadyMoved });
    expect(selectManageOrder(actor.getSnapshot())?.status).toBe('pending');
    expect(actor.getSnapshot().context.refused).toMatchObject({ id: 2, action: 'confirm', failure: { code: 'conflict', detail: 'Заказ уже подтверждён' } });
    await step({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.refused).toBeNull();
  });

  it('cancels only with a reason, sent trimmed', async () => {
    const { actor, moveOrder, step } = setUpOrder(2);
    await step({ type: 'xstate.done.actor.order', output: manageOrder(2) });
    await step({ type: 'cancel.ask' });
    expect(selectIsAskingReason(actor.getSnapshot())).toBe(true);
    await step({ type: 'cancel.submit' });
    expect(actor.getSnapshot().context.reasonMissing).toBe(true);
    expect(moveOrder.calls).toHaveLength(0);
    await step({ type: 'reason.change', value: '  Покупатель передумал ' });
    await step({ type: 'cancel.submit' });
    expect(moveOrder.last().input).toEqual({ id: 2, action: 'cancel', reason: 'Покупатель передумал' });
  });

  it('says "not found" for an order that does not exist', async () => {
    const { actor, step } = setUpOrder(404);
    await step({ type: 'xstate.error.actor.order', error: notFound });
    expect(selectManageOrderStatus(actor.getSnapshot())).toBe('notFound');
  });
});
