import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { internationalDigits, maskPhone, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, russian } from './phoneMask.ts';

/**
 * The one phone rule of the shop (issue 22 item 4), imported by the browser and the server alike, so a number typed
 * the Russian way ("8 916 555-12-35", "916 555-12-35", "9161234567") and the same number typed the international way
 * ("+7 (916) 555-12-35") are one account, one code recipient, one contact.
 *
 * - A leading "+" (or the international prefix "00") means the number is international as typed.
 * - Otherwise, Russian habits first: 11 digits starting with 8 are the domestic form of +7 (8 is the trunk prefix);
 *   a bare 10-digit number starting with 9 is a Russian mobile without its country code.
 * - Anything else is read as international: "79161234567" is +7 916…, "971501234567" is +971 50….
 * - Part 1 §5 and §9: a phone has 7 to 15 digits. Within that, a number libphonenumber knows to be valid is kept in
 *   its canonical E.164 (a national "0" typed after the country code goes); one it does not know (a short test
 *   number, a new range) is still accepted as "+" and its digits, so nobody who signed up before is locked out.
 *
 * "min" metadata: enough to parse, validate and format as typed, a fraction of the full set's size in the bundle.
 */
export { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './phoneMask.ts';

/** The number in E.164 ("+79165551235"), or null when it cannot be a phone (fewer than 7 or more than 15 digits). */
export function normalizePhone(input: string): string | null {
  const digits = internationalDigits(input);
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number : `+${digits}`;
}

/** A stored or typed number shown back formatted ("+7 916 555-12-35", "+971 50 123 4567"); text that is no phone as is. */
export function formatPhone(input: string): string {
  const e164 = normalizePhone(input);
  if (!e164) return input;
  if (e164.startsWith('+7') && e164.length === 12) return russian(e164.slice(2));
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The mask of a phone field as typed (kernel/phoneMask.ts), international numbers formatted by libphonenumber. */
export const formatPhoneAsTyped = (input: string): string => maskPhone(input, (plusDigits) => new AsYouType().input(plusDigits));
