import type { ProductKind } from '../api/cart.ts';
import { guestIntentMachine, type GuestAction, type GuestIntent } from '../machines/guestIntentMachine.ts';

/**
 * Where a guest's held action waits across the reload a modal sign-in ends with (issue 22 item 6): this tab's
 * session storage, so it never reaches another tab or a later visit, and it is removed once replayed or dropped.
 */
export const GUEST_INTENT_KEY = 'boutique:guest-intent';

const ACTIONS: readonly GuestAction[] = ['favorite', 'cart', 'compare'];
const KINDS: readonly ProductKind[] = ['watch', 'jewelry', 'bag'];

/** The stored intent, if a well-formed one is there (storage is the visitor's to tamper with). */
export function readHeldIntent(): GuestIntent | null {
  try {
    const raw = sessionStorage.getItem(GUEST_INTENT_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<GuestIntent> | null;
    const product = value?.product;
    if (!value || !ACTIONS.includes(value.action as GuestAction) || !product || !KINDS.includes(product.kind) || !Number.isInteger(product.id)) return null;
    return { action: value.action as GuestAction, product: { kind: product.kind, id: product.id } };
  } catch {
    // No storage (the server's render, privacy modes): nothing was held.
    return null;
  }
}

/** The app's guest-intent logic with its storage effects. */
export const guestIntentLogic = guestIntentMachine.provide({
  actions: {
    persistIntent: (_, intent) => {
      try {
        sessionStorage.setItem(GUEST_INTENT_KEY, JSON.stringify(intent));
      } catch {
        // Storage refused: the action is still completed when the sign-in needs no reload (/login).
      }
    },
    forgetIntent: () => {
      try {
        sessionStorage.removeItem(GUEST_INTENT_KEY);
      } catch {
        // Nothing was stored.
      }
    },
  },
});
