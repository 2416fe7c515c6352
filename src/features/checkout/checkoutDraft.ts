import type { Promo } from '../../api/orders.ts';
import { EMPTY_VALUES, type CheckoutForm, type CheckoutValues } from '../../machines/checkout/form.ts';

/** Part 2 §4: "All checkout form state is kept in session storage as a draft" — one key, removed after the order. */
export const CHECKOUT_DRAFT_KEY = 'boutique:checkout-draft';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** The stored draft, keeping only well-typed fields (it may be stale or edited by hand). */
export function readCheckoutDraft(store: Pick<Storage, 'getItem'> | null = storage()): (Partial<CheckoutForm> & { promo?: Promo | null }) | null {
  try {
    const raw = store?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== 'object' || value === null) return null;
    const draft: Partial<CheckoutForm> & { promo?: Promo | null } = {};
    const values = value.values as Record<string, unknown> | undefined;
    if (values && typeof values === 'object') {
      const kept: Partial<CheckoutValues> = {};
      for (const key of Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]) if (typeof values[key] === 'string') kept[key] = values[key];
      draft.values = { ...EMPTY_VALUES, ...kept };
    }
    if (value.deliveryMethod === 'pickup' || value.deliveryMethod === 'delivery') draft.deliveryMethod = value.deliveryMethod;
    if (value.mode === 'reserve' || value.mode === 'pay' || value.mode === 'crypto') draft.mode = value.mode;
    if (typeof value.agree === 'boolean') draft.agree = value.agree;
    if (typeof value.saveAddress === 'boolean') draft.saveAddress = value.saveAddress;
    if (typeof value.addressId === 'number' || value.addressId === null) draft.addressId = value.addressId as number | null;
    const promo = value.promo as Partial<Promo> | null | undefined;
    if (promo && typeof promo.code === 'string' && (promo.type === 'percent' || promo.type === 'fixed') && typeof promo.value === 'number') {
      draft.promo = { code: promo.code, type: promo.type, value: promo.value };
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(form: CheckoutForm & { promo?: Promo | null }, store: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    store?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(form));
  } catch {
    // A full or refused storage only costs the draft.
  }
}

export function clearCheckoutDraft(store: Pick<Storage, 'removeItem'> | null = storage()): void {
  try {
    store?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
