import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';

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
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The international digits (country code first) of what was typed, by the rule above; '' for no digits. */
function internationalDigits(input: string): string {
  const trimmed = input.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith('+')) return digits;
  if (trimmed.startsWith('00')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`;
  return digits;
}

/** The number in E.164 ("+79165551235"), or null when it cannot be a phone (fewer than 7 or more than 15 digits). */
export function normalizePhone(input: string): string | null {
  const digits = internationalDigits(input);
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX) return null;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number : `+${digits}`;
}

/** Russian numbers the way Russians write them: +7 916 555-12-35 (the "min" metadata spaces every group). */
function russian(national: string): string {
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  const [code = '', first = '', ...pairs] = groups;
  const tail = pairs.filter(Boolean).join('-');
  return ['+7', code, first && (tail ? `${first}-${tail}` : first)].filter(Boolean).join(' ');
}

/** A stored or typed number shown back formatted ("+7 916 555-12-35", "+971 50 123 4567"); text that is no phone as is. */
export function formatPhone(input: string): string {
  const e164 = normalizePhone(input);
  if (!e164) return input;
  if (e164.startsWith('+7') && e164.length === 12) return russian(e164.slice(2));
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * The mask of a phone field, applied at every keystroke: what was typed so far, formatted by the same rule
 * ("8916" → "+7 916", "+97150" → "+971 50"). An empty field stays empty, and a lone "+" stays (the start of an
 * international number); deleting works because the mask only ever adds separators around the digits typed.
 */
export function formatPhoneAsTyped(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed === '+') return trimmed;
  const digits = digitsOf(trimmed);
  if (digits === '') return '';
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  // A Russian domestic number while it is being typed: 8 and up to 10 more digits, or 9… up to 10 digits.
  const domestic = !international && ((digits.startsWith('8') && digits.length <= 11) || (digits.startsWith('9') && digits.length <= 10));
  const full = domestic ? `7${digits.startsWith('8') ? digits.slice(1) : digits}` : internationalDigits(trimmed);
  const capped = full.slice(0, PHONE_DIGITS_MAX);
  if (capped.startsWith('7') && capped.length <= 11) return russian(capped.slice(1)) || '+7';
  return new AsYouType().input(`+${capped}`);
}
