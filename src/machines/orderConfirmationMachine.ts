import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { orderByNumber, type Order } from '../api/orders.ts';
import { fromRequest } from './fromRequest.ts';
import { unprovided } from './helpers.ts';

export type OrderConfirmationInput = {
  /** The order number the URL carries (`/checkout/success/:number`). */
  number: string;
};

export type OrderConfirmationContext = {
  /** The order number the URL carries. */
  number: string;
  /** The order as the server keeps it, once loaded. */
  order: Order | null;
  /** Why the last load failed (a 404 leads to notFound instead). */
  failure: ApiFailure | null;
};

export type OrderConfirmationEvent = { type: 'order.retry' } | { type: 'confirmation.close' };

/**
 * The panel on /purchase-history (spec part 2 §4: checkout goes there): closing it forgets the just-placed order
 * (the screen replaces history.state so a reload after closing does not show it again).
 */
const forgetOrder: (_: unknown, params: { number: string }) => void = unprovided('orderConfirmationMachine', 'forgetOrder');

/** A number the contract accepts (openapi.yaml getOrderByNumber): anything else cannot be an order. */
const ORDER_NUMBER = /^№?[0-9A-Za-z-]{1,32}$/;

/**
 * The order confirmation after checkout (issue 22 item 12): the order is read from the server by its number — the
 * thank-you panel above /purchase-history (the number rides in history.state) or the page
 * /checkout/success/:number (the number in the URL) — so a reload shows it again and another customer's number is
 * simply not found. The panel can be closed from any state (`confirmation.close` → closed).
 */
export const orderConfirmationMachine = setup({
  types: {
    context: {} as OrderConfirmationContext,
    events: {} as OrderConfirmationEvent,
    input: {} as OrderConfirmationInput,
    children: {} as { fetchOrder: 'fetchOrder' },
  },
  actors: {
    fetchOrder: fromRequest<Order, { number: string }>(({ input, signal }) => orderByNumber(input.number, signal)),
  },
  actions: {
    assignOrder: assign({ order: (_, params: { order: Order }) => params.order, failure: null }),
    assignFailure: assign({ failure: (_, params: { error: unknown }) => toApiFailure(params.error) }),
    forgetOrder,
  },
  guards: {
    hasInvalidNumber: ({ context }) => !ORDER_NUMBER.test(context.number),
    isNotFound: (_, params: { error: unknown }) => toApiFailure(params.error).code === 'not-found',
  },
}).createMachine({
  id: 'orderConfirmation',
  context: ({ input }) => ({ number: input.number, order: null, failure: null }),
  initial: 'loading',
  on: {
    'confirmation.close': { target: '.closed', actions: { type: 'forgetOrder', params: ({ context }) => ({ number: context.number }) } },
  },
  states: {
    loading: {
      tags: ['loading'],
      always: { guard: 'hasInvalidNumber', target: 'notFound' },
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ number: context.number }),
        onDone: { target: 'ready', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failure', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      description: 'The order is shown: its number, what happens next, where to collect it or where it goes.',
    },
    notFound: {
      description: "No such order among the customer's own: a number that does not exist or another customer's.",
    },
    failure: {
      description: 'The order could not be loaded (network, server): a retry.',
      on: { 'order.retry': 'loading' },
    },
    closed: {
      description: 'The panel was closed: nothing is shown, and the just-placed order is forgotten.',
      type: 'final',
    },
  },
});

export type OrderConfirmationSnapshot = SnapshotFrom<typeof orderConfirmationMachine>;
export type OrderConfirmationStatus = OrderConfirmationSnapshot['value'];

export const selectOrderConfirmationStatus = (snapshot: OrderConfirmationSnapshot): OrderConfirmationStatus => snapshot.value;
export const selectConfirmedOrder = (snapshot: OrderConfirmationSnapshot): Order | null => snapshot.context.order;
export const selectOrderConfirmationFailure = (snapshot: OrderConfirmationSnapshot): ApiFailure | null => snapshot.context.failure;
