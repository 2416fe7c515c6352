import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { applyInspection, EVENTS_KEPT, type ActorEntry } from './actorLog.ts';

const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'inc' } | { type: 'finish' } },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: {
      tags: ['busy'],
      on: { inc: { actions: assign({ count: ({ context }) => context.count + 1 }) }, finish: 'done' },
    },
    done: { type: 'final' },
  },
});

function record() {
  let entries: ActorEntry[] = [];
  const inspect = (event: InspectionEvent) => {
    entries = applyInspection(entries, event);
  };
  return { inspect, entries: () => entries };
}

describe('dev panel actor log (issue 3 §6: live actors with state value, tags, context and last events)', () => {
  it('lists a started machine with its value, tags and context, and follows its snapshots', () => {
    const log = record();
    const actor = createActor(counter, { inspect: log.inspect }).start();
    actor.send({ type: 'inc' });
    actor.send({ type: 'inc' });
    const [entry] = log.entries();
    expect(log.entries()).toHaveLength(1);
    expect(entry).toMatchObject({ name: 'counter', status: 'active', value: 'counting', tags: ['busy'] });
    expect(JSON.parse(entry?.context ?? '')).toEqual({ count: 2 });
    expect(entry?.events.slice(0, 2)).toEqual(['inc', 'inc']);
  });

  it(`keeps only the last ${EVENTS_KEPT} events, newest first`, () => {
    const log = record();
    const actor = createActor(counter, { inspect: log.inspect }).start();
    for (let i = 0; i < EVENTS_KEPT + 3; i += 1) actor.send({ type: 'inc' });
    expect(log.entries()[0]?.events).toHaveLength(EVENTS_KEPT);
  });

  it('drops actors that finish or are stopped', () => {
    const log = record();
    const finished = createActor(counter, { inspect: log.inspect }).start();
    const stopped = createActor(counter, { inspect: log.inspect }).start();
    expect(log.entries()).toHaveLength(2);
    finished.send({ type: 'finish' });
    expect(log.entries().map((e) => e.id)).toEqual([stopped.sessionId]);
    stopped.stop();
    expect(log.entries()).toEqual([]);
  });

  it('shows invoked child actors by their id and removes them when they settle', async () => {
    const parent = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'parent',
      initial: 'loading',
      states: { loading: { invoke: { id: 'loadThing', src: 'load', onDone: 'ready' } }, ready: {} },
    });
    const log = record();
    const seen = new Set<string>();
    const actor = createActor(parent, {
      inspect: (event) => {
        log.inspect(event);
        for (const entry of log.entries()) seen.add(entry.name);
      },
    }).start();
    expect(seen).toContain('loadThing');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(log.entries().map((e) => e.name)).toEqual(['parent']);
  });
});

describe('dev panel actor log: constructed but never started actors', () => {
  it('are not listed (React StrictMode constructs idle copies it throws away)', () => {
    const log = record();
    createActor(counter, { inspect: log.inspect });
    expect(log.entries()).toEqual([]);
  });
});
