import { setup, type SnapshotFrom } from 'xstate';

export type LoginModalEvent = { type: 'loginModal.open' } | { type: 'loginModal.close' };

/**
 * The global login modal (part 1 §2.5, part 2 "Page titles and navigation"): any part of the app opens it (the
 * header's favorites, compare and profile when signed out, the favorites and compare routes); the panel inside is
 * loaded on its first opening. Success closes it and reloads the page (the sign-in feature does that). Tag: `open`.
 */
export const loginModalMachine = setup({
  types: { events: {} as LoginModalEvent },
}).createMachine({
  id: 'loginModal',
  initial: 'closed',
  states: {
    closed: { on: { 'loginModal.open': 'open' } },
    open: { tags: ['open'], on: { 'loginModal.close': 'closed' } },
  },
});

/** The modal is showing. */
export const selectIsOpen = (snapshot: SnapshotFrom<typeof loginModalMachine>): boolean => snapshot.hasTag('open');
