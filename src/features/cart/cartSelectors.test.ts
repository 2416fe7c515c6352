import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart } from '../../api/cart.ts';
import { ApiError } from '../../api/errors.ts';
import { cartStateOf, type CartOp, type CartState } from '../../machines/cart/lines.ts';
import { cartMachine } from '../../machines/cart/machine.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { makeBag } from '../../../tests/support/shopFixtures.ts';
import { selectCartPageProps } from './cartSelectors.ts';

const cart: Cart = {
  id: 5,
  items: [
    { id: 11, quantity: 2, watch: makeWatch(42, { price_usd: '14950.00' }) },
    { id: 12, quantity: 1, bag: makeBag(4) },
    { id: 13, quantity: 1, watch: makeWatch(7, { price_usd: null, price_on_request: true }) },
  ],
  total_items: 4,
};

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function start(load: () => Promise<CartState>, send: (op: CartOp) => Promise<CartState> = load) {
  const actor = createActor(
    cartMachine.provide({
      actors: {
        fetchCart: fromPromise<CartState>(() => load()),
        sendChange: fromPromise<CartState, { op: CartOp; confirmed: CartState }>(({ input }) => send(input.op)),
      },
    }),
  ).start();
  stop = () => actor.stop();
  return actor;
}

describe('/cart view data (part 1 §2.8, §9)', () => {
  it('a guest sees the sign-in prompt; the first load shows skeletons', async () => {
    const answer = deferred<CartState>();
    const actor = start(() => answer.promise);
    expect(selectCartPageProps(actor.getSnapshot()).state).toBe('signedOut');
    actor.send({ type: 'session.signedIn' });
    expect(selectCartPageProps(actor.getSnapshot())).toMatchObject({ state: 'loading', lines: [] });
    answer.resolve(cartStateOf({ id: 5, items: [], total_items: 0 }));
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectCartPageProps(actor.getSnapshot()).state).toBe('empty');
  });

  it('draws each line with its product link, price or "price on request", and totals Σ price × quantity', async () => {
    const actor = start(async () => cartStateOf(cart));
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    const view = selectCartPageProps(actor.getSnapshot());
    expect(view.state).toBe('list');
    expect(view.lines.map(({ id, kind, href, quantity, busy }) => ({ id, kind, href, quantity, busy }))).toEqual([
      { id: 11, kind: 'watch', href: '/product/42', quantity: 2, busy: false },
      { id: 12, kind: 'bag', href: '/bag/4', quantity: 1, busy: false },
      { id: 13, kind: 'watch', href: '/product/7', quantity: 1, busy: false },
    ]);
    expect(view.lines[1]).toMatchObject({ brand: 'Hermès', model: 'Birkin 4', reference: 'BAG-4', priceUsd: '28500.00', imageUrl: '/media/bags/4.t.svg' });
    expect(view.lines[2]).toMatchObject({ priceUsd: null, priceOnRequest: true });
    // 2 × 14 950 + 28 500; the piece priced on request is left out.
    expect(view.totalUsd).toBe(58400);
    // Issue 26: each line says whether it can still be had and how many are left.
    expect(view.lines[0]).toMatchObject({ availability: 'available', availableQuantity: 1 });
    // The same snapshot twice gives the same lines: shallowEqual sees no change.
    expect(selectCartPageProps(actor.getSnapshot()).lines).toBe(view.lines);
  });

  it('issue 26: a reserved or sold line says so; a bag with pieces left says how many', async () => {
    const actor = start(async () =>
      cartStateOf({
        id: 5,
        items: [
          { id: 11, quantity: 1, watch: makeWatch(42, { availability: 'reserved', available_quantity: 0 }) },
          { id: 12, quantity: 1, bag: makeBag(4, { available_quantity: 3 }) },
        ],
        total_items: 2,
      }),
    );
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectCartPageProps(actor.getSnapshot()).lines.map(({ id, availability, availableQuantity }) => ({ id, availability, availableQuantity }))).toEqual([
      { id: 11, availability: 'reserved', availableQuantity: 0 },
      { id: 12, availability: 'available', availableQuantity: 3 },
    ]);
  });

  it('a line whose change is on its way is busy; a failed load is the failure state', async () => {
    const change = deferred<CartState>();
    let loads = 0;
    const actor = start(
      async () => {
        loads += 1;
        if (loads === 1) return cartStateOf(cart);
        throw new ApiError({ code: 'server', status: 500, message: 'down' });
      },
      () => change.promise,
    );
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'cart.setQuantity', itemId: 12, quantity: 3 });
    const busy = selectCartPageProps(actor.getSnapshot());
    expect(busy.lines.find((line) => line.id === 12)).toMatchObject({ quantity: 3, busy: true });
    expect(busy.lines.find((line) => line.id === 11)?.busy).toBe(false);
    change.resolve(cartStateOf(cart));
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'settled' } }));

    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'unavailable' }));
    expect(selectCartPageProps(actor.getSnapshot()).state).toBe('failure');
  });
});
