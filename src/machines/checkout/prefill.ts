import { getMe, type Profile } from '../../api/auth.ts';
import { listOrders, type Order } from '../../api/orders.ts';
import { typedValue } from '../helpers.ts';
import type { CheckoutValues } from './form.ts';

/**
 * Issue 22 item 7 (checkout): a signed-in shopper's contact fields start filled from the profile and the contact of
 * the last order — pure rules here, the call beside them; the machine applies them (machine.ts, region `contact`).
 */

export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactPrefill = Partial<Pick<CheckoutValues, ContactField>>;

export const isContactField = (field: string): field is ContactField => (CONTACT_FIELDS as readonly string[]).includes(field);

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};

/**
 * What the contact fields may start with. The profile wins, field by field: it is the customer's own record, kept
 * up to date on purpose (an e-mail changed there after the last order is the one to use), while an order is a
 * snapshot and may have been placed for someone else. The last order only fills what the profile lacks — typically
 * the name and e-mail of an account made by phone or messenger, which the profile leaves empty.
 */
export function contactPrefillOf(profile: Profile | null, lastOrder: Order | null): ContactPrefill {
  const prefill: ContactPrefill = {};
  const pick = (field: ContactField, ...candidates: (string | null | undefined)[]) => {
    const value = candidates.map(text).find((candidate) => candidate !== undefined);
    if (value !== undefined) prefill[field] = value;
  };
  pick('firstName', profile?.first_name, lastOrder?.first_name);
  pick('lastName', profile?.last_name, lastOrder?.last_name);
  pick('phone', profile?.phone, lastOrder?.phone);
  pick('email', profile?.email, lastOrder?.email);
  return prefill;
}

/**
 * The values with the prefill laid into the contact fields that are still empty and that the shopper has not
 * touched: what the shopper typed (or cleared) and what a saved draft brought back are never overwritten.
 */
export function withPrefill(values: CheckoutValues, prefill: ContactPrefill, touched: readonly ContactField[]): CheckoutValues {
  const next = { ...values };
  for (const field of CONTACT_FIELDS) {
    const value = prefill[field];
    // The phone shows as if typed (the shop's one phone rule, masked the same way).
    if (value !== undefined && values[field].trim() === '' && !touched.includes(field)) next[field] = typedValue(field, value);
  }
  return next;
}

/** The profile and the newest order, at once; the order is optional (a first order has none, or its list fails). */
export async function loadContactPrefill(signal?: AbortSignal): Promise<ContactPrefill> {
  const [profile, orders] = await Promise.all([getMe(signal), listOrders({ page_size: 1, ordering: 'newest' }, signal).catch(() => null)]);
  return contactPrefillOf(profile, orders?.results[0] ?? null);
}
