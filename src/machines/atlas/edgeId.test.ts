import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyStateNode } from 'xstate';
import { edgeIdOf } from './edgeId.ts';
import { machineGraph } from './graph.ts';

const sample = setup({
  types: { events: {} as { type: 'go'; fast: boolean } | { type: 'stop' } },
  guards: { isFast: ({ event }) => event.type === 'go' && event.fast },
  delays: { debounce: 400 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { go: [{ guard: 'isFast', target: 'done' }, { target: 'waiting' }] } },
    waiting: { after: { debounce: 'deciding' }, on: { stop: 'done' } },
    deciding: { always: [{ guard: () => false, target: 'idle' }, { target: 'done' }] },
    done: { type: 'final' },
  },
});

describe('edgeIdOf', () => {
  it('names a transition by its source, its event (always for eventless ones) and its place among that event’s alternatives', () => {
    const ids = machineGraph(sample).edges.map((edge) => edge.id);
    expect(ids).toEqual(expect.arrayContaining(['idle|go|0', 'idle|go|1', 'waiting|stop|0', 'deciding|always|0', 'deciding|always|1']));
    expect(ids.some((id) => /^waiting\|xstate\.after\.debounce\..+\|0$/.test(id))).toBe(true);
  });

  it('gives the transition the machine takes the id the chart draws it with', () => {
    const snapshot = createActor(sample).getSnapshot();
    const [taken] = sample.getTransitionData(snapshot, { type: 'go', fast: false });
    expect(edgeIdOf(taken!)).toBe('idle|go|1');
  });

  it('refuses a transition its source does not declare', () => {
    const idle = sample.root.states.idle as AnyStateNode;
    expect(() => edgeIdOf({ source: idle, eventType: 'stop' })).toThrow(/does not declare/);
  });
});
