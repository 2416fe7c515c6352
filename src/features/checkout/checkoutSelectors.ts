import type { SnapshotFrom } from 'xstate';
import type { CartLine } from '../../machines/cart/lines.ts';
import type { CartStatus } from '../../machines/cart/selectors.ts';
import { cryptoAmountOf, totalsOf, type CardValues, type CheckoutField, type FieldProblem } from '../../machines/checkout/form.ts';
import type { checkoutMachine, CryptoOption } from '../../machines/checkout/machine.ts';
import { selectIsPromoBusy, selectIsSubmitting, selectListsStatus, selectProblems, selectRefusedLines } from '../../machines/checkout/selectors.ts';
import type { RefusedLine } from '../../machines/checkout/context.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { cartLineView } from '../../domain/productCard.ts';
import type { CheckoutLine, CheckoutPageProps, CheckoutPageState } from '../../ui/views/CheckoutPage/CheckoutPage.tsx';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The cart as the checkout sees it (the app-wide cart actor's). */
export interface CheckoutCart {
  status: CartStatus;
  lines: readonly CartLine[];
  /** Part 2 §3: Σ price × quantity, a non-numeric price counting 0 (the cart's own total). */
  subtotalUsd: number;
}

/** The fields a shopper can leave empty: each has its own "what is missing" words (issue 22 item 10). */
export type RequiredField = 'firstName' | 'lastName' | 'phone' | 'email' | 'pickupCityId' | 'countryCode' | 'city' | 'postalCode' | 'addressLine1';

/**
 * The words of the field problems in the active language (machines hold codes, not sentences). An empty field says
 * what it misses («Укажите имя», part 2 §5, and the same for every other field), never a generic "fill this in".
 */
export type ProblemWords = Record<Exclude<FieldProblem, 'required'>, string> & { required: Record<RequiredField, string> };

/**
 * The summary's lines. Issue 26: a line the order cannot have is marked `unavailable` — the server refused it at the
 * last submit (its words in `problem`), or the cart already knows it is reserved or sold — and it holds the order
 * back until it is removed.
 */
const linesOf = memoLast((lines: readonly CartLine[], refused: readonly RefusedLine[]): CheckoutLine[] =>
  lines.flatMap((line) => {
    const view = cartLineView(line);
    if (!view) return [];
    const refusal = refused.find((candidate) => candidate.itemId === line.id);
    const unavailable = refusal !== undefined || view.availability !== 'available';
    return [unavailable ? { ...view, unavailable, problem: refusal?.detail ?? null } : view];
  }),
);

const errorsOf = memoLast((problems: Partial<Record<CheckoutField, FieldProblem>>, words: ProblemWords) => {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [CheckoutField, FieldProblem][]) {
    // Only the fields of RequiredField can be empty-and-required (form.ts `validate`).
    errors[field] = problem === 'required' ? words.required[field as RequiredField] : words[problem];
  }
  return errors;
});

const citiesOf = memoLast((cities: readonly { id: number; name: string }[]) => cities.map(({ id, name }) => ({ id, name })));
const countriesOf = memoLast((countries: readonly { code: string; name: string }[]) => countries.map(({ code, name }) => ({ code, name })));
const addressesOf = memoLast((addresses: CheckoutSnapshot['context']['addresses']) =>
  // Part 2 §3: saved addresses show address_line1 and the city name or city_text.
  addresses.map((address) => ({ id: address.id, label: [address.address_line1, address.city?.name ?? address.city_text].filter(Boolean).join(', ') })),
);

export type CheckoutPageView = Omit<
  CheckoutPageProps,
  'locale' | 'renderLink' | 'focusField' | 'focusRequest' | Extract<keyof CheckoutPageProps, `on${string}`>
>;

/** What /checkout shows: the cart's lines and totals with the form, promo and submission of the checkout machine. */
export function selectCheckoutPageProps(snapshot: CheckoutSnapshot, cart: CheckoutCart, words: ProblemWords): CheckoutPageView {
  const { context } = snapshot;
  const lists = selectListsStatus(snapshot);
  const lines = linesOf(cart.lines, selectRefusedLines(snapshot));
  const submitting = selectIsSubmitting(snapshot);
  let state: CheckoutPageState;
  if (cart.status === 'unavailable' || lists === 'unavailable') state = 'failure';
  else if (cart.status === 'loading' || cart.status === 'signedOut' || lists === 'loading') state = 'loading';
  // Once the order exists the cart empties on its way to the history: keep the form, not the empty state.
  else state = lines.length > 0 || submitting || snapshot.matches({ order: 'crypto' }) ? 'form' : 'empty';
  const totals = totalsOf(cart.subtotalUsd, context.form, context.promo);
  return {
    state,
    lines,
    goodsCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalUsd: totals.subtotal,
    deliveryUsd: totals.delivery,
    discountUsd: totals.discount,
    totalUsd: totals.total,
    values: context.form.values,
    errors: errorsOf(selectProblems(snapshot), words),
    deliveryMethod: context.form.deliveryMethod,
    mode: context.form.mode,
    pickupCities: citiesOf(context.cities),
    countries: countriesOf(context.countries),
    savedAddresses: addressesOf(context.addresses),
    selectedAddressId: context.form.addressId,
    saveAddress: context.form.saveAddress,
    agree: context.form.agree,
    promo: promoOf(context.promoInput, context.promo, selectIsPromoBusy(snapshot), context.promoInvalid),
    submitting,
    // Issue 26: not while a line the order cannot have is still in it.
    canSubmit: state === 'form' && !submitting && !lines.some((line) => line.unavailable),
  };
}

const promoOf = memoLast((input: string, applied: CheckoutSnapshot['context']['promo'], busy: boolean, invalid: boolean) => ({ input, applied, busy, invalid }));

export type WalletStatus = 'idle' | 'connecting' | 'connected' | 'notFound' | 'failed';

/** Pay mode's card form and, once a crypto order exists, its payment panel (part 2 §2, §4, §9). */
export interface CheckoutExtras {
  card: CardValues | null;
  crypto: {
    orderNumber: string;
    /** Part 2 §9: copied rounded to a whole number. */
    amountUsd: number;
    option: CryptoOption;
    wallet: { status: WalletStatus; address: string | null; chainId: string | null };
  } | null;
}

const WALLET_STATES: readonly ['walletConnecting' | 'walletConnected' | 'walletNotFound' | 'walletFailed', WalletStatus][] = [
  ['walletConnecting', 'connecting'],
  ['walletConnected', 'connected'],
  ['walletNotFound', 'notFound'],
  ['walletFailed', 'failed'],
];

const cryptoOf = memoLast(
  (order: CheckoutSnapshot['context']['order'], option: CryptoOption, status: WalletStatus, wallet: CheckoutSnapshot['context']['wallet']) =>
    order
      ? {
          orderNumber: order.order_number.replace(/^№\s*/, ''),
          amountUsd: cryptoAmountOf(Number(order.total_price) || 0),
          option,
          wallet: { status, address: wallet?.address ?? null, chainId: wallet?.chainId ?? null },
        }
      : null,
);

export function selectCheckoutExtras(snapshot: CheckoutSnapshot): CheckoutExtras {
  const { context } = snapshot;
  const inCrypto = snapshot.matches({ order: 'crypto' });
  const status = WALLET_STATES.find(([state]) => snapshot.matches({ order: { crypto: state } }))?.[1] ?? 'idle';
  return {
    card: context.form.mode === 'pay' ? context.card : null,
    crypto: inCrypto ? cryptoOf(context.order, context.cryptoOption, status, context.wallet) : null,
  };
}
