import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { machineGraph } from './graph.ts';

// A fake actor is fine here: the graph reads the machine's shape, it never runs it.
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'note' } | { type: 'stop' } },
  actors: { fetchThing: fromPromise(async () => 1) },
  guards: { isReady: () => true },
  delays: { debounce: 400 },
}).createMachine({
  id: 'sample',
  initial: 'busy',
  states: {
    busy: {
      type: 'parallel',
      on: { stop: 'done' },
      states: {
        left: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              description: 'Asks for the thing',
              invoke: { src: 'fetchThing', onDone: { target: 'ready' }, onError: { target: 'ready' } },
            },
            ready: { on: { go: { guard: 'isReady', target: 'loading' }, note: { actions: () => {} } } },
          },
        },
        right: {
          initial: 'waiting',
          states: { waiting: { after: { debounce: 'idle', 1000: 'idle' } }, idle: { always: 'waiting' } },
        },
      },
    },
    done: { type: 'final' },
  },
});

describe('machineGraph', () => {
  const graph = machineGraph(sample);

  it('lists every state with its path, type, initial, tags, invokes and description', () => {
    expect(graph.machineId).toBe('sample');
    expect(graph.nodes).toEqual([
      { id: '', key: 'sample', type: 'compound', initial: 'busy', tags: [], invokes: [], children: ['busy', 'done'] },
      { id: 'busy', key: 'busy', type: 'parallel', tags: [], invokes: [], children: ['busy.left', 'busy.right'] },
      { id: 'busy.left', key: 'left', type: 'compound', initial: 'loading', tags: [], invokes: [], children: ['busy.left.loading', 'busy.left.ready'] },
      { id: 'busy.left.loading', key: 'loading', type: 'atomic', tags: ['loading'], invokes: ['fetchThing'], description: 'Asks for the thing', children: [] },
      { id: 'busy.left.ready', key: 'ready', type: 'atomic', tags: [], invokes: [], children: [] },
      { id: 'busy.right', key: 'right', type: 'compound', initial: 'waiting', tags: [], invokes: [], children: ['busy.right.waiting', 'busy.right.idle'] },
      { id: 'busy.right.waiting', key: 'waiting', type: 'atomic', tags: [], invokes: [], children: [] },
      { id: 'busy.right.idle', key: 'idle', type: 'atomic', tags: [], invokes: [], children: [] },
      { id: 'done', key: 'done', type: 'final', tags: [], invokes: [], children: [] },
    ]);
  });

  it('lists every transition with its label, guard, targets and kind', () => {
    const view = graph.edges.map(({ source, targets, label, guard, internal, self }) => ({ source, targets, label, guard, internal, self }));
    expect(view).toEqual([
      { source: 'busy', targets: ['done'], label: 'stop', guard: undefined, internal: false, self: false },
      { source: 'busy.left.loading', targets: ['busy.left.ready'], label: 'done: fetchThing', guard: undefined, internal: false, self: false },
      { source: 'busy.left.loading', targets: ['busy.left.ready'], label: 'error: fetchThing', guard: undefined, internal: false, self: false },
      { source: 'busy.left.ready', targets: ['busy.left.loading'], label: 'go', guard: 'isReady', internal: false, self: false },
      { source: 'busy.left.ready', targets: [], label: 'note', guard: undefined, internal: true, self: false },
      { source: 'busy.right.waiting', targets: ['busy.right.idle'], label: 'after 1 s', guard: undefined, internal: false, self: false },
      { source: 'busy.right.waiting', targets: ['busy.right.idle'], label: 'after debounce', guard: undefined, internal: false, self: false },
      { source: 'busy.right.idle', targets: ['busy.right.waiting'], label: 'always', guard: undefined, internal: false, self: false },
    ]);
  });

  it('gives every transition a stable, unique id', () => {
    const ids = graph.edges.map((edge) => edge.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('busy.left.ready|go|0');
    expect(ids).toContain('busy.right.idle|always|0');
  });
});
