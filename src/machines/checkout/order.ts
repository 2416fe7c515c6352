import { assign } from 'xstate';
import { toApiFailure } from '../../api/errors.ts';
import type { Order } from '../../api/orders.ts';
import { typedValue } from '../helpers.ts';
import { refusedLinesOf, valuesOfAddress } from './context.ts';
import { firstInvalid, formatCardField, orderBody, validate } from './form.ts';
import { CONTACT_FIELDS, isContactField } from './prefill.ts';
import { checkoutSetup, persistDraftAction } from './setup.ts';

/** editing: every change of the form, kept as a draft, re-checked once the first attempt has shown the rules. */
const editing = checkoutSetup.createStateConfig({
  on: {
    'field.change': {
      actions: [
        assign(({ context, event }) => {
          const value = typedValue(event.field, event.value);
          const touched = isContactField(event.field) && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched;
          return { form: { ...context.form, values: { ...context.form.values, [event.field]: value } }, touched };
        }),
        'revalidate',
        persistDraftAction,
      ],
    },
    'delivery.change': {
      actions: [assign(({ context, event }) => ({ form: { ...context.form, deliveryMethod: event.method } })), 'revalidate', persistDraftAction],
    },
    'mode.change': {
      guard: 'isSelectableMode',
      actions: [assign(({ context, event }) => ({ form: { ...context.form, mode: event.mode } })), persistDraftAction],
    },
    'agree.change': {
      actions: [assign(({ context, event }) => ({ form: { ...context.form, agree: event.agree } })), 'revalidate', persistDraftAction],
    },
    'saveAddress.change': {
      actions: [assign(({ context, event }) => ({ form: { ...context.form, saveAddress: event.save } })), persistDraftAction],
    },
    'address.select': {
      actions: [
        assign(({ context, event }) => {
          const address = context.addresses.find((candidate) => candidate.id === event.id);
          return address
            ? { form: { ...context.form, addressId: address.id, values: valuesOfAddress(context.form.values, address) } }
            : { form: { ...context.form, addressId: null } };
        }),
        'revalidate',
        persistDraftAction,
      ],
    },
    'card.change': {
      actions: assign(({ context, event }) => ({ card: { ...context.card, [event.field]: formatCardField(event.field, event.value) } })),
    },
    'contact.clear': {
      actions: [
        assign(({ context }) => ({
          form: { ...context.form, values: { ...context.form.values, firstName: '', lastName: '', phone: '', email: '' } },
          // Cleared on purpose: a prefill arriving later leaves them empty.
          touched: CONTACT_FIELDS,
        })),
        'revalidate',
        persistDraftAction,
      ],
    },
    // Issue 26: a line the order cannot have goes out of the cart (the app-wide cart's change); the form stays.
    'line.remove': {
      actions: [
        { type: 'removeCartLine', params: ({ event }) => ({ itemId: event.itemId }) },
        assign({ refusedLines: ({ context, event }) => context.refusedLines.filter((line) => line.itemId !== event.itemId) }),
      ],
    },
    'checkout.submit': [
      { guard: 'isValid', target: 'submitting', actions: assign({ attempted: true, problems: {} }) },
      {
        actions: [
          assign(({ context }) => ({ attempted: true, problems: validate(context.form) })),
          'notifyInvalid',
          { type: 'focusField', params: ({ context }) => ({ field: firstInvalid(context.problems) ?? 'firstName' }) },
        ],
      },
    ],
  },
});

/**
 * Issue 26: the server refused the order (409) because pieces were reserved or sold meanwhile. The lines it named are
 * marked; everything else of the form stays and keeps working. Once they are removed the form is plain editing
 * again; a submit meanwhile is the server's to judge (a line may have left the cart elsewhere).
 */
const unavailable = checkoutSetup.createStateConfig({
  description: 'Issue 26: the order was refused (409): the lines it named are marked until the shopper removes them; the form is kept.',
  always: { guard: 'hasNoRefusedLines', target: 'editing' },
  on: editing.on,
});

/** After the order in crypto mode: the payment panel and the browser-injected wallet. */
const crypto = checkoutSetup.createStateConfig({
  description:
    'Part 2 §4: crypto keeps the order, shows the payment panel and stays on the page (the cart asked again, the draft dropped); the wallet connects through the browser-injected wallet.',
  entry: [{ type: 'notifyOrderCreated', params: ({ context }) => ({ order: context.order as Order, mode: context.form.mode }) }, 'refreshCart', 'clearDraft'],
  on: { 'crypto.option': { actions: assign({ cryptoOption: ({ event }) => event.option }) } },
  initial: 'walletIdle',
  states: {
    walletIdle: { on: { 'wallet.connect': 'walletConnecting' } },
    walletConnecting: {
      invoke: {
        id: 'wallet',
        src: 'connectWallet',
        onDone: { target: 'walletConnected', actions: assign({ wallet: ({ event }) => event.output }) },
        onError: [{ guard: { type: 'isWalletMissing', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'walletNotFound' }, { target: 'walletFailed' }],
      },
    },
    walletConnected: {},
    walletNotFound: { on: { 'wallet.connect': 'walletConnecting' } },
    walletFailed: { on: { 'wallet.connect': 'walletConnecting' } },
  },
});

/** editing ⇄ unavailable; editing → submitting → savingAddress → created → done | crypto. */
export const orderRegion = checkoutSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing,
    unavailable,
    submitting: {
      tags: ['busy'],
      description: 'The order is on its way with this attempt\'s Idempotency-Key; another submit is ignored.',
      entry: assign(({ context }) => ({ idempotencyKey: context.newKey(), orderFailure: null, refusedLines: [] })),
      invoke: {
        id: 'order',
        src: 'placeOrder',
        input: ({ context }) => ({ body: orderBody(context.form, context.promo), key: context.idempotencyKey ?? '' }),
        onDone: [
          { guard: 'wantsAddressSaved', target: 'savingAddress', actions: assign({ order: ({ event }) => event.output }) },
          { target: 'created', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'unavailable',
            actions: [
              assign(({ event }) => {
                const failure = toApiFailure(event.error);
                return { orderFailure: failure, refusedLines: refusedLinesOf(failure) };
              }),
              { type: 'notifyOrderFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) },
              // The cart's lines come back with their availability: the refused ones show reserved or sold.
              'refreshCart',
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({ orderFailure: ({ event }) => toApiFailure(event.error) }),
              { type: 'notifyOrderFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) },
            ],
          },
        ],
      },
    },
    savingAddress: {
      tags: ['busy'],
      description: 'Part 2 §4: "save this address" after the order; its toast never stops the order.',
      invoke: {
        id: 'address',
        src: 'saveAddress',
        input: ({ context }) => ({ values: context.form.values }),
        onDone: { target: 'created', actions: 'notifyAddressSaved' },
        onError: { target: 'created', actions: 'notifyAddressFailed' },
      },
    },
    created: {
      description: 'The order exists: crypto stays on the page with its panel, the other modes move on.',
      always: [{ guard: 'isCrypto', target: 'crypto' }, { target: 'done' }],
    },
    crypto,
    done: {
      tags: ['busy'],
      description: 'The order exists: its toast, the cart asked again, the draft dropped, on to /purchase-history (spec part 2 §4) naming the order for its thank-you panel.',
      entry: [
        { type: 'notifyOrderCreated', params: ({ context }) => ({ order: context.order as Order, mode: context.form.mode }) },
        'refreshCart',
        'clearDraft',
        { type: 'goToHistory', params: ({ context }) => ({ order: context.order as Order }) },
      ],
    },
  },
});
