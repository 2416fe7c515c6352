import { isBlank, isEmail, isPhoneNumber } from '../../../kernel/fields.ts';
import type { CreateOrderRequest, Promo } from '../../api/orders.ts';

/**
 * The checkout form of part 2 §3 "Checkout form state" and its rules (§5 "Checkout", §9 fees and totals): plain
 * data and pure functions, so the machine, its tests and the screen's selectors share one copy.
 */

export type DeliveryMethod = 'pickup' | 'delivery';
export type PaymentMode = 'reserve' | 'pay' | 'crypto';

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  pickupCityId: string;
  countryCode: string;
  state: string;
  city: string;
  postalCode: string;
  addressLine1: string;
  addressLine2: string;
  comment: string;
}

export type CheckoutField = keyof CheckoutValues | 'agree';

export const EMPTY_VALUES: CheckoutValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  pickupCityId: '',
  countryCode: '',
  state: '',
  city: '',
  postalCode: '',
  addressLine1: '',
  addressLine2: '',
  comment: '',
};

/** Why a field is refused: a code the screen words (machines hold no sentences). */
export type FieldProblem = 'required' | 'phone' | 'email' | 'addressLine1' | 'agree';

export type FieldProblems = Partial<Record<CheckoutField, FieldProblem>>;

/** The form as one value: what the draft keeps and what validation reads. */
export interface CheckoutForm {
  values: CheckoutValues;
  deliveryMethod: DeliveryMethod;
  mode: PaymentMode;
  agree: boolean;
  saveAddress: boolean;
  /** A saved address picked for delivery (its fields are copied into the values). */
  addressId: number | null;
}

export const EMPTY_FORM: CheckoutForm = { values: EMPTY_VALUES, deliveryMethod: 'pickup', mode: 'reserve', agree: false, saveAddress: false, addressId: null };

/** Part 2 §9: address line 1 has at least 5 characters. */
export const ADDRESS_LINE1_MIN = 5;

/** The fields in the order the page shows them: the first invalid one is focused (part 2 §5). */
export const FIELD_ORDER: readonly CheckoutField[] = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'pickupCityId',
  'countryCode',
  'state',
  'city',
  'postalCode',
  'addressLine1',
  'addressLine2',
  'comment',
  'agree',
];

/** Part 2 §5 "Checkout": every rule, by field. */
export function validate(form: CheckoutForm): FieldProblems {
  const { values } = form;
  const problems: FieldProblems = {};
  if (isBlank(values.firstName)) problems.firstName = 'required';
  if (isBlank(values.lastName)) problems.lastName = 'required';
  if (isBlank(values.phone)) problems.phone = 'required';
  else if (!isPhoneNumber(values.phone.trim())) problems.phone = 'phone';
  if (isBlank(values.email)) problems.email = 'required';
  else if (!isEmail(values.email.trim())) problems.email = 'email';
  if (form.deliveryMethod === 'pickup') {
    if (isBlank(values.pickupCityId)) problems.pickupCityId = 'required';
  } else {
    if (isBlank(values.countryCode)) problems.countryCode = 'required';
    if (isBlank(values.city)) problems.city = 'required';
    if (isBlank(values.postalCode)) problems.postalCode = 'required';
    if (isBlank(values.addressLine1)) problems.addressLine1 = 'required';
    else if (values.addressLine1.trim().length < ADDRESS_LINE1_MIN) problems.addressLine1 = 'addressLine1';
  }
  if (!form.agree) problems.agree = 'agree';
  return problems;
}

export const firstInvalid = (problems: FieldProblems): CheckoutField | null => FIELD_ORDER.find((field) => problems[field]) ?? null;

/** Part 2 §9: client-side fallback codes when the promo check fails for another reason than a 400. */
export const FALLBACK_PROMOS: readonly Promo[] = [
  { code: 'SAVE10', type: 'percent', value: 10 },
  { code: 'FIX50', type: 'fixed', value: 50 },
];

export const fallbackPromo = (code: string): Promo | null => FALLBACK_PROMOS.find((promo) => promo.code === code.trim().toUpperCase()) ?? null;

/** Part 2 §9: a percent discount is rounded; any discount is capped at the subtotal. */
export function discountOf(subtotal: number, promo: Promo | null): number {
  if (!promo) return 0;
  const raw = promo.type === 'percent' ? Math.round((subtotal * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(raw, subtotal));
}

/** Part 2 §9: 0 for pickup; for delivery 0 to RU or AE, otherwise 50. */
export function deliveryFeeOf(method: DeliveryMethod, countryCode: string): number {
  if (method === 'pickup') return 0;
  return ['RU', 'AE'].includes(countryCode.trim().toUpperCase()) ? 0 : 50;
}

export interface Totals {
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}

/** Part 2 §9: total = max(subtotal − discount + delivery, 0). */
export function totalsOf(subtotal: number, form: Pick<CheckoutForm, 'deliveryMethod' | 'values'>, promo: Promo | null): Totals {
  const discount = discountOf(subtotal, promo);
  const delivery = deliveryFeeOf(form.deliveryMethod, form.values.countryCode);
  return { subtotal, discount, delivery, total: Math.max(subtotal - discount + delivery, 0) };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Part 2 §7 "Create order": the body, pickup or delivery fields only; prices never (the server takes its own). */
export function orderBody(form: CheckoutForm, promo: Promo | null): CreateOrderRequest {
  const { values } = form;
  const contact = {
    mode: form.mode,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    promo_code: promo?.code ?? null,
    // The form submits only with its consent ticked (validate's `agree`), which the server requires (issue 22 §10).
    consent: true as const,
  };
  if (form.deliveryMethod === 'pickup') return { ...contact, delivery_method: 'pickup', pickup_city_id: Number(values.pickupCityId) };
  return {
    ...contact,
    delivery_method: 'delivery',
    country: values.countryCode.trim().toUpperCase(),
    state: orNull(values.state),
    address_city: values.city.trim(),
    postal_code: values.postalCode.trim(),
    address_line1: values.addressLine1.trim(),
    address_line2: orNull(values.addressLine2),
    comment: orNull(values.comment),
  };
}

/** "Save this address": the delivery fields as a saved address (international: country code + city text). */
export function addressInputOf(values: CheckoutValues) {
  return {
    country: values.countryCode.trim().toUpperCase(),
    state: orNull(values.state),
    city_text: values.city.trim(),
    postal_code: orNull(values.postalCode),
    address_line1: values.addressLine1.trim(),
    address_line2: orNull(values.addressLine2),
    comment: orNull(values.comment),
  };
}

/** Part 2 §2: "The phone input is normalised as typed": a leading +, digits, single spaces kept. */
export function normalisePhone(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  const rest = input.replace(/[^\d\s()-]/g, '').replace(/\s{2,}/g, ' ');
  return `${plus}${rest.trimStart()}`.slice(0, 24);
}

/** The card form of pay mode (part 2 §2, §5). Never kept in the draft: card data stays in memory only. */
export interface CardValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { name: '', number: '', expiry: '', cvc: '' };

/** Part 2 §5: "Card number, expiry and cvc are formatted as typed; cvc is digits only, at most 4." */
export function formatCardField(field: keyof CardValues, input: string): string {
  const digits = input.replace(/\D/g, '');
  switch (field) {
    case 'number':
      // Groups of four, at most 19 digits (the longest card numbers).
      return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
    case 'expiry':
      return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}` : digits;
    case 'cvc':
      return digits.slice(0, 4);
    case 'name':
      return input.slice(0, 100);
  }
}

/** Part 2 §9: the crypto amount is copied rounded to a whole number. */
export const cryptoAmountOf = (totalUsd: number): number => Math.round(totalUsd);
