import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ATLAS_COVERAGE_DIR, type AtlasCoverageFile } from '../../../src/machines/atlas/coverageFile.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The record with the transitions a model test leaves out on purpose (`unreachable` of expectEveryStateAndTransition),
 * by atlas edge id with the test's reason: they are not covered, and the record says why (the atlas reads
 * `edges` only, so they stay red on the chart).
 */
export interface ModelCoverageFile extends AtlasCoverageFile {
  exempted: Record<string, string>;
}

/** What this test file's model tests took so far, per machine (a file may check one machine in several tests). */
const taken = new Map<string, { states: Set<string>; edges: Set<string>; exempted: Map<string, string> }>();

/**
 * Adds what a model test's paths took to this test file's record of `machineId` and rewrites its one file,
 * `coverage/atlas/<machine id>/<test file, slashes as "__">.json`: each (machine, test file) has its own file, so
 * parallel workers never share one, and `npm run atlas` merges them.
 */
export function recordCoverage(machineId: string, states: Iterable<string>, edges: Iterable<string>, exempted: Record<string, string> = {}): void {
  const testPath = expect.getState().testPath;
  if (!testPath) return;
  const testFile = relative(root, testPath).split('\\').join('/');
  const record = taken.get(machineId) ?? { states: new Set<string>(), edges: new Set<string>(), exempted: new Map<string, string>() };
  taken.set(machineId, record);
  for (const state of states) record.states.add(state);
  for (const edge of edges) record.edges.add(edge);
  for (const [edge, reason] of Object.entries(exempted)) record.exempted.set(edge, reason);
  const file: ModelCoverageFile = {
    machineId,
    testFile,
    states: [...record.states].sort(),
    edges: [...record.edges].sort(),
    // An edge another test of the file took is covered, not exempted.
    exempted: Object.fromEntries([...record.exempted].filter(([edge]) => !record.edges.has(edge)).sort(([a], [b]) => a.localeCompare(b))),
  };
  const folder = join(root, ATLAS_COVERAGE_DIR, machineId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${testFile.replace(/\//g, '__')}.json`), `${JSON.stringify(file, null, 2)}\n`);
}
