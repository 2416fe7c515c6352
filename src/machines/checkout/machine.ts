import { EMPTY_CARD } from './form.ts';
import { formOfDraft, randomKey } from './context.ts';
import { addressesRegion, contactRegion, listsRegion, promoRegion } from './regions.ts';
import { orderRegion } from './order.ts';
import { checkoutSetup } from './setup.ts';

export type { CheckoutContext, CheckoutEvent, CheckoutInput, CryptoOption } from './context.ts';
export type { CheckoutDraft } from './setup.ts';

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
 * - `order`: editing → submitting → savingAddress (delivery with "save this address") → done; a 409 (issue 26: a piece
 *   reserved or sold meanwhile) → unavailable: the refused lines are marked, the shopper removes them (`line.remove`,
 *   through the app-wide cart) and submits again, the form kept. A submit checks every
 *   rule first: errors show from the first attempt on, the first invalid field is focused with the fill-required
 *   toast. Each attempt carries its own Idempotency-Key and a second submit while one is on its way is ignored, so a
 *   double click makes one order. After the order: the address (its toast never stops the order), the toast by mode,
 *   the cart refreshed, the draft dropped, on to the order's confirmation page (issue 22 item 12: part 2 §4 goes
 *   straight to /purchase-history; the thank-you page says what happens next and links there).
 */

export const checkoutMachine = checkoutSetup.createMachine({
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
    refusedLines: [],
    newKey: input.newKey ?? randomKey,
    card: EMPTY_CARD,
    cryptoOption: 'btc',
    wallet: null,
  }),
  states: {
    lists: listsRegion,
    addresses: addressesRegion,
    contact: contactRegion,
    promo: promoRegion,
    order: orderRegion,
  },
});
