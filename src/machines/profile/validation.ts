import { isBlank, isEmail } from '../../../kernel/fields.ts';
import type { Address, AddressInput } from '../../api/orders.ts';

/**
 * The profile's rules (part 2 §5 "Profile", "Address", §9), one copy each, shared by its three machines, their
 * selectors and tests.
 */

/** Part 2 §5: "Email is checked on blur against a simple pattern" (kernel/fields.ts). Empty is allowed (the e-mail is optional). */
export const isEmailValid = (value: string): boolean => isBlank(value) || isEmail(value.trim());

/** Part 1 §5 / the server's policy: a new password has at least 6 characters. */
export const NEW_PASSWORD_MIN = 6;
/** Part 2 §9: "Password strength uses length 8 and a score capped at 4; tip 12 or more characters". */
export const STRENGTH_LENGTH = 8;
export const STRENGTH_TIP_LENGTH = 12;

export type Strength = 0 | 1 | 2 | 3 | 4;

/** Part 2 §5: one point each for length ≥ 8, an uppercase letter, a lowercase letter, a digit or symbol. */
export function passwordStrength(password: string): Strength {
  let score = 0;
  if ([...password].length >= STRENGTH_LENGTH) score += 1;
  if (/\p{Lu}/u.test(password)) score += 1;
  if (/\p{Ll}/u.test(password)) score += 1;
  if (/[^\p{L}]/u.test(password)) score += 1;
  return Math.min(score, 4) as Strength;
}

export type PasswordValues = { current: string; next: string; confirm: string };
export type PasswordProblem = 'fillAll' | 'mismatch' | 'tooShort' | 'sameAsCurrent';

/**
 * Part 2 §5 "Password change": all fields required (fillAll; the current one only when the account has a
 * password), then new = confirm (mismatch), then the server's policy, so a refusal is explained before the call.
 */
export function passwordProblem(values: PasswordValues, hasPassword: boolean): PasswordProblem | null {
  if ((hasPassword && values.current === '') || values.next === '' || values.confirm === '') return 'fillAll';
  if (values.next !== values.confirm) return 'mismatch';
  if ([...values.next].length < NEW_PASSWORD_MIN) return 'tooShort';
  if (hasPassword && values.next === values.current) return 'sameAsCurrent';
  return null;
}

// ── addresses ───────────────────────────────────────────────────────────────────────────────────────────────

export type AddressKind = 'local' | 'international';
export type AddressField = 'cityId' | 'countryCode' | 'cityText' | 'state' | 'postalCode' | 'line1' | 'line2' | 'comment';
export type AddressFormValues = { kind: AddressKind } & Record<AddressField, string>;
export type AddressProblem = 'addressMin' | 'countryIso' | 'cityText' | 'selectCity';
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  kind: 'local',
  cityId: '',
  countryCode: '',
  cityText: '',
  state: '',
  postalCode: '',
  line1: '',
  line2: '',
  comment: '',
};

/** Part 2 §9: "Address line 1 minimum 5 characters. Country code 2 letters." */
export const ADDRESS_LINE_MIN = 5;
export const COUNTRY_CODE_LENGTH = 2;

/** Part 2 §5 "Address": line 1 ≥ 5 after trimming; international: a 2-letter country and a city text; local: a city. */
export function addressProblems(values: AddressFormValues): AddressProblems {
  const problems: AddressProblems = {};
  if (values.line1.trim().length < ADDRESS_LINE_MIN) problems.line1 = 'addressMin';
  if (values.kind === 'international') {
    if (!new RegExp(`^[a-z]{${COUNTRY_CODE_LENGTH}}$`, 'i').test(values.countryCode.trim())) problems.countryCode = 'countryIso';
    if (values.cityText.trim() === '') problems.cityText = 'cityText';
  } else if (!/^\d+$/.test(values.cityId)) {
    problems.cityId = 'selectCity';
  }
  return problems;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * Part 2 §5: "On send the country is uppercased and empty optional fields become null". A local address carries
 * its city's country (the list knows it), so checkout's delivery fee reads it like any other.
 */
export function addressBody(values: AddressFormValues, cityCountry: (cityId: number) => string | null): AddressInput {
  const local = values.kind === 'local';
  const cityId = local ? Number(values.cityId) : null;
  return {
    city_id: cityId,
    country: local ? (cityId === null ? null : cityCountry(cityId)) : values.countryCode.trim().toUpperCase(),
    state: orNull(values.state),
    city_text: local ? null : orNull(values.cityText),
    postal_code: orNull(values.postalCode),
    address_line1: values.line1.trim(),
    address_line2: orNull(values.line2),
    comment: orNull(values.comment),
  };
}

/** A saved address back in the form (editing it): local when it has a city from the list. */
export function formOfAddress(address: Address): AddressFormValues {
  return {
    kind: address.city ? 'local' : 'international',
    cityId: address.city ? String(address.city.id) : '',
    countryCode: address.country ?? '',
    cityText: address.city_text ?? '',
    state: address.state ?? '',
    postalCode: address.postal_code ?? '',
    line1: address.address_line1,
    line2: address.address_line2 ?? '',
    comment: address.comment ?? '',
  };
}
