import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineGraph } from '../../src/machines/atlas/graph.ts';
import { atlasEntries } from '../../src/machines/atlas/registry.ts';
import { declaredEdgeIds } from '../support/machines/model.ts';

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
