import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LaidOutGraph } from './atlas/layout.ts';
import { fromRequest } from './fromRequest.ts';

/**
 * The development-only actor panel (issue 3 §6, issue 29 "live, in development"): closed, or open on the list of
 * live actors, or open on one actor's statechart — drawn from the actor's own machine by the atlas (ELK lays it
 * out, `layOutChart`, which the feature provides with the picked actor's machine) — either following the actor
 * live or showing an earlier step of its log (`step`, the step's sequence number in the feature's actor log).
 *
 * closed ⇄ open { list → chart { layingOut → live ⇄ past | failed (retry → layingOut) } }; `devPanel.pick` of
 * another actor lays its chart out afresh, `devPanel.list` goes back to the list.
 */

export type DevPanelEvent =
  | { type: 'devPanel.toggle' }
  | { type: 'devPanel.pick'; actorId: string }
  | { type: 'devPanel.list' }
  | { type: 'devPanel.step'; step: number }
  | { type: 'devPanel.live' }
  | { type: 'devPanel.retry' };

type Context = {
  /** The session id of the actor whose chart is shown (null on the list). */
  actorId: string | null;
  /** Its machine, laid out (null until ELK has answered). */
  chart: LaidOutGraph | null;
  /** The sequence number of the log step shown instead of the live state (null: live). */
  step: number | null;
};

const closedChart = { actorId: null, chart: null, step: null } satisfies Context;

export const devPanelMachine = setup({
  types: { context: {} as Context, events: {} as DevPanelEvent },
  actors: {
    /** Provided by the feature, which knows each live actor's machine (`machineGraph` + `layoutGraph`). */
    layOutChart: fromRequest<LaidOutGraph, { actorId: string }>(() => Promise.reject(new Error('devPanel: actor "layOutChart" not provided'))),
  },
  actions: {
    pick: assign(({ event }) => (event.type === 'devPanel.pick' ? { actorId: event.actorId, chart: null, step: null } : {})),
    forget: assign(closedChart),
    showStep: assign(({ event }) => (event.type === 'devPanel.step' ? { step: event.step } : {})),
    showLive: assign({ step: null }),
  },
  guards: {
    isStep: ({ event }) => event.type === 'devPanel.step' && Number.isInteger(event.step) && event.step >= 0,
  },
}).createMachine({
  id: 'devPanel',
  context: closedChart,
  initial: 'closed',
  states: {
    closed: {
      on: { 'devPanel.toggle': 'open' },
    },
    open: {
      initial: 'list',
      on: {
        'devPanel.toggle': { target: 'closed', actions: 'forget' },
        'devPanel.pick': { target: '.chart', reenter: true, actions: 'pick' },
      },
      states: {
        list: {
          description: 'The live actors with their state value, tags, context and last events.',
        },
        chart: {
          initial: 'layingOut',
          on: { 'devPanel.list': { target: 'list', actions: 'forget' } },
          states: {
            layingOut: {
              tags: ['loading'],
              invoke: {
                id: 'layout',
                src: 'layOutChart',
                input: ({ context }) => ({ actorId: context.actorId ?? '' }),
                onDone: { target: 'live', actions: assign({ chart: ({ event }) => event.output }) },
                onError: 'failed',
              },
            },
            failed: {
              on: { 'devPanel.retry': 'layingOut' },
            },
            live: {
              description: 'The chart follows the actor: its current state highlighted, its log beside it.',
              on: { 'devPanel.step': { guard: 'isStep', target: 'past', actions: 'showStep' } },
            },
            past: {
              description: 'An earlier step of the log: the state the actor was in after that event.',
              on: {
                'devPanel.step': { guard: 'isStep', actions: 'showStep' },
                'devPanel.live': { target: 'live', actions: 'showLive' },
              },
            },
          },
        },
      },
    },
  },
});

export type DevPanelSnapshot = SnapshotFrom<typeof devPanelMachine>;

export type DevPanelScreen = 'closed' | 'list' | 'layingOut' | 'failed' | 'live' | 'past';

/** What the panel shows: closed, the list, or the picked actor's chart (laying out, failed, live or a past step). */
export function selectDevPanelScreen(snapshot: DevPanelSnapshot): DevPanelScreen {
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches({ open: 'list' })) return 'list';
  if (snapshot.matches({ open: { chart: 'layingOut' } })) return 'layingOut';
  if (snapshot.matches({ open: { chart: 'failed' } })) return 'failed';
  return snapshot.matches({ open: { chart: 'past' } }) ? 'past' : 'live';
}
