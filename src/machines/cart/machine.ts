import { assign, emit, setup } from 'xstate';
import type { ProductKey } from '../../api/cart.ts';
import { dropFailedChange } from '../changeQueue.ts';
import { sameProduct } from '../productEntry.ts';
import { fromRequest } from '../fromRequest.ts';
import { conflictDetailOf, failureCodeOf, runCartOp, type CartFailureCode } from './actors.ts';
import { EMPTY_CART, isQuantityAllowed, shownLines, type CartAction, type CartOp, type CartState } from './lines.ts';

/**
 * The app-wide cart (part 1 §4 "Cart (optimistic)", §7 "Cart"), one per signed-in shopper.
 *
 * Events:
 * - `session.signedIn` / `session.signedOut` — the session's word (part 1 §4 "Session": the cart only when signed
 *   in, otherwise empty); the runtime sends the current one right after start. Signed in again (another account
 *   in another tab) starts over.
 * - `cart.add {product}`, `cart.remove {itemId}`, `cart.setQuantity {itemId, quantity}`, `cart.clear` — shown at
 *   once, then sent. A quantity below 1 (or not whole) is refused without a call.
 * - `cart.refresh` — the window regained focus: ask the server again so two tabs agree.
 *
 * Issue 26: a piece another order holds (or sold) is refused with 409. The change is rolled back like any failure,
 * the notice carries the server's words («Этот экземпляр уже зарезервирован») and the product is kept in `refused`,
 * so its cards and detail page say so at once instead of offering the cart again; focus (a refresh) forgets them, as
 * the lists may have moved on. More than the pieces left is refused with 400 naming `quantity` (`over-stock`).
 *
 * Changes go to the server one at a time, in order (a queue), and each answer — the whole cart — becomes the
 * confirmed state the remaining changes are shown over. So rapid sequences (two fast adds; add then remove before
 * the first answer) end exactly as the server has them, and a failure drops its own change only.
 *
 * Effects are emitted, not provided actions: the actor is app-wide and started before any screen, and several
 * screens (header, cart, catalogue, detail, comparison) live beside it; the runtime subscribes once
 * (`actor.on('failed' | 'removed', …)`) and turns codes into §8 toasts. A notice nobody hears loses nothing: the
 * lines themselves are always right.
 */

export type CartEvent =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'cart.add'; product: ProductKey }
  | { type: 'cart.remove'; itemId: number }
  | { type: 'cart.setQuantity'; itemId: number; quantity: number }
  | { type: 'cart.clear' }
  | { type: 'cart.refresh' };

/** A failed change: which one (for the §8 text) and why; a 409's `detail` is the server's own sentence. */
export interface CartFailure {
  action: CartAction;
  code: CartFailureCode;
  detail?: string;
}

export type CartNotice =
  /** The server confirmed a removal (part 1 §4 "Removal shows a toast"). */
  | { type: 'removed' }
  /** A change was rolled back, or a load failed. */
  | ({ type: 'failed' } & CartFailure);

const initialContext = () => ({ confirmed: EMPTY_CART, pending: [] as CartOp[], failure: null, nextStandIn: -1, refused: [] as ProductKey[] });

type CartContext = { confirmed: CartState; pending: CartOp[]; nextStandIn: number };

/** The line the shopper pointed at, among the lines shown (stand-ins included). */
const shownLine = (context: CartContext, itemId: number) => shownLines(context.confirmed, context.pending).find((line) => line.id === itemId);

/**
 * The change an event asks for, or null when there is none to make: an unknown line, a quantity below 1 or one the
 * line shows already, clearing an empty cart, a second refresh while one waits at the end of the queue.
 */
function changeOf(context: CartContext, event: CartEvent): CartOp | null {
  switch (event.type) {
    case 'cart.add':
      return { kind: 'add', product: event.product, standInId: context.nextStandIn };
    case 'cart.remove': {
      const line = shownLine(context, event.itemId);
      return line ? { kind: 'remove', product: line.product } : null;
    }
    case 'cart.setQuantity': {
      const line = shownLine(context, event.itemId);
      return line && isQuantityAllowed(event.quantity) && line.quantity !== event.quantity
        ? { kind: 'setQuantity', product: line.product, quantity: event.quantity }
        : null;
    }
    case 'cart.clear':
      return shownLines(context.confirmed, context.pending).length > 0 ? { kind: 'clear' } : null;
    case 'cart.refresh':
      return context.pending.at(-1)?.kind === 'load' ? null : { kind: 'load' };
    default:
      return null;
  }
}

export const cartMachine = setup({
  types: {
    context: {} as {
      /** The cart as the server last answered. */
      confirmed: CartState;
      /** Changes shown already but not yet answered, oldest first; the head is the one on its way. */
      pending: CartOp[];
      /** The last failure, until the next answer arrives. */
      failure: CartFailure | null;
      /** The next stand-in line id (negative, so it never meets a server id). */
      nextStandIn: number;
      /** Products the server refused as reserved or sold (409) since the last refresh (issue 26). */
      refused: ProductKey[];
    },
    events: {} as CartEvent,
    emitted: {} as CartNotice,
  },
  actors: {
    fetchCart: fromRequest<CartState>(({ signal }) => runCartOp({ kind: 'load' }, EMPTY_CART, undefined, signal)),
    sendChange: fromRequest<CartState, { op: CartOp; confirmed: CartState }>(({ input, signal }) =>
      runCartOp(input.op, input.confirmed, undefined, signal),
    ),
  },
  actions: {
    reset: assign(initialContext),
    enqueueChange: assign(({ context, event }) => {
      const op = changeOf(context, event);
      if (!op) return {};
      return { pending: [...context.pending, op], nextStandIn: op.kind === 'add' ? context.nextStandIn - 1 : context.nextStandIn };
    }),
    confirm: assign((_, confirmed: CartState) => ({ confirmed, failure: null })),
    confirmHead: assign(({ context }, confirmed: CartState) => ({ confirmed, pending: context.pending.slice(1), failure: null })),
    /** Rolls the failed change back and asks for the server's state after it (changeQueue.ts). */
    dropHead: assign(({ context }, error: unknown) => {
      const dropped = dropFailedChange(context.pending, failureCodeOf(error), { kind: 'load' as const });
      const detail = conflictDetailOf(error);
      return detail ? { ...dropped, failure: { ...dropped.failure, detail } } : dropped;
    }),
    /** Issue 26: the refused change's product is reserved or sold; its cards stop offering the cart. */
    noteRefused: assign(({ context }) => {
      const head = context.pending[0];
      if (!head || !('product' in head) || context.refused.some((product) => sameProduct(product, head.product))) return {};
      return { refused: [...context.refused, head.product] };
    }),
    forgetRefused: assign(({ context }) => (context.refused.length > 0 ? { refused: [] } : {})),
    failLoad: assign((_, error: unknown) => ({ failure: { action: 'load' as const, code: failureCodeOf(error) } })),
    notifyFailure: emit(({ context }) => ({
      type: 'failed' as const,
      action: context.failure?.action ?? 'load',
      code: context.failure?.code ?? 'unknown',
      ...(context.failure?.detail ? { detail: context.failure.detail } : {}),
    })),
    notifyRemoved: emit({ type: 'removed' as const }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isRemoving: ({ context }) => context.pending[0]?.kind === 'remove',
    isChange: ({ context, event }) => changeOf(context, event) !== null,
    isRefusal: (_, error: unknown) => failureCodeOf(error) === 'conflict',
  },
}).createMachine({
  id: 'cart',
  context: initialContext,
  initial: 'signedOut',
  states: {
    signedOut: {
      description: 'No cart: part 1 §4 loads it only for a signed-in shopper (a guest adding is the screen\'s business).',
      on: { 'session.signedIn': 'signedIn' },
    },
    signedIn: {
      initial: 'loading',
      exit: 'reset',
      on: {
        'session.signedOut': 'signedOut',
        'session.signedIn': { target: 'signedIn', reenter: true },
        'cart.add': { guard: 'isChange', actions: 'enqueueChange' },
        'cart.remove': { guard: 'isChange', actions: 'enqueueChange' },
        'cart.setQuantity': { guard: 'isChange', actions: 'enqueueChange' },
        'cart.clear': { guard: 'isChange', actions: 'enqueueChange' },
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'The first answer; changes made meanwhile wait in the queue, shown already.',
          invoke: {
            id: 'load',
            src: 'fetchCart',
            onDone: { target: 'ready', actions: { type: 'confirm', params: ({ event }) => event.output } },
            onError: { target: 'unavailable', actions: [{ type: 'failLoad', params: ({ event }: { event: { error: unknown } }) => event.error }, 'notifyFailure'] },
          },
        },
        unavailable: {
          description: 'The cart could not be loaded; focus asks again, and a change sent now brings the cart with its answer.',
          always: { guard: 'hasPending', target: 'ready' },
          on: { 'cart.refresh': 'loading' },
        },
        ready: {
          initial: 'settled',
          on: {
            // One load waiting at the end of the queue is enough, however often the window regains focus.
            'cart.refresh': { guard: 'isChange', actions: ['enqueueChange', 'forgetRefused'] },
          },
          states: {
            settled: {
              always: { guard: 'hasPending', target: 'sending' },
            },
            sending: {
              tags: ['busy'],
              description: 'The oldest change is on its way; each answer is the whole cart, taken as the server has it.',
              invoke: {
                id: 'sync',
                src: 'sendChange',
                input: ({ context }) => ({ op: context.pending[0] ?? { kind: 'load' }, confirmed: context.confirmed }),
                onDone: [
                  { guard: 'isRemoving', target: 'settled', actions: ['notifyRemoved', { type: 'confirmHead', params: ({ event }) => event.output }] },
                  { target: 'settled', actions: { type: 'confirmHead', params: ({ event }) => event.output } },
                ],
                onError: [
                  {
                    guard: { type: 'isRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
                    target: 'settled',
                    actions: ['noteRefused', { type: 'dropHead', params: ({ event }: { event: { error: unknown } }) => event.error }, 'notifyFailure'],
                  },
                  { target: 'settled', actions: [{ type: 'dropHead', params: ({ event }: { event: { error: unknown } }) => event.error }, 'notifyFailure'] },
                ],
              },
            },
          },
        },
      },
    },
  },
});
