import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './machine.ts';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The pickup cities and countries: the form cannot be completed without them. */
export function selectListsStatus(snapshot: CheckoutSnapshot): 'loading' | 'ready' | 'unavailable' {
  if (snapshot.matches({ lists: 'loading' })) return 'loading';
  return snapshot.matches({ lists: 'unavailable' }) ? 'unavailable' : 'ready';
}

/** The order (or its address) is on its way, or done and leaving: the submit button shows "creating" and is off. */
export const selectIsSubmitting = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('busy');

/** A promo code is being checked: apply is off. */
export const selectIsPromoBusy = (snapshot: CheckoutSnapshot): boolean => snapshot.hasTag('promoBusy');

/** Errors show only after the first submit attempt (part 2 §4). */
export const selectProblems = (snapshot: CheckoutSnapshot) => (snapshot.context.attempted ? snapshot.context.problems : {});

export const selectForm = (snapshot: CheckoutSnapshot) => snapshot.context.form;
export const selectPromo = (snapshot: CheckoutSnapshot) => snapshot.context.promo;

/** Issue 26: the cart lines the last submit was refused for (409), with the server's words, until removed. */
export const selectRefusedLines = (snapshot: CheckoutSnapshot) => snapshot.context.refusedLines;
