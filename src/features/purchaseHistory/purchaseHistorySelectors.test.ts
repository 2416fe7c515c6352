import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { Order, OrdersPage } from '../../api/orders.ts';
import { purchaseHistoryMachine } from '../../machines/purchaseHistoryMachine.ts';
import { selectPurchaseHistoryProps, type HistoryWords } from './purchaseHistorySelectors.ts';

const words: HistoryWords = { pickup: (city) => `Самовывоз: ${city}`, loadFailed: 'Не удалось загрузить историю покупок' };
const product = (id: number, name: string) => ({ id, model_name: name, reference: `R-${id}`, brand: { id: 1, name: 'Rolex' }, price_usd: '900.00', photos: [] });
const ORDER = {
  id: 7,
  order_number: '№100007',
  status: 'confirmed',
  created_at: '2026-11-27T07:00:00Z',
  subtotal: '2000.00',
  discount: '200.00',
  delivery_cost: '0.00',
  total_price: '1800.00',
  items_count: 3,
  pickup_city: { id: 2, name: 'Дубай' },
  address: null,
  items: [
    { id: 1, quantity: 2, price: '1000.00', watch: product(42, 'Submariner') },
    { id: 2, quantity: 1, price: null, jewelry: product(5, 'Love') },
  ],
} as unknown as Order;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function started(answer: () => Promise<OrdersPage>) {
  const actor = createActor(purchaseHistoryMachine.provide({ actors: { fetchOrders: fromPromise(answer) } }), { input: {} }).start();
  stop = () => actor.stop();
  return actor;
}

describe('/purchase-history view data (part 2 §2, §3, §8)', () => {
  it('cards with the number without its №, the money as numbers, the pickup city, each line with its product and price', async () => {
    const actor = started(async () => ({ count: 1, next: '/api/orders/?page=2', results: [ORDER] }));
    expect(selectPurchaseHistoryProps(actor.getSnapshot(), words).state).toBe('loading');
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const view = selectPurchaseHistoryProps(actor.getSnapshot(), words);
    expect(view).toMatchObject({ state: 'list', hasMore: true, filtered: false });
    expect(view.orders[0]).toMatchObject({ id: 7, number: '100007', status: 'confirmed', subtotalUsd: 2000, discountUsd: 200, totalUsd: 1800, destination: 'Самовывоз: Дубай', cancellable: true, expanded: false });
    expect(view.orders[0]?.items).toEqual([
      { key: '1', href: '/product/42', imageUrl: null, brand: 'Rolex', model: 'Submariner', quantity: 2, priceUsd: '1000.00' },
      // Part 2 §3: the price falls back to the product's price_usd.
      { key: '2', href: '/jewelry/5', imageUrl: null, brand: 'Rolex', model: 'Love', quantity: 1, priceUsd: '900.00' },
    ]);
    actor.send({ type: 'order.toggle', id: 7 });
    expect(selectPurchaseHistoryProps(actor.getSnapshot(), words).orders[0]?.expanded).toBe(true);
  });

  it('an order with a line on request: the line has no price and the total is marked preliminary (issue 22 item 1)', async () => {
    const onRequest = {
      ...ORDER,
      total_is_preliminary: true,
      items: [{ id: 3, quantity: 1, price: null, bag: { ...product(9, 'Serpenti'), price_usd: null } }],
    } as unknown as Order;
    const priced = { ...ORDER, id: 8, total_is_preliminary: false } as unknown as Order;
    const actor = started(async () => ({ count: 2, next: null, results: [onRequest, priced] }));
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const [first, second] = selectPurchaseHistoryProps(actor.getSnapshot(), words).orders;
    expect(first).toMatchObject({ preliminary: true, totalUsd: 1800 });
    expect(first?.items).toEqual([expect.objectContaining({ key: '3', priceUsd: null })]);
    expect(second?.preliminary).toBe(false);
  });

  it('issue 26: a cancelled order says why (its hold ran out), a pending one until when it holds its pieces', async () => {
    const expired = { ...ORDER, id: 9, status: 'cancelled', cancel_reason: 'hold_expired', hold_until: null } as unknown as Order;
    const pending = { ...ORDER, id: 10, status: 'pending', cancel_reason: null, hold_until: '2026-11-29T07:00:00Z' } as unknown as Order;
    const confirmed = { ...ORDER, id: 11, cancel_reason: null, hold_until: null } as unknown as Order;
    const actor = started(async () => ({ count: 3, next: null, results: [expired, pending, confirmed] }));
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    const cards = selectPurchaseHistoryProps(actor.getSnapshot(), words).orders.map(({ id, cancelReason, holdUntil }) => ({ id, cancelReason, holdUntil }));
    expect(cards).toEqual([
      { id: 9, cancelReason: 'hold_expired', holdUntil: null },
      { id: 10, cancelReason: null, holdUntil: '2026-11-29T07:00:00Z' },
      { id: 11, cancelReason: null, holdUntil: null },
    ]);
  });

  it('no orders is the empty state; a failure shows the server\'s words, else the fallback sentence', async () => {
    const empty = started(async () => ({ count: 0, next: null, results: [] }));
    await waitFor(empty, (s) => s.matches({ list: 'ready' }));
    expect(selectPurchaseHistoryProps(empty.getSnapshot(), words).state).toBe('empty');
    stop?.();
    const failing = started(async () => {
      throw new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });
    });
    await waitFor(failing, (s) => s.matches({ list: 'failure' }));
    expect(selectPurchaseHistoryProps(failing.getSnapshot(), words)).toMatchObject({ state: 'failure', errorMessage: 'Не удалось загрузить историю покупок' });
  });
});
