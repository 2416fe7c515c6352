/**
 * Phones are stored as their digits only (part 1 §5: "7 to 15 digits after stripping non-digits"), so
 * "+7 916 123-45-67" and "79161234567" are one account; they are shown as "+" and the digits (E.164 style).
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

export const formatPhone = (digits: string): string => `+${digits}`;

export const PHONE_INVALID = 'Номер телефона должен содержать от 7 до 15 цифр.';
