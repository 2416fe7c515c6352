/**
 * What the model-based tests leave for the atlas (issue 29, "coverage on the chart"): one JSON file per (machine,
 * test file) under `coverage/atlas/<machine id>/`, written by tests/support/machines/coverage.ts each time a model
 * test checks its paths, read and merged by `npm run atlas`. One file per writer keeps Vitest's parallel workers
 * from ever writing the same file, so no lock is needed. The folder is git-ignored.
 */

/** The folder, from the repository's root. */
export const ATLAS_COVERAGE_DIR = 'coverage/atlas';

export interface AtlasCoverageFile {
  machineId: string;
  /** The test file that walked the paths, from the repository's root. */
  testFile: string;
  /** State paths the paths reached (`'ready.idle'`). */
  states: string[];
  /** Atlas edge ids (src/machines/atlas/edgeId.ts) of the transitions the paths took. */
  edges: string[];
}

/** Several test files exercising one machine: the union of what they took. */
export function mergeCoverage(files: readonly AtlasCoverageFile[]): { states: Set<string>; edges: Set<string>; testFiles: string[] } {
  return {
    states: new Set(files.flatMap((file) => file.states)),
    edges: new Set(files.flatMap((file) => file.edges)),
    testFiles: [...new Set(files.map((file) => file.testFile))].sort(),
  };
}
