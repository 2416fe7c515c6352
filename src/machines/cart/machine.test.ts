import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../api/cart.ts';
import { ApiError } from '../../api/errors.ts';
import { harness, loaded, stopStartedActor, watch } from './machine.testing.ts';
import { selectCartCount, selectCartFailure, selectCartLines, selectCartStatus, selectCartTotalUsd, selectIsCartBusy, selectIsInCart, selectRefusedProducts } from './selectors.ts';

afterEach(stopStartedActor);

describe('cartMachine (part 1 §4 "Cart (optimistic)")', () => {
  it('signed out there is no cart and no call; signing in loads GET /api/cart/0/', async () => {
    const h = harness([[1, 2]]);
    h.actor.send({ type: 'cart.add', product: watch(3) });
    expect(selectCartStatus(h.snapshot())).toBe('signedOut');
    expect(h.server.log).toEqual([]);
    h.actor.send({ type: 'session.signedIn' });
    expect(selectCartStatus(h.snapshot())).toBe('loading');
    await h.server.answer();
    expect(selectCartStatus(h.snapshot())).toBe('ready');
    expect(selectCartCount(h.snapshot())).toBe(2);
  });

  it('add raises the count at once and reverts on failure, with the "add" failure code', async () => {
    const h = await loaded([[1, 1]]);
    h.actor.send({ type: 'cart.add', product: watch(1) });
    h.actor.send({ type: 'cart.add', product: watch(2) });
    expect(selectCartCount(h.snapshot())).toBe(3);
    expect(selectIsInCart(h.snapshot(), 'watch', 2)).toBe(true);
    expect(selectIsCartBusy(h.snapshot())).toBe(true);
    await h.server.fail();
    await h.server.fail();
    expect(h.quantities()).toEqual({ 1: 1 });
    expect(selectIsInCart(h.snapshot(), 'watch', 2)).toBe(false);
    expect(h.notices).toEqual([
      { type: 'failed', action: 'add', code: 'server' },
      { type: 'failed', action: 'add', code: 'server' },
    ]);
    expect(selectCartFailure(h.snapshot())).toEqual({ action: 'add', code: 'server' });
  });

  it('a new product shows as a stand-in line (negative id, no fields) until its answer', async () => {
    const h = await loaded();
    h.actor.send({ type: 'cart.add', product: watch(4) });
    expect(selectCartLines(h.snapshot())).toEqual([{ id: -1, product: watch(4), quantity: 1, item: null }]);
    await h.server.answer();
    expect(selectCartLines(h.snapshot())[0]).toMatchObject({ id: 41, quantity: 1, item: { id: 4 } });
  });

  it('remove takes the line out at once, puts it back on failure, and notifies "removed" on success', async () => {
    const h = await loaded([
      [1, 1],
      [2, 3],
    ]);
    h.actor.send({ type: 'cart.remove', itemId: h.lineId(2) });
    expect(h.quantities()).toEqual({ 1: 1 });
    await h.server.fail();
    expect(h.quantities()).toEqual({ 1: 1, 2: 3 });
    expect(h.notices).toEqual([{ type: 'failed', action: 'remove', code: 'server' }]);
    await h.server.answer(); // the load that follows every failure (the server may have changed after all)
    expect(h.quantities()).toEqual({ 1: 1, 2: 3 });
    h.actor.send({ type: 'cart.remove', itemId: h.lineId(2) });
    await h.server.answer();
    expect(h.server.log.at(-1)).toBe('remove 42');
    expect(h.quantities()).toEqual({ 1: 1 });
    expect(h.notices.at(-1)).toEqual({ type: 'removed' });
  });

  it('a quantity below 1 or not whole is refused without a call; a failure restores the old value', async () => {
    const h = await loaded([[1, 2]]);
    for (const quantity of [0, -1, 1.5, Number.NaN, 2]) h.actor.send({ type: 'cart.setQuantity', itemId: h.lineId(1), quantity });
    expect(h.server.log).toEqual(['get']);
    h.actor.send({ type: 'cart.setQuantity', itemId: h.lineId(1), quantity: 7 });
    expect(h.quantities()).toEqual({ 1: 7 });
    await h.server.fail();
    expect(h.quantities()).toEqual({ 1: 2 });
    expect(h.notices).toEqual([{ type: 'failed', action: 'setQuantity', code: 'server' }]);
    await h.server.answer();
    h.actor.send({ type: 'cart.setQuantity', itemId: h.lineId(1), quantity: 1 });
    await h.server.answer();
    expect(h.server.quantities()).toEqual({ 1: 1 });
  });

  it('clear empties at once and restores on failure', async () => {
    const h = await loaded([
      [1, 1],
      [2, 1],
    ]);
    h.actor.send({ type: 'cart.clear' });
    expect(selectCartLines(h.snapshot())).toEqual([]);
    await h.server.fail();
    expect(h.quantities()).toEqual({ 1: 1, 2: 1 });
    expect(h.notices).toEqual([{ type: 'failed', action: 'clear', code: 'server' }]);
    await h.server.answer();
    h.actor.send({ type: 'cart.clear' });
    await h.server.answer();
    h.actor.send({ type: 'cart.clear' });
    expect(h.server.log).toEqual(['get', 'clear', 'get', 'clear']);
  });

  it('an answer with a line of no product is "item-without-product" and the change is rolled back', async () => {
    const h = await loaded([[1, 1]]);
    h.actor.send({ type: 'cart.add', product: watch(1) });
    await h.server.answer({ id: 5, items: [{ id: 41, quantity: 2 } as CartItem], total_items: 2 });
    expect(h.quantities()).toEqual({ 1: 1 });
    expect(h.notices).toEqual([{ type: 'failed', action: 'add', code: 'item-without-product' }]);
  });

  it('a failure after the server changed (a timeout) is put right by the load that follows', async () => {
    const h = await loaded([[1, 1]]);
    h.actor.send({ type: 'cart.add', product: watch(1) });
    await h.server.flush();
    h.server.waiting[0]?.change();
    await h.server.fail(new ApiError({ code: 'timeout', message: 'Request timeout. Please try again.' }));
    expect(h.quantities()).toEqual({ 1: 1 });
    await h.server.answer();
    expect(h.quantities()).toEqual({ 1: 2 });
    expect(h.server.quantities()).toEqual({ 1: 2 });
  });

  it('a failed load is "unavailable"; focus asks again', async () => {
    const h = harness([[1, 1]]);
    h.actor.send({ type: 'session.signedIn' });
    await h.server.fail(new ApiError({ code: 'network', message: 'Network error. Please check your connection.' }));
    expect(selectCartStatus(h.snapshot())).toBe('unavailable');
    expect(h.notices).toEqual([{ type: 'failed', action: 'load', code: 'network' }]);
    h.actor.send({ type: 'cart.refresh' });
    await h.server.answer();
    expect(selectCartStatus(h.snapshot())).toBe('ready');
    expect(h.quantities()).toEqual({ 1: 1 });
  });

  it('focus reloads once however often it comes, after the changes before it', async () => {
    const h = await loaded([[1, 1]]);
    h.actor.send({ type: 'cart.add', product: watch(1) });
    h.actor.send({ type: 'cart.refresh' });
    h.actor.send({ type: 'cart.refresh' });
    await h.server.answer();
    await h.server.answer();
    expect(h.server.log).toEqual(['get', 'add 1', 'get']);
    expect(h.quantities()).toEqual({ 1: 2 });
  });

  it('signing out empties the cart and abandons the call on its way', async () => {
    const h = await loaded([[1, 1]]);
    h.actor.send({ type: 'cart.add', product: watch(2) });
    h.actor.send({ type: 'session.signedOut' });
    expect(selectCartStatus(h.snapshot())).toBe('signedOut');
    expect(selectCartLines(h.snapshot())).toEqual([]);
    await h.server.answer();
    expect(selectCartLines(h.snapshot())).toEqual([]);
  });
});

describe('rapid sequences end in the server\'s state (answers settled by hand)', () => {
  it('two fast adds of one product: one line of 2, shown at once and kept', async () => {
    const h = await loaded();
    h.actor.send({ type: 'cart.add', product: watch(1) });
    h.actor.send({ type: 'cart.add', product: watch(1) });
    expect(h.quantities()).toEqual({ 1: 2 });
    await h.server.answer();
    expect(h.quantities()).toEqual({ 1: 2 });
    await h.server.answer();
    expect(h.server.quantities()).toEqual({ 1: 2 });
    expect(h.quantities()).toEqual(h.server.quantities());
  });

  it('two fast adds, the first failing: the second still lands, no phantom line', async () => {
    const h = await loaded();
    h.actor.send({ type: 'cart.add', product: watch(1) });
    h.actor.send({ type: 'cart.add', product: watch(1) });
    await h.server.fail();
    expect(h.quantities()).toEqual({ 1: 1 });
    await h.server.answer();
    expect(h.quantities()).toEqual(h.server.quantities());
  });

  it('add then remove before the first answer (a new product, by its stand-in): nothing left, on both sides', async () => {
    const h = await loaded();
    h.actor.send({ type: 'cart.add', product: watch(3) });
    h.actor.send({ type: 'cart.remove', itemId: h.lineId(3) });
    expect(selectCartLines(h.snapshot())).toEqual([]);
    await h.server.answer();
    expect(selectCartLines(h.snapshot())).toEqual([]);
    await h.server.answer();
    expect(h.server.log).toEqual(['get', 'add 3', 'remove 41']);
    expect(h.server.quantities()).toEqual({});
    expect(h.quantities()).toEqual({});
  });

  it('add then remove, the add failing: the remove needs no call; the server is asked again', async () => {
    const h = await loaded();
    h.actor.send({ type: 'cart.add', product: watch(3) });
    h.actor.send({ type: 'cart.remove', itemId: h.lineId(3) });
    await h.server.fail();
    await h.server.answer();
    expect(h.server.log).toEqual(['get', 'add 3', 'get']);
    expect(h.quantities()).toEqual({});
    expect(h.notices).toEqual([{ type: 'failed', action: 'add', code: 'server' }, { type: 'removed' }]);
  });

  it('quantity changes pressed quickly: the last one wins on both sides', async () => {
    const h = await loaded([[1, 1]]);
    for (const quantity of [2, 3, 4]) h.actor.send({ type: 'cart.setQuantity', itemId: h.lineId(1), quantity });
    await h.server.answer();
    await h.server.fail();
    await h.server.answer();
    expect(h.server.quantities()).toEqual({ 1: 4 });
    expect(h.quantities()).toEqual({ 1: 4 });
  });
});

describe('issue 26: a piece reserved or sold, more than is left', () => {
  const RESERVED = 'Этот экземпляр уже зарезервирован';

  it('an add refused with 409 is rolled back with the server\'s words; its cards say reserved until a refresh', async () => {
    const h = await loaded([[1, 1]]);
    h.actor.send({ type: 'cart.add', product: watch(3) });
    expect(h.quantities()).toEqual({ 1: 1, 3: 1 });
    await h.server.fail(new ApiError({ code: 'conflict', status: 409, detail: RESERVED, message: RESERVED }));
    expect(h.quantities()).toEqual({ 1: 1 });
    expect(h.notices).toEqual([{ type: 'failed', action: 'add', code: 'conflict', detail: RESERVED }]);
    expect(selectCartFailure(h.snapshot())).toEqual({ action: 'add', code: 'conflict', detail: RESERVED });
    expect(selectRefusedProducts(h.snapshot())).toEqual([watch(3)]);
    // The server is asked again (part 1 §4), and the answer does not forget the refusal; focus does.
    await h.server.answer();
    expect(selectRefusedProducts(h.snapshot())).toEqual([watch(3)]);
    h.actor.send({ type: 'cart.refresh' });
    expect(selectRefusedProducts(h.snapshot())).toEqual([]);
  });

  it('a quantity past the pieces left (400 naming quantity) is rolled back as over-stock', async () => {
    const h = await loaded([[1, 2]]);
    h.actor.send({ type: 'cart.setQuantity', itemId: h.lineId(1), quantity: 3 });
    await h.server.fail(new ApiError({ code: 'validation', status: 400, message: 'Invalid request.', errors: { quantity: ['Only 2 left.'] } }));
    expect(h.quantities()).toEqual({ 1: 2 });
    expect(h.notices).toEqual([{ type: 'failed', action: 'setQuantity', code: 'over-stock' }]);
    expect(selectRefusedProducts(h.snapshot())).toEqual([]);
  });
});

describe('cart selectors', () => {
  it('the total is Σ price × quantity in USD, lines priced on request left out', async () => {
    const h = await loaded([
      [1, 2],
      [9, 1],
    ]);
    expect(selectCartTotalUsd(h.snapshot())).toBe(200);
    expect(selectCartCount(h.snapshot())).toBe(3);
    expect(selectIsInCart(h.snapshot(), 'watch', 9)).toBe(true);
    expect(selectIsInCart(h.snapshot(), 'bag', 9)).toBe(false);
  });

  it('lines are one array per snapshot context (stable for useSelector)', async () => {
    const h = await loaded([[1, 1]]);
    expect(selectCartLines(h.snapshot())).toBe(selectCartLines(h.snapshot()));
  });
});
