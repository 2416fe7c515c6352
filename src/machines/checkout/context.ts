import type { Address, City, Country, Order, Promo } from '../../api/orders.ts';
import type { ApiFailure } from '../../api/errors.ts';
import type { WalletConnection } from '../../api/wallet.ts';
import type { ContactField } from './prefill.ts';
import { EMPTY_FORM, EMPTY_VALUES, type CardValues, type CheckoutForm, type CheckoutValues, type DeliveryMethod, type FieldProblems, type PaymentMode } from './form.ts';

/** The checkout machine's events, input and context (machine.ts), and the helpers that build its context. */

export type CheckoutEvent =
  | { type: 'field.change'; field: keyof CheckoutValues; value: string }
  | { type: 'delivery.change'; method: DeliveryMethod }
  | { type: 'mode.change'; mode: PaymentMode }
  | { type: 'agree.change'; agree: boolean }
  | { type: 'saveAddress.change'; save: boolean }
  | { type: 'address.select'; id: number | null }
  | { type: 'contact.clear' }
  | { type: 'promo.input'; value: string }
  | { type: 'promo.apply' }
  | { type: 'promo.remove' }
  | { type: 'checkout.submit' }
  /** Issue 26: take a line the order cannot have (reserved or sold) out of the cart; the form stays as it is. */
  | { type: 'line.remove'; itemId: number }
  | { type: 'lists.retry' }
  | { type: 'card.change'; field: keyof CardValues; value: string }
  | { type: 'crypto.option'; option: CryptoOption }
  | { type: 'wallet.connect' };

/** A cart line the order was refused for (issue 26): its id and the server's words for it. */
export interface RefusedLine {
  itemId: number;
  detail: string | null;
}

/**
 * The lines a checkout's 409 names: one `items.{cart item id}` key per refused line (the contract's Conflict), the
 * server's sentence for each.
 */
export function refusedLinesOf(failure: ApiFailure): RefusedLine[] {
  return Object.entries(failure.errors ?? {}).flatMap(([key, messages]) => {
    const match = /^items\.(\d+)$/.exec(key);
    return match ? [{ itemId: Number(match[1]), detail: messages[0] ?? failure.detail ?? null }] : [];
  });
}

/** Part 2 §9: Bitcoin, Ethereum, Tether on Tron, Tether on Ethereum. */
export type CryptoOption = 'btc' | 'eth' | 'usdt-trc20' | 'usdt-erc20';

export interface CheckoutInput {
  /** The draft kept in session storage (part 2 §4), if any. */
  draft?: (Partial<CheckoutForm> & { promo?: Promo | null }) | null;
  /** `?mode=` preselects the payment mode (only reserve is selectable today). */
  mode?: PaymentMode | null;
  /** A fresh Idempotency-Key per submit attempt (crypto.randomUUID in the app; counted in tests). */
  newKey?: () => string;
}

export interface CheckoutContext {
  form: CheckoutForm;
  /** Set by the first submit attempt: errors show from then on (part 2 §4). */
  attempted: boolean;
  problems: FieldProblems;
  promoInput: string;
  promo: Promo | null;
  promoInvalid: boolean;
  cities: City[];
  countries: Country[];
  addresses: Address[];
  /** The key of the attempt on its way. */
  idempotencyKey: string | null;
  order: Order | null;
  orderFailure: ApiFailure | null;
  /**
   * Issue 26: the cart lines the server refused at the last submit (409, `errors['items.{id}']`), each with its
   * words, until the shopper removes them.
   */
  refusedLines: RefusedLine[];
  newKey: () => string;
  /**
   * The contact fields the shopper has typed in or cleared on this visit: the profile's prefill never fills them
   * (issue 22 item 7).
   */
  touched: readonly ContactField[];
  /** Pay mode's card form: in memory only, never in the draft. */
  card: CardValues;
  cryptoOption: CryptoOption;
  wallet: WalletConnection | null;
}

/** Part 2 §4: "only reserve is selectable" — pay and crypto are shown disabled. */
export const SELECTABLE_MODES: readonly PaymentMode[] = ['reserve'];

export const randomKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function formOfDraft(draft: Partial<CheckoutForm> | null | undefined, mode: PaymentMode | null | undefined): CheckoutForm {
  const form = { ...EMPTY_FORM, ...draft, values: { ...EMPTY_VALUES, ...draft?.values } };
  // `?mode=` preselects any of the three (part 2 §2: pay shows the card form, crypto its panel after the order);
  // the buttons select only reserve.
  return { ...form, mode: mode ?? form.mode };
}

/** The saved address's fields in the delivery form. */
export function valuesOfAddress(values: CheckoutValues, address: Address): CheckoutValues {
  return {
    ...values,
    countryCode: address.country ?? '',
    state: address.state ?? '',
    city: address.city?.name ?? address.city_text ?? '',
    postalCode: address.postal_code ?? '',
    addressLine1: address.address_line1,
    addressLine2: address.address_line2 ?? '',
    comment: address.comment ?? '',
  };
}

