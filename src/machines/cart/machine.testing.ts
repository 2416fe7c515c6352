import { createActor, fromPromise } from 'xstate';
import type { Cart, CartItem, ProductKey } from '../../api/cart.ts';
import { ApiError } from '../../api/errors.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { flush } from '../../../tests/support/machines/fakes.ts';
import { runCartOp, type CartCalls } from './actors.ts';
import { EMPTY_CART, type CartOp, type CartState } from './lines.ts';
import { cartMachine, type CartNotice } from './machine.ts';
import { selectCartLines } from './selectors.ts';

// What machine.test.ts shares between its tests: a cart server answered by hand and the machine started over it.

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
export const watch = (id: number): ProductKey => ({ kind: 'watch', id });

/**
 * A cart server the test answers by hand: each call waits until `answer()` (the change is made, the whole cart
 * returned) or `fail()` (nothing changes). Lines are watches; watch 9 is priced on request.
 */
export function cartServer(initial: [watchId: number, quantity: number][] = []) {
  const lines = new Map<number, { id: number; quantity: number }>();
  let nextLine = 41;
  for (const [watchId, quantity] of initial) lines.set(watchId, { id: nextLine++, quantity });
  const waiting: { change: () => void; call: ReturnType<typeof deferred<Cart>>; what: string }[] = [];
  const log: string[] = [];
  const cart = (): Cart => ({
    id: 5,
    items: [...lines].map(([watchId, line]): CartItem => ({ ...line, watch: makeWatch(watchId, watchId === 9 ? { price_usd: null, price_on_request: true } : { price_usd: '100.00' }) })),
    total_items: [...lines.values()].reduce((sum, line) => sum + line.quantity, 0),
  });
  const lineById = (itemId: number) => [...lines].find(([, line]) => line.id === itemId);
  const call = (what: string, change: () => void = () => {}) => {
    log.push(what);
    const pending = deferred<Cart>();
    waiting.push({ change, call: pending, what });
    return pending.promise;
  };
  const calls: CartCalls = {
    getCart: () => call('get'),
    addCartItem: (product) =>
      call(`add ${product.id}`, () => {
        const line = lines.get(product.id);
        lines.set(product.id, line ? { ...line, quantity: line.quantity + 1 } : { id: nextLine++, quantity: 1 });
      }),
    updateCartItem: (_, itemId, quantity) =>
      call(`set ${itemId}=${quantity}`, () => {
        const found = lineById(itemId);
        if (found) lines.set(found[0], { ...found[1], quantity });
      }),
    removeCartItem: (_, itemId) =>
      call(`remove ${itemId}`, () => {
        const found = lineById(itemId);
        if (found) lines.delete(found[0]);
      }),
    clearCart: () => call('clear', () => lines.clear()),
  };
  return {
    calls,
    log,
    waiting,
    flush,
    quantities: () => Object.fromEntries([...lines].map(([watchId, line]) => [watchId, line.quantity])),
    answer: async (override?: Cart) => {
      await flush();
      const next = waiting.shift();
      if (!next) throw new Error('no call is waiting');
      next.change();
      next.call.resolve(override ?? cart());
      await flush();
    },
    fail: async (error: unknown = serverDown) => {
      await flush();
      const next = waiting.shift();
      if (!next) throw new Error('no call is waiting');
      next.call.reject(error);
      await flush();
    },
  };
}

let stop: (() => void) | undefined;
/** Stops the actor the last `harness()` started (the test file calls it after each test). */
export const stopStartedActor = () => stop?.();

export function harness(initial: [number, number][] = []) {
  const server = cartServer(initial);
  const run = (op: CartOp, confirmed: CartState, signal: AbortSignal) => runCartOp(op, confirmed, server.calls, signal);
  const machine = cartMachine.provide({
    actors: {
      fetchCart: fromPromise<CartState>(({ signal }) => run({ kind: 'load' }, EMPTY_CART, signal)),
      sendChange: fromPromise<CartState, { op: CartOp; confirmed: CartState }>(({ input, signal }) => run(input.op, input.confirmed, signal)),
    },
  });
  const actor = createActor(machine).start();
  stop = () => actor.stop();
  const notices: CartNotice[] = [];
  actor.on('*', (notice) => notices.push(notice));
  const snapshot = () => actor.getSnapshot();
  const quantities = () => Object.fromEntries(selectCartLines(snapshot()).map((line) => [line.product.id, line.quantity]));
  const lineId = (watchId: number) => selectCartLines(snapshot()).find((line) => line.product.id === watchId)?.id ?? NaN;
  return { actor, server, notices, snapshot, quantities, lineId };
}

/** Signed in, the first load answered. */
export async function loaded(initial: [number, number][] = []) {
  const h = harness(initial);
  h.actor.send({ type: 'session.signedIn' });
  await h.server.answer();
  return h;
}
