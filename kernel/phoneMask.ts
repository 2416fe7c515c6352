/**
 * The part of the phone rule (kernel/phone.ts) that needs no numbering plan: the digit counts, how a typed number
 * is read (Russian habits first), and the mask as typed around a formatter for international numbers. Kept apart so
 * the browser masks a phone field without loading libphonenumber's metadata up front (issue 25: the shell's
 * script); kernel/phone.ts gives the formatter synchronously, src/domain/phoneMask.ts once it has loaded.
 */
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The international digits (country code first) of what was typed, by the rule of kernel/phone.ts; '' for no digits. */
export function internationalDigits(input: string): string {
  const trimmed = input.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith('+')) return digits;
  if (trimmed.startsWith('00')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `7${digits}`;
  return digits;
}

/** Russian numbers the way Russians write them: +7 916 555-12-35. */
export function russian(national: string): string {
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  const [code = '', first = '', ...pairs] = groups;
  const tail = pairs.filter(Boolean).join('-');
  return ['+7', code, first && (tail ? `${first}-${tail}` : first)].filter(Boolean).join(' ');
}

/**
 * The mask of a phone field, applied at every keystroke: what was typed so far, formatted by the shop's rule
 * ("8916" → "+7 916"); an international number ("+971501…", capped at 15 digits) goes to `international`, which
 * gets "+" and its digits. An empty field stays empty, and a lone "+" stays (the start of an international number);
 * deleting works because the mask only ever adds separators around the digits typed.
 */
export function maskPhone(input: string, international: (plusDigits: string) => string): string {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed === '+') return trimmed;
  const digits = digitsOf(trimmed);
  if (digits === '') return '';
  const isInternational = trimmed.startsWith('+') || trimmed.startsWith('00');
  // A Russian domestic number while it is being typed: 8 and up to 10 more digits, or 9… up to 10 digits.
  const domestic = !isInternational && ((digits.startsWith('8') && digits.length <= 11) || (digits.startsWith('9') && digits.length <= 10));
  const full = domestic ? `7${digits.startsWith('8') ? digits.slice(1) : digits}` : internationalDigits(trimmed);
  const capped = full.slice(0, PHONE_DIGITS_MAX);
  if (capped.startsWith('7') && capped.length <= 11) return russian(capped.slice(1)) || '+7';
  return international(`+${capped}`);
}

/**
 * "+" and the international digits of what was typed, by the reading above, or null when it cannot be a phone
 * (fewer than 7 or more than 15 digits). The browser sends this; the server then applies kernel/phone.ts's
 * normalizePhone (libphonenumber's canonical E.164), so the browser never needs the numbering plan to send a number.
 */
export function plusDigitsOf(input: string): string | null {
  const digits = internationalDigits(input);
  return digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX ? null : `+${digits}`;
}
