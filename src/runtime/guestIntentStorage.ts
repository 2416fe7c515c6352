import type { CataloguePage } from '../api/alerts.ts';
import type { ProductKind } from '../api/cart.ts';
import { guestIntentMachine, type GuestIntent, type ProductGuestAction } from '../machines/guestIntentMachine.ts';

/**
 * Where a guest's held action waits across the reload a modal sign-in ends with (issue 22 item 6): this tab's
 * session storage, so it never reaches another tab or a later visit, and it is removed once replayed or dropped.
 */
export const GUEST_INTENT_KEY = 'boutique:guest-intent';

const PRODUCT_ACTIONS: readonly ProductGuestAction[] = ['favorite', 'cart', 'compare', 'pieceAlert'];
const KINDS: readonly ProductKind[] = ['watch', 'jewelry', 'bag'];
const PAGES: readonly CataloguePage[] = ['catalog', 'jewelry', 'bags', 'sale'];

type Stored = { action?: unknown; product?: { kind?: unknown; id?: unknown }; search?: { page?: unknown; query?: unknown; name?: unknown } } | null;

/** The stored intent, if a well-formed one is there (storage is the visitor's to tamper with). */
export function readHeldIntent(): GuestIntent | null {
  try {
    const raw = sessionStorage.getItem(GUEST_INTENT_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Stored;
    if (!value) return null;
    // Issue 28: a catalogue search a guest wanted saved.
    const search = value.search;
    if (value.action === 'saveSearch') {
      if (!search || !PAGES.includes(search.page as CataloguePage) || typeof search.query !== 'string' || typeof search.name !== 'string') return null;
      return { action: 'saveSearch', search: { page: search.page as CataloguePage, query: search.query, name: search.name } };
    }
    const product = value.product;
    if (!PRODUCT_ACTIONS.includes(value.action as ProductGuestAction) || !product || !KINDS.includes(product.kind as ProductKind) || !Number.isInteger(product.id)) return null;
    return { action: value.action as ProductGuestAction, product: { kind: product.kind as ProductKind, id: product.id as number } };
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
