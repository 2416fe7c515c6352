/**
 * What the state chart draws: a machine already laid out (absolute coordinates, in px). The view declares the
 * shape itself (src/ui imports no machines); src/machines/atlas/layout.ts produces exactly this.
 */

export type ChartBox = { x: number; y: number; width: number; height: number };
export type ChartPoint = { x: number; y: number };

export type ChartState = ChartBox & {
  /** The state's path (`'ready.idle'`); the machine's root is `''`. */
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  tags: readonly string[];
  invokes: readonly string[];
  /**
   * Transitions listed inside the box, as text: the targetless ones (`event [guard]`) and, in a chart too crowded
   * for an arrow each, folded ones (`event [guard] → target`).
   */
  internal: readonly string[];
  /** The same lines with their transitions' ids, for the coverage colouring; when absent, `internal` is drawn plain. */
  listed?: ReadonlyArray<{ id: string; text: string }>;
  description?: string;
  container: boolean;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
  depth: number;
};

/** One arrow; every transition between the same two states shares it, one label line each. */
export type ChartTransition = {
  id: string;
  source: string;
  target: string;
  /** The machine's transitions on this arrow: their ids (coverage keys on them) and `event [guard]` texts. */
  transitions: ReadonlyArray<{ id: string; text: string }>;
  labelBox?: ChartBox;
  /** The arrow from a container's initial dot. */
  initial: boolean;
  self: boolean;
  points: readonly ChartPoint[];
};

export type ChartGraph = {
  machineId: string;
  width: number;
  height: number;
  nodes: readonly ChartState[];
  edges: readonly ChartTransition[];
  initials: ReadonlyArray<ChartPoint & { parent: string }>;
};

/**
 * The chart's few words. A developer tool over code identifiers (state keys, event types), so the defaults are
 * English and no Lingui catalog is needed: the same view renders to a stand-alone SVG file in a Node script.
 */
export type StateChartWords = {
  title: (machineId: string) => string;
  description: (states: number, transitions: number) => string;
  state: (stateId: string) => string;
  covered: string;
  uncovered: string;
  current: string;
};

export const defaultWords: StateChartWords = {
  title: (machineId) => `Statechart of the ${machineId} machine`,
  description: (states, transitions) => `${states} states and ${transitions} transitions, laid out by ELK.`,
  state: (stateId) => `state ${stateId}`,
  covered: 'transition taken by the model tests',
  uncovered: 'transition never taken',
  current: 'current state',
};
