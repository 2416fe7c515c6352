import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { CataloguePage } from '../api/alerts.ts';
import type { ProductKey } from '../api/cart.ts';
import { unprovided } from './helpers.ts';

/**
 * What a guest pressed that needs an account (issue 22 item 6): the heart, "В корзину", the comparison mark; and
 * (issue 28) «Сообщить, когда освободится» on a reserved piece and «Сохранить поиск» on a catalogue page.
 */
export type GuestAction = ProductGuestAction | 'saveSearch';
/** The actions about one piece. */
export type ProductGuestAction = 'favorite' | 'cart' | 'compare' | 'pieceAlert';

/** Issue 28: the catalogue search a guest wanted saved — its page and URL query, and the name the dialog suggested. */
export interface HeldSearch {
  page: CataloguePage;
  query: string;
  name: string;
}

/**
 * The app's lists (heart, cart, comparison) complete their intents themselves once signed in
 * (`runtime/guestIntent.tsx`); a piece alert and a saved search belong to their page, which completes them when the
 * shopper is back on it (the product and catalogue screens).
 */
export type GuestIntent =
  | { action: ProductGuestAction; product: ProductKey }
  | { action: 'saveSearch'; search: HeldSearch };

export type GuestIntentEvent =
  /** A guest pressed the action: keep it while they sign in (the sign-in panel says why). */
  | { type: 'intent.hold'; intent: GuestIntent }
  /** The sign-in was cancelled: nothing is done on the guest's behalf later. */
  | { type: 'intent.drop' }
  /** Signed in, the lists known: `alreadyDone` when the piece already carries the mark (a toggle would undo it). */
  | { type: 'intent.replay'; alreadyDone: boolean };

/** The held action, to be done now by the app's cart, favorites or comparison. */
export type GuestIntentEmitted = { type: 'completed'; intent: GuestIntent };

export interface GuestIntentInput {
  /** The intent kept across the reload a modal sign-in ends with (session storage), if any. */
  intent?: GuestIntent | null;
}

const notProvided = (action: string) => unprovided('guestIntentMachine', action);

/**
 * A guest's intent survives sign-in (issue 22 item 6), id `guestIntent`, app-wide: the heart, compare or add-to-cart
 * pressed signed out is held (and persisted, so the reload after a modal sign-in keeps it), the sign-in panel says
 * why, and once signed in it is replayed exactly once — then forgotten, like a cancelled sign-in's.
 */
export const guestIntentMachine = setup({
  types: {
    input: {} as GuestIntentInput,
    context: {} as {
      /** The action waiting for the sign-in, or null. */
      intent: GuestIntent | null;
    },
    events: {} as GuestIntentEvent,
    emitted: {} as GuestIntentEmitted,
  },
  actions: {
    assignIntent: assign((_, intent: GuestIntent) => ({ intent })),
    clearIntent: assign({ intent: null }),
    /** Keep it for this tab's next page load (the feature writes session storage). */
    persistIntent: notProvided('persistIntent') as (_: unknown, intent: GuestIntent) => void,
    /** Replayed or dropped: never again, not after another reload either. */
    forgetIntent: notProvided('forgetIntent'),
    completeIntent: emit(({ context }) => ({ type: 'completed', intent: context.intent as GuestIntent }) as const),
  },
  guards: {
    hasIntent: ({ context }) => context.intent !== null,
    isAlreadyDone: (_, alreadyDone: boolean) => alreadyDone,
  },
}).createMachine({
  id: 'guestIntent',
  context: ({ input }) => ({ intent: input?.intent ?? null }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Start-up: an intent kept across the reload is held again.',
      always: [{ guard: 'hasIntent', target: 'held' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'intent.hold': {
          target: 'held',
          actions: [
            { type: 'assignIntent', params: ({ event }) => event.intent },
            { type: 'persistIntent', params: ({ event }) => event.intent },
          ],
        },
      },
    },
    held: {
      tags: ['held'],
      description: 'A guest action waits for the sign-in; the panel says why.',
      on: {
        // The latest press wins: one action is completed, the one the guest was told about.
        'intent.hold': {
          actions: [
            { type: 'assignIntent', params: ({ event }) => event.intent },
            { type: 'persistIntent', params: ({ event }) => event.intent },
          ],
        },
        'intent.drop': { target: 'idle', actions: ['clearIntent', 'forgetIntent'] },
        'intent.replay': [
          { guard: { type: 'isAlreadyDone', params: ({ event }) => event.alreadyDone }, target: 'idle', actions: ['clearIntent', 'forgetIntent'] },
          { target: 'idle', actions: ['completeIntent', 'clearIntent', 'forgetIntent'] },
        ],
      },
    },
  },
});

type GuestIntentSnapshot = SnapshotFrom<typeof guestIntentMachine>;

/** Why the sign-in panel opened: the held action, or null. */
export const selectGuestReason = (snapshot: GuestIntentSnapshot): GuestAction | null => (snapshot.hasTag('held') ? (snapshot.context.intent?.action ?? null) : null);
/** The held intent (the wiring checks its piece's mark before replaying). */
export const selectHeldIntent = (snapshot: GuestIntentSnapshot): GuestIntent | null => (snapshot.hasTag('held') ? snapshot.context.intent : null);
