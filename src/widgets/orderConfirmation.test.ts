import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Order } from '../api/orders.ts';
import { orderConfirmationMachine } from '../machines/orderConfirmationMachine.ts';
import { CONFIRMATION_CONTACTS } from '../domain/orderConfirmation.ts';
import { selectOrderConfirmationProps } from './orderConfirmation.ts';

const base = {
  id: 31,
  order_number: '№100031',
  first_name: 'Анна',
  phone: '+79161234567',
  email: 'anna@example.com',
  items_count: 3,
} as const;
const PICKUP = { ...base, delivery_method: 'pickup', pickup_city: { id: 2, name: 'Дубай' }, address: null } as unknown as Order;
const DELIVERY = { ...base, delivery_method: 'delivery', pickup_city: null, address: '24 Rue du Faubourg Saint-Honoré, Paris, 75008, FR' } as unknown as Order;

async function loaded(order: Order) {
  const actor = createActor(orderConfirmationMachine.provide({ actors: { fetchOrder: fromPromise(async () => order) } }), { input: { number: '100031' } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  return actor.getSnapshot();
}

describe('orderConfirmation selectors (issue 22 item 12)', () => {
  it('pickup: the number without №, the name, the phone the manager calls and the boutique of the city in the page language', async () => {
    const snapshot = await loaded(PICKUP);
    expect(selectOrderConfirmationProps(snapshot, 'ru')).toEqual({
      state: 'ready',
      number: '100031',
      order: { name: 'Анна', phone: '+7 916 123-45-67', email: 'anna@example.com', itemsCount: 3, receipt: { method: 'pickup', city: 'Дубай', address: 'Дубай, The Dubai Mall' } },
    });
    expect(selectOrderConfirmationProps(snapshot, 'en').order?.receipt).toEqual({ method: 'pickup', city: 'Дубай', address: 'The Dubai Mall, Dubai' });
  });

  it('delivery: the address the order goes to', async () => {
    const snapshot = await loaded(DELIVERY);
    expect(selectOrderConfirmationProps(snapshot, 'ru').order?.receipt).toEqual({ method: 'delivery', address: '24 Rue du Faubourg Saint-Honoré, Paris, 75008, FR' });
  });

  it('while loading: the number of the URL and no order; the contacts dial the boutique', () => {
    const actor = createActor(orderConfirmationMachine.provide({ actors: { fetchOrder: fromPromise(() => new Promise<Order>(() => {})) } }), { input: { number: '№100031' } }).start();
    expect(selectOrderConfirmationProps(actor.getSnapshot(), 'ru')).toEqual({ state: 'loading', number: '100031', order: null });
    expect(CONFIRMATION_CONTACTS.phoneHref).toBe('tel:+74951204545');
    actor.stop();
  });
});
