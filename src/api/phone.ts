import { normalizePhone } from '../../kernel/phone.ts';

/**
 * Every body the client sends with a phone goes out in E.164 (issue 22 item 4): the shop's one rule
 * (kernel/phone.ts, the same the server applies) turns "8 916 555-12-35" into "+79165551235" before it leaves. A
 * value that is no phone at all is sent as typed, so the server names the field in its 400.
 */
export function withE164Phone<T extends { phone?: string | null }>(body: T): T {
  if (typeof body.phone !== 'string') return body;
  return { ...body, phone: normalizePhone(body.phone) ?? body.phone.trim() };
}
