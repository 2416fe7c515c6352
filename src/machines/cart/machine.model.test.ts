import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { shownLines, type CartLine, type CartOp, type CartState } from './lines.ts';
import { cartMachine, type CartNotice } from './machine.ts';
import { selectCartLines, selectCartStatus, selectIsCartBusy } from './selectors.ts';

/**
 * Every state and transition of the cart, with a failure injected on every call (the first load and each queued
 * change). The server's answer to a change is the lines shown with that change applied (stand-ins become line 41
 * with their fields), so the model's snapshots are the live actor's. At most one change waits, which already takes
 * every transition; the model's state is the state value, the kinds queued, the number of confirmed lines and of
 * products refused. Issue 26: a 409 is injected on every change too (rolled back, the product kept as refused, the
 * server's words in the notice).
 */
type Event = ModelEvent<typeof cartMachine, 'load' | 'sync'>;
type Snapshot = ReturnType<typeof cartMachine.getInitialSnapshot>;

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
/** Issue 26: the piece is reserved by another order (409, the server's words). */
const reserved = new ApiError({ code: 'conflict', status: 409, detail: 'Этот экземпляр уже зарезервирован', message: 'Этот экземпляр уже зарезервирован' });
const ONE_LINE: CartState = { id: 5, lines: [{ id: 41, product: { kind: 'watch', id: 1 }, quantity: 1, item: makeWatch(1) }] };

/** The whole cart the server answers once `op` is made over `confirmed`. */
function answerTo(confirmed: CartState, op: CartOp | undefined): CartState {
  if (!op || op.kind === 'load') return ONE_LINE;
  const lines = shownLines(confirmed, [op]).map((line): CartLine => (line.item ? line : { ...line, id: 41, item: makeWatch(line.product.id) }));
  return { id: 5, lines };
}

const model = transitionModel(cartMachine, {
  invokes: ['load', 'sync'],
  slice: (snapshot) => [snapshot.value, snapshot.context.pending.map((op) => op.kind), snapshot.context.confirmed.lines.length, snapshot.context.refused.length],
  filterEvents: (snapshot, event) => !event.type.startsWith('cart.') || event.type === 'cart.refresh' || snapshot.context.pending.length === 0,
  events: (snapshot: Snapshot): Event[] => {
    const line = selectCartLines(snapshot)[0];
    return [
      { type: 'session.signedIn' },
      { type: 'session.signedOut' },
      { type: 'cart.add', product: { kind: 'watch', id: 1 } },
      ...(line
        ? [{ type: 'cart.remove' as const, itemId: line.id }, { type: 'cart.setQuantity' as const, itemId: line.id, quantity: line.quantity + 1 }]
        : []),
      { type: 'cart.clear' },
      { type: 'cart.refresh' },
      done('load', ONE_LINE),
      failed('load', serverDown),
      done('sync', answerTo(snapshot.context.confirmed, snapshot.context.pending[0])),
      failed('sync', serverDown),
      failed('sync', reserved),
    ];
  },
});
const paths = model.getShortestPaths();

describe('cartMachine model: every state and transition, a failure on every call', () => {
  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(cartMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const load = fakeRequest<CartState>();
      const sync = fakeRequest<CartState, { op: CartOp; confirmed: CartState }>();
      const actor = createActor(cartMachine.provide({ actors: { fetchCart: load.logic, sendChange: sync.logic } })).start();
      const notices: CartNotice[] = [];
      actor.on('*', (notice) => notices.push(notice));
      await testPath(path, (event) => performStep({ send: actor.send, fakes: { load, sync } }, event), {
        signedOut: () => expect(selectCartLines(actor.getSnapshot())).toEqual([]),
        'signedIn.loading': () => expect(selectCartStatus(actor.getSnapshot())).toBe('loading'),
        'signedIn.ready.sending': () => expect(selectIsCartBusy(actor.getSnapshot())).toBe(true),
        'signedIn.ready.settled': () => expect(actor.getSnapshot().context.pending).toEqual([]),
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      // Stand-in ids depend on how many adds came before, which the model's slice leaves out.
      const shown = (snapshot: Snapshot) => selectCartLines(snapshot).map((line) => [line.product, line.quantity]);
      expect(shown(actor.getSnapshot())).toEqual(shown(path.state));
      const failures = path.steps.filter((step) => step.event.type.startsWith('xstate.error.actor')).length;
      expect(notices.filter((notice) => notice.type === 'failed')).toHaveLength(failures);
      const refusals = notices.filter((notice) => notice.type === 'failed' && notice.code === 'conflict');
      expect(refusals.every((notice) => notice.type === 'failed' && notice.detail === 'Этот экземпляр уже зарезервирован')).toBe(true);
      expect(refusals).toHaveLength(path.steps.filter((step) => step.event.type === 'xstate.error.actor.sync' && 'error' in step.event && step.event.error === reserved).length);
      actor.stop();
    });
  }
});
