import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, type InspectionEvent } from 'xstate';
import { applyInspection, EVENTS_KEPT, STEPS_KEPT, type ActorEntry } from './actorLog.ts';

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

describe('dev panel actor log: each actor\'s steps (issue 29: stepping back through the log)', () => {
  it('logs every snapshot with the event that led to it, numbered from the first', () => {
    const log = record();
    const actor = createActor(counter, { inspect: log.inspect }).start();
    actor.send({ type: 'inc' });
    const [entry] = log.entries();
    expect(entry?.machine).toBe(true);
    expect(entry?.steps.map(({ seq, event, value }) => ({ seq, event, value }))).toEqual([
      { seq: 0, event: 'xstate.init', value: 'counting' },
      { seq: 1, event: 'inc', value: 'counting' },
    ]);
    expect(JSON.parse(entry?.steps[1]?.context ?? '')).toEqual({ count: 1 });
  });

  it(`keeps the last ${STEPS_KEPT} steps, each keeping its number`, () => {
    const log = record();
    const actor = createActor(counter, { inspect: log.inspect }).start();
    for (let i = 0; i < STEPS_KEPT + 5; i += 1) actor.send({ type: 'inc' });
    const steps = log.entries()[0]?.steps ?? [];
    expect(steps).toHaveLength(STEPS_KEPT);
    expect(steps[0]?.seq).toBe(6);
    expect(steps.at(-1)?.seq).toBe(STEPS_KEPT + 5);
  });

  it('marks promise actors as having no chart', () => {
    const parent = setup({ actors: { load: fromPromise(() => new Promise<number>(() => {})) } }).createMachine({
      id: 'parent',
      invoke: { id: 'loadThing', src: 'load' },
    });
    const log = record();
    createActor(parent, { inspect: log.inspect }).start();
    expect(log.entries().map((e) => [e.name, e.machine])).toEqual([
      ['parent', true],
      ['loadThing', false],
    ]);
  });
});
