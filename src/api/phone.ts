import { plusDigitsOf } from '../../kernel/phoneMask.ts';

/**
 * Every body the client sends with a phone goes out as "+" and its international digits (issue 22 item 4): the
 * shop's one reading of a typed number (kernel/phoneMask.ts) turns "8 916 555-12-35" into "+79165551235" before it
 * leaves, and the server makes it canonical with the numbering plan (kernel/phone.ts), which the browser therefore
 * never loads up front (issue 25). A value that is no phone at all is sent as typed, so the server names the field
 * in its 400.
 */
export function withE164Phone<T extends { phone?: string | null }>(body: T): T {
  if (typeof body.phone !== 'string') return body;
  return { ...body, phone: plusDigitsOf(body.phone) ?? body.phone.trim() };
}
