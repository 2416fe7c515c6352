import { assign, setup } from 'xstate';
import type { ApiFailure } from '../../api/errors.ts';
import type { Order, Promo } from '../../api/orders.ts';
import { unprovided } from '../helpers.ts';
import { checkoutActors } from './actors.ts';
import type { CheckoutContext, CheckoutEvent, CheckoutInput } from './context.ts';
import { validate, type CheckoutField, type CheckoutForm, type PaymentMode } from './form.ts';
import { checkoutGuards } from './guards.ts';

const notProvided = (name: string) => unprovided('checkoutMachine', name);
/** What the draft keeps: the form and the applied promo (part 2 §3 "Checkout form state … promo state"). */
export type CheckoutDraft = CheckoutForm & { promo: Promo | null };
const persistDraft: (_: unknown, params: { draft: CheckoutDraft }) => void = notProvided('persistDraft');
export const draftOf = ({ context }: { context: CheckoutContext }) => ({ draft: { ...context.form, promo: context.promo } });
/** Every change the draft keeps ends with this action. */
export const persistDraftAction = { type: 'persistDraft', params: draftOf } as const;
const focusField: (_: unknown, params: { field: CheckoutField }) => void = notProvided('focusField');
const notifyOrderFailed: (_: unknown, params: { failure: ApiFailure }) => void = notProvided('notifyOrderFailed');
const notifyOrderCreated: (_: unknown, params: { order: Order; mode: PaymentMode }) => void = notProvided('notifyOrderCreated');
const goToHistory: (_: unknown, params: { order: Order }) => void = notProvided('goToHistory');
const removeCartLine: (_: unknown, params: { itemId: number }) => void = notProvided('removeCartLine');

/** The checkout's types, calls, actions and guards; `machine.ts` and its regions build on it. */
export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: checkoutActors,
  actions: {
    persistDraft,
    focusField,
    /** "Please fill in required fields" (part 2 §5). */
    notifyInvalid: notProvided('notifyInvalid'),
    /** The same code again (part 2 §5 "Promo"). */
    notifyPromoAlreadyApplied: notProvided('notifyPromoAlreadyApplied'),
    notifyOrderFailed,
    notifyOrderCreated,
    notifyAddressSaved: notProvided('notifyAddressSaved'),
    notifyAddressFailed: notProvided('notifyAddressFailed'),
    /** Ask the app-wide cart again: the server emptied it with the order (or, issue 26, refused a piece). */
    refreshCart: notProvided('refreshCart'),
    /** Issue 26: the app-wide cart removes the line (its own optimistic change, toast and rollback). */
    removeCartLine,
    clearDraft: notProvided('clearDraft'),
    /** The order's thank-you page (issue 22 item 12), whose link leads on to the purchase history. */
    goToHistory,
    /** Re-checks the rules after a change once the first attempt has shown them. */
    revalidate: assign(({ context }) => (context.attempted ? { problems: validate(context.form) } : {})),
  },
  guards: checkoutGuards,
});
