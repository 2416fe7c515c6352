/**
 * The atlas's picture of a machine (issue 29): plain data walked from `machine.root`, so a chart can never drift
 * from the machine it draws. No xstate types here: the view (src/ui/views/StateChart) declares the same shape.
 */

export type AtlasStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** One state node. `id` is its path from the root (`'ready.idle'`); the root's is `''`. */
export interface AtlasNode {
  id: string;
  key: string;
  type: AtlasStateType;
  /** The key of the initial child of a compound state. */
  initial?: string;
  tags: string[];
  /** Invoked actors as `id (src)`, or the src alone when the id says the same. */
  invokes: string[];
  description?: string;
  /** Child ids, in document order. */
  children: string[];
}

/** One transition definition. Targetless ones are `internal` (actions only, the state is not left). */
export interface AtlasEdge {
  /** Stable: `source|event|index-among-that-event's-transitions`; the coverage of issue 29 keys on it. */
  id: string;
  source: string;
  targets: string[];
  /** The raw event type (`'cart.add'`, `'xstate.done.actor.lists'`, `'xstate.after.400…'`, `''` for always). */
  eventType: string;
  /** What the chart prints: `'cart.add'`, `'done: lists'`, `'after 400 ms'`, `'after debounce'`, `'always'`. */
  label: string;
  guard?: string;
  internal: boolean;
  /** Re-enters its own source (`reenter: true` or a target equal to the source). */
  self: boolean;
}

export interface AtlasGraph {
  machineId: string;
  /** Every node, the root first, in document order. */
  nodes: AtlasNode[];
  edges: AtlasEdge[];
}
