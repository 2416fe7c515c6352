import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { assign, fromPromise, raise, setup } from 'xstate';
import { machineGraph } from '../../src/machines/atlas/graph.ts';
import { atlasEntries } from '../../src/machines/atlas/registry.ts';
import { declaredEdgeIds, expectEveryStateAndTransition, transitionModel } from '../support/machines/model.ts';

/**
 * Issue 29, "every transition is reached": each model test already fails when its paths leave a declared
 * transition untaken (tests/support/machines/model.ts, `expectEveryStateAndTransition`). This file makes that
 * rule cover the chart: (1) the transitions the harness counts are exactly the atlas's edges, id for id (both key
 * on src/machines/atlas/edgeId.ts), and (2) every machine of the atlas has a model test, so no edge of any chart
 * escapes the rule. It reads no coverage files: test order is not guaranteed, so nothing here waits on another run.
 */
const machines = fileURLToPath(new URL('../../src/machines', import.meta.url));

/** Machines with no model-based test today (each would need one before it may leave this list). */
const KNOWN_GAPS: readonly string[] = [];

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (entry.name.endsWith('.test.ts')) yield path;
  }
}

/** A model test walks paths and checks them with the harness; its machines are the machine files it imports. */
const modelTested = new Map<string, string[]>();
for (const path of testFiles(machines)) {
  const source = readFileSync(path, 'utf8');
  if (!source.includes('expectEveryStateAndTransition(')) continue;
  for (const [, specifier = ''] of source.matchAll(/from '(\.[^']+\.ts)'/g)) {
    const file = relative(machines, resolve(dirname(path), specifier)).split('\\').join('/');
    modelTested.set(file, [...(modelTested.get(file) ?? []), relative(machines, path)]);
  }
}

describe('coverage on the chart', () => {
  it.each(atlasEntries.map((entry) => [entry.id, entry] as const))(
    '%s: the transitions the model tests must take are exactly the edges its chart draws',
    (_, { machine }) => {
      const edges = machineGraph(machine).edges.map((edge) => edge.id);
      const declared = declaredEdgeIds(machine);
      expect(new Set(edges).size, 'edge ids are unique').toBe(edges.length);
      expect([...declared].sort()).toEqual([...edges].sort());
    },
  );

  it('every machine of the atlas has a model test that must take all its transitions (known gaps excepted)', () => {
    const untested = atlasEntries.filter((entry) => !modelTested.has(entry.file)).map((entry) => entry.id);
    expect(untested).toEqual([...KNOWN_GAPS]);
  });
});

/**
 * The harness counts what xstate says a step took, microstep by microstep: the eventless transitions right after
 * the start, each `always` alternative on its own (these two share a target), a raised event's transition, and
 * the transient states they pass through. Dropping a path must leave exactly its transitions untaken.
 */
describe('the harness counts every microstep of a step', () => {
  const announced = vi.fn();
  const called = vi.fn();
  const probe = setup({
    types: { context: {} as { presses: number }, events: {} as { type: 'press' } | { type: 'settle' } },
    actions: { announce: () => announced() },
    actors: { call: fromPromise(async () => called()) },
  }).createMachine({
    id: 'harnessProbe',
    context: { presses: 0 },
    initial: 'start',
    states: {
      start: { always: 'idle' },
      idle: { on: { press: 'deciding' } },
      deciding: {
        entry: [assign({ presses: ({ context }) => context.presses + 1 }), 'announce'],
        always: [{ guard: ({ context }) => context.presses === 1, target: 'settling' }, { target: 'settling' }],
      },
      settling: { entry: raise({ type: 'settle' }), on: { settle: 'done' } },
      done: { invoke: { src: 'call' }, on: { press: 'deciding' } },
    },
  });
  const paths = transitionModel(probe, {
    events: () => [{ type: 'press' }],
    filterEvents: (snapshot) => snapshot.context.presses < 2,
    slice: (snapshot) => [snapshot.value, snapshot.context.presses],
  }).getShortestPaths();
  const failureOf = (run: () => void): unknown => {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error('the harness passed');
  };

  it('passes when the paths take everything, though the steps rest in `idle` and `done` only', () => {
    expect(paths.flatMap((path) => path.steps.map((step) => step.state.value))).toEqual(['idle', 'done', 'done']);
    expectEveryStateAndTransition(probe, paths);
    // Walking and replaying are pure: no action of the machine ran, no actor it invokes started.
    expect(announced).not.toHaveBeenCalled();
    expect(called).not.toHaveBeenCalled();
  });

  it('fails naming exactly the transitions of a dropped step: the second `always` alternative and the press after `done`', () => {
    const firstPress = paths.map((path) => ({ steps: path.steps.slice(0, 2) }));
    expect(failureOf(() => expectEveryStateAndTransition(probe, firstPress))).toMatchObject({
      message: expect.stringContaining('transitions never taken'),
      actual: ['deciding —always#1→ settling', 'done —press#0→ deciding'],
    });
  });

  it('fails when a transition left out as unreachable is taken after all', () => {
    expect(failureOf(() => expectEveryStateAndTransition(probe, paths, { 'settling —settle#0→ done': 'raised' }))).toMatchObject({
      message: expect.stringContaining('transitions left out that the paths take after all'),
      actual: ['settling —settle#0→ done'],
    });
  });
});
