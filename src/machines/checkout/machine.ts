import { assign, setup } from 'xstate';
import { isApiError, toApiFailure, type ApiFailure } from '../../api/errors.ts';
import {
  checkoutReferences,
  createAddress,
  createOrderFromCart,
  listAllAddresses,
  validatePromo,
  type Address,
  type City,
  type Country,
  type CreateOrderRequest,
  type Order,
  type Promo,
} from '../../api/orders.ts';
import { connectWallet, WalletNotFoundError, type WalletConnection } from '../../api/wallet.ts';
import { fromRequest } from '../fromRequest.ts';
import { CONTACT_FIELDS, isContactField, loadContactPrefill, withPrefill, type ContactPrefill } from './prefill.ts';
import { formOfDraft, randomKey, SELECTABLE_MODES, valuesOfAddress, type CheckoutContext, type CheckoutEvent, type CheckoutInput } from './context.ts';

export type { CheckoutContext, CheckoutEvent, CheckoutInput, CryptoOption } from './context.ts';
import { typedValue, unprovided } from '../helpers.ts';
import {
  addressInputOf,
  EMPTY_CARD,
  fallbackPromo,
  firstInvalid,
  orderBody,
  formatCardField,
  validate,
  type CheckoutField,
  type CheckoutForm,
  type CheckoutValues,
  type PaymentMode,
} from './form.ts';

/**
 * /checkout (part 2 §2 "Checkout screen", §4 "Checkout" and "Promo", §5, §7, §9), route-local. The cart itself is the
 * app-wide cart actor's; this machine holds the form (kept as a draft), the promo, the lists the form picks from and
 * the order's submission.
 *
 * Regions:
 * - `lists`: the pickup cities and countries (loading → ready | unavailable, retry); saved addresses load beside
 *   them and a failure there only leaves the picker empty.
 * - `contact`: the profile (else the last order) prefills the empty, untouched contact fields (issue 22 item 7, prefill.ts).
 * - `promo`: idle ⇄ checking. An empty code is ignored, the applied code again is an info toast, a 400 is "invalid",
 *   any other failure falls back to the local codes of §9.
 * - `order`: editing → submitting → savingAddress (delivery with "save this address") → done. A submit checks every
 *   rule first: errors show from the first attempt on, the first invalid field is focused with the fill-required
 *   toast. Each attempt carries its own Idempotency-Key and a second submit while one is on its way is ignored, so a
 *   double click makes one order. After the order: the address (its toast never stops the order), the toast by mode,
 *   the cart refreshed, the draft dropped, on to the order's confirmation page (issue 22 item 12: part 2 §4 goes
 *   straight to /purchase-history; the thank-you page says what happens next and links there).
 */

const notProvided = (name: string) => unprovided('checkoutMachine', name);
/** What the draft keeps: the form and the applied promo (part 2 §3 "Checkout form state … promo state"). */
export type CheckoutDraft = CheckoutForm & { promo: Promo | null };
const persistDraft: (_: unknown, params: { draft: CheckoutDraft }) => void = notProvided('persistDraft');
const draftOf = ({ context }: { context: CheckoutContext }) => ({ draft: { ...context.form, promo: context.promo } });
const focusField: (_: unknown, params: { field: CheckoutField }) => void = notProvided('focusField');
const notifyOrderFailed: (_: unknown, params: { failure: ApiFailure }) => void = notProvided('notifyOrderFailed');
const notifyOrderCreated: (_: unknown, params: { order: Order; mode: PaymentMode }) => void = notProvided('notifyOrderCreated');
const goToHistory: (_: unknown, params: { order: Order }) => void = notProvided('goToHistory');

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    fetchLists: fromRequest<{ cities: City[]; countries: Country[] }>(({ signal }) => checkoutReferences(signal)),
    fetchAddresses: fromRequest<Address[]>(({ signal }) => listAllAddresses(signal)),
    fetchContact: fromRequest<ContactPrefill>(({ signal }) => loadContactPrefill(signal)),
    checkPromo: fromRequest<Promo, { code: string }>(({ input, signal }) => validatePromo(input.code, signal)),
    placeOrder: fromRequest<Order, { body: CreateOrderRequest; key: string }>(({ input, signal }) => createOrderFromCart(input.body, input.key, signal)),
    saveAddress: fromRequest<Address, { values: CheckoutValues }>(({ input, signal }) => createAddress(addressInputOf(input.values), signal)),
    connectWallet: fromRequest<WalletConnection>(() => connectWallet()),
  },
  actions: {
    persistDraft,
    focusField,
    /** "Please fill in required fields" (part 2 §5). */
    notifyInvalid: notProvided('notifyInvalid'),
    /** The same code again (part 2 §5 "Promo"). */
    notifyPromoAlreadyApplied: notProvided('notifyPromoAlreadyApplied'),
    notifyOrderFailed,
    notifyOrderCreated,
    notifyAddressSaved: notProvided('notifyAddressSaved'),
    notifyAddressFailed: notProvided('notifyAddressFailed'),
    /** Ask the app-wide cart again: the server emptied it with the order. */
    refreshCart: notProvided('refreshCart'),
    clearDraft: notProvided('clearDraft'),
    /** The order's thank-you page (issue 22 item 12), whose link leads on to the purchase history. */
    goToHistory,
    /** Re-checks the rules after a change once the first attempt has shown them. */
    revalidate: assign(({ context }) => (context.attempted ? { problems: validate(context.form) } : {})),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validate(context.form)).length === 0,
    hasPromoInput: ({ context }) => context.promoInput.trim() !== '',
    isPromoApplied: ({ context }) => context.promo !== null && context.promo.code.toUpperCase() === context.promoInput.trim().toUpperCase(),
    isSelectableMode: ({ event }) => event.type === 'mode.change' && SELECTABLE_MODES.includes(event.mode),
    isCrypto: ({ context }) => context.form.mode === 'crypto',
    isWalletMissing: (_, error: unknown) => error instanceof WalletNotFoundError,
    wantsAddressSaved: ({ context }) =>
      context.form.deliveryMethod === 'delivery' && context.form.saveAddress && context.form.addressId === null,
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    form: formOfDraft(input.draft, input.mode),
    attempted: false,
    problems: {},
    // The applied code shows beside an empty field (issue 22 item 11), so the field starts empty.
    promoInput: '',
    promo: input.draft?.promo ?? null,
    promoInvalid: false,
    cities: [],
    countries: [],
    addresses: [],
    touched: [],
    idempotencyKey: null,
    order: null,
    orderFailure: null,
    newKey: input.newKey ?? randomKey,
    card: EMPTY_CARD,
    cryptoOption: 'btc',
    wallet: null,
  }),
  states: {
    lists: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'lists',
            src: 'fetchLists',
            onDone: { target: 'ready', actions: assign(({ event }) => ({ cities: event.output.cities, countries: event.output.countries })) },
            onError: 'unavailable',
          },
        },
        ready: {},
        unavailable: {
          description: 'The pickup cities or countries could not be loaded: the form cannot be completed; retry.',
          on: { 'lists.retry': 'loading' },
        },
      },
    },
    addresses: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'addresses',
            src: 'fetchAddresses',
            onDone: { target: 'ready', actions: assign({ addresses: ({ event }) => event.output }) },
            // Saved addresses are a convenience: without them the picker is simply empty.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    contact: {
      description:
        "Issue 22 item 7: the profile's (else the last order's) name, phone and e-mail fill the contact fields still empty and untouched.",
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'contact',
            src: 'fetchContact',
            onDone: {
              target: 'ready',
              actions: [
                assign(({ context, event }) => ({ form: { ...context.form, values: withPrefill(context.form.values, event.output, context.touched) } })),
                'revalidate',
                { type: 'persistDraft', params: draftOf },
              ],
            },
            // A convenience: without it the fields simply start empty.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    promo: {
      initial: 'idle',
      on: {
        'promo.input': { actions: assign({ promoInput: ({ event }) => event.value, promoInvalid: false }) },
      },
      states: {
        idle: {
          on: {
            'promo.apply': [
              { guard: ({ context }) => context.promoInput.trim() === '' },
              { guard: 'isPromoApplied', actions: 'notifyPromoAlreadyApplied' },
              { target: 'checking' },
            ],
            'promo.remove': { actions: [assign({ promo: null, promoInput: '', promoInvalid: false }), { type: 'persistDraft', params: draftOf }] },
          },
        },
        checking: {
          tags: ['promoBusy'],
          invoke: {
            id: 'promo',
            src: 'checkPromo',
            input: ({ context }) => ({ code: context.promoInput.trim() }),
            onDone: {
              target: 'idle',
              // The field empties once the code is applied: the code shows beside it with its remove button (issue 22
              // item 11), and the field takes the next code, or the same one again for the info toast.
              actions: [assign(({ event }) => ({ promo: event.output, promoInput: '', promoInvalid: false })), { type: 'persistDraft', params: draftOf }],
            },
            onError: {
              target: 'idle',
              actions: [
              assign(({ context, event }) => {
                // Part 2 §7: a 400 means invalid; any other failure tries the local codes of §9.
                const invalid = isApiError(event.error) && event.error.failure.status === 400;
                const fallback = invalid ? null : fallbackPromo(context.promoInput);
                return fallback ? { promo: fallback, promoInput: '', promoInvalid: false } : { promoInvalid: true };
              }),
              { type: 'persistDraft', params: draftOf },
              ],
            },
          },
        },
      },
    },
    order: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': {
              actions: [
                assign(({ context, event }) => {
                  const value = typedValue(event.field, event.value);
                  const touched = isContactField(event.field) && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched;
                  return { form: { ...context.form, values: { ...context.form.values, [event.field]: value } }, touched };
                }),
                'revalidate',
                { type: 'persistDraft', params: draftOf },
              ],
            },
            'delivery.change': {
              actions: [
                assign(({ context, event }) => ({ form: { ...context.form, deliveryMethod: event.method } })),
                'revalidate',
                { type: 'persistDraft', params: draftOf },
              ],
            },
            'mode.change': {
              guard: 'isSelectableMode',
              actions: [assign(({ context, event }) => ({ form: { ...context.form, mode: event.mode } })), { type: 'persistDraft', params: draftOf }],
            },
            'agree.change': {
              actions: [
                assign(({ context, event }) => ({ form: { ...context.form, agree: event.agree } })),
                'revalidate',
                { type: 'persistDraft', params: draftOf },
              ],
            },
            'saveAddress.change': {
              actions: [
                assign(({ context, event }) => ({ form: { ...context.form, saveAddress: event.save } })),
                { type: 'persistDraft', params: draftOf },
              ],
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
                { type: 'persistDraft', params: draftOf },
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
                { type: 'persistDraft', params: draftOf },
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
        },
        submitting: {
          tags: ['busy'],
          description: 'The order is on its way with this attempt\'s Idempotency-Key; another submit is ignored.',
          entry: assign(({ context }) => ({ idempotencyKey: context.newKey(), orderFailure: null })),
          invoke: {
            id: 'order',
            src: 'placeOrder',
            input: ({ context }) => ({ body: orderBody(context.form, context.promo), key: context.idempotencyKey ?? '' }),
            onDone: [
              { guard: 'wantsAddressSaved', target: 'savingAddress', actions: assign({ order: ({ event }) => event.output }) },
              { target: 'created', actions: assign({ order: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign({ orderFailure: ({ event }) => toApiFailure(event.error) }),
                { type: 'notifyOrderFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) },
              ],
            },
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
        crypto: {
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
        },
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
    },
  },
});
