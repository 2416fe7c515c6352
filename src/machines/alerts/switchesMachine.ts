import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailureCode } from '../../api/errors.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';

/**
 * Issue 28's on/off settings, from one factory: a favorite's price-drop alerts (`priceAlertsMachine.ts`, one
 * switch per favorite) and the profile's Telegram notices (`telegramNoticesMachine.ts`, one switch). A switch
 * flips at once and is saved in the background; the changes go to the server one at a time, in order (a switch
 * pressed twice sends both, and the server's last word stays), and a refused change is simply dropped — the switch
 * flips back — with a notice the feature turns into a toast (`notifyFailed`).
 *
 * What a switch shows is its latest waiting change, else the server's last answer for it (`confirmed`), else the
 * value the page was seeded with (the favorite's `price_alerts`, the profile's `telegram_notices`), which the
 * feature passes to the selectors: the seed belongs to another actor's data.
 *
 * idle ⇄ sending.
 */

/** The value the shopper chose for one switch (`key`: a favorite's id; the profile's single switch uses 0). */
export interface SwitchChange {
  key: number;
  on: boolean;
}

export type SwitchesEvent = { type: 'switch.set'; key: number; on: boolean };

/** Saves one change; answers the value the server now keeps. */
export type SaveSwitch = (change: SwitchChange, signal: AbortSignal) => Promise<boolean>;

export interface SwitchesContext {
  /** The server's answers so far, by key (they win over the seed). */
  confirmed: Record<number, boolean>;
  /** Changes not yet answered, oldest first; the head is on its way. */
  pending: SwitchChange[];
}

/** What the feature hears when a change was refused (its switch has flipped back already). */
export type SwitchFailure = { change: SwitchChange; code: ApiFailureCode };

export function createSwitchesMachine(id: string, save: SaveSwitch) {
  return setup({
    types: { context: {} as SwitchesContext, events: {} as SwitchesEvent },
    actors: {
      saveSwitch: fromRequest<boolean, SwitchChange>(({ input, signal }) => save(input, signal)),
    },
    actions: {
      /** A toast: "could not change it"; the switch is back where it was. */
      notifyFailed: unprovided(id, 'notifyFailed') as (_: unknown, failure: SwitchFailure) => void,
      enqueue: assign(({ context, event }) => ({ pending: [...context.pending, { key: event.key, on: event.on }] })),
      confirmHead: assign(({ context }, on: boolean) => {
        const [head, ...rest] = context.pending;
        return head ? { confirmed: { ...context.confirmed, [head.key]: on }, pending: rest } : {};
      }),
      dropHead: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    },
    guards: {
      hasPending: ({ context }) => context.pending.length > 0,
    },
  }).createMachine({
    id,
    context: { confirmed: {}, pending: [] },
    initial: 'idle',
    on: { 'switch.set': { actions: 'enqueue' } },
    states: {
      idle: {
        always: { guard: 'hasPending', target: 'sending' },
      },
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'save',
          src: 'saveSwitch',
          input: ({ context }) => context.pending[0] as SwitchChange,
          onDone: { target: 'idle', actions: { type: 'confirmHead', params: ({ event }) => event.output } },
          onError: {
            target: 'idle',
            actions: [
              {
                type: 'notifyFailed',
                params: ({ context, event }) => ({ change: context.pending[0] as SwitchChange, code: toApiFailure(event.error).code }),
              },
              'dropHead',
            ],
          },
        },
      },
    },
  });
}

export type SwitchesMachine = ReturnType<typeof createSwitchesMachine>;
type SwitchesSnapshot = SnapshotFrom<SwitchesMachine>;

/** Where a switch stands: its latest waiting change, else the server's answer, else the seed. */
export function selectSwitchOn(snapshot: Pick<SwitchesSnapshot, 'context'>, key: number, seed: boolean): boolean {
  const { confirmed, pending } = snapshot.context;
  const waiting = pending.findLast((change) => change.key === key);
  return waiting?.on ?? confirmed[key] ?? seed;
}

/** A change of this switch is still on its way. */
export const selectIsSwitchSaving = (snapshot: Pick<SwitchesSnapshot, 'context'>, key: number): boolean =>
  snapshot.context.pending.some((change) => change.key === key);

/** What the shopper changed, by key: the value shown and whether it is still being saved (stable per context). */
export type SwitchOverrides = ReadonlyMap<number, { on: boolean; saving: boolean }>;

const overridesByContext = new WeakMap<object, SwitchOverrides>();

export function selectSwitchOverrides(snapshot: Pick<SwitchesSnapshot, 'context'>): SwitchOverrides {
  const { context } = snapshot;
  const known = overridesByContext.get(context);
  if (known) return known;
  const keys = new Set([...Object.keys(context.confirmed).map(Number), ...context.pending.map((change) => change.key)]);
  const overrides: SwitchOverrides = new Map(
    [...keys].map((key) => [key, { on: selectSwitchOn(snapshot, key, true), saving: selectIsSwitchSaving(snapshot, key) }]),
  );
  overridesByContext.set(context, overrides);
  return overrides;
}
