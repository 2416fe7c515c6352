import { assign, raise, setup, type SnapshotFrom } from 'xstate';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  /** Already translated by the feature that raised it (machines never hold sentences of their own). */
  message: string;
}

/** Part 1 §2.5: toasts auto-dismiss after 3000 ms by default (part 2 §9: the appointment toast lasts 4000 ms). */
export const TOAST_DEFAULT_MS = 3000;
/** More than this many at once would cover the page; the oldest one makes room. */
export const TOAST_LIMIT = 4;

export type ToastEvent =
  | { type: 'toast.show'; toastType: ToastType; message: string; durationMs?: number }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.expire'; id: string };

/**
 * The app-wide toast queue (top right). Each toast schedules its own expiry as a delayed event keyed by the
 * toast id; tests run the clock instead of sleeping.
 */
export const toastMachine = setup({
  types: {
    context: {} as {
      /** Toasts on screen, oldest first. */
      toasts: Toast[];
      /** Source of toast ids (deterministic, so tests and stories can name them). */
      nextId: number;
    },
    events: {} as ToastEvent,
  },
  delays: {
    toastTimeout: ({ event }) => (event.type === 'toast.show' ? (event.durationMs ?? TOAST_DEFAULT_MS) : TOAST_DEFAULT_MS),
  },
  actions: {
    addToast: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const toast: Toast = { id: `toast-${context.nextId}`, type: event.toastType, message: event.message };
      return { toasts: [...context.toasts, toast].slice(-TOAST_LIMIT), nextId: context.nextId + 1 };
    }),
    // The expiry names its toast: one closed by hand earlier simply is not there any more when it arrives.
    scheduleExpiry: raise(({ context }) => ({ type: 'toast.expire' as const, id: `toast-${context.nextId - 1}` }), {
      delay: 'toastTimeout',
    }),
    removeToast: assign({
      toasts: ({ context, event }) =>
        event.type === 'toast.dismiss' || event.type === 'toast.expire' ? context.toasts.filter((t) => t.id !== event.id) : context.toasts,
    }),
  },
  guards: {
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
}).createMachine({
  id: 'toast',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.show': { target: 'showing', actions: ['addToast', 'scheduleExpiry'] } },
    },
    showing: {
      description: 'At least one toast is on screen; each leaves on its own timer or when closed.',
      always: { guard: 'hasNoToasts', target: 'idle' },
      on: {
        'toast.show': { actions: ['addToast', 'scheduleExpiry'] },
        'toast.dismiss': { actions: 'removeToast' },
        'toast.expire': { actions: 'removeToast' },
      },
    },
  },
});

/** The toasts on screen, oldest first. */
export const selectToasts = (snapshot: SnapshotFrom<typeof toastMachine>): Toast[] => snapshot.context.toasts;
