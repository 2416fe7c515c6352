import { normalizePhone as toE164 } from '../../kernel/phone.ts';

/**
 * Every phone the server receives goes through the shop's one rule (kernel/phone.ts, shared with the browser): "8 916
 * 555-12-35", "916 555-12-35", "9161234567" and "+7 (916) 555-12-35" are the one number +79165551235. The users table
 * keeps a number's E.164 digits without the "+" (its form since the first accounts), so accounts made before the rule
 * still match; answers show it with the "+" (formatPhone).
 */
export function normalizePhone(input: string): string | null {
  return toE164(input)?.slice(1) ?? null;
}

export const formatPhone = (digits: string): string => `+${digits}`;

export const PHONE_INVALID = 'Номер телефона должен содержать от 7 до 15 цифр.';
