import { vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * Model-based paths for machines that invoke actors or use delays. `createTestModel` refuses those ("Invocations
 * / After events on test machines are not supported"), so the graph is walked with `getShortestPaths` and
 * `getAdjacencyMap` from xstate/graph instead, on the real machine, and every path is replayed on a live actor
 * whose actors are test fakes: an `xstate.done.actor.*` step resolves the fake, an `xstate.error.actor.*` step
 * rejects it, an `xstate.after.*` step advances the fake clock.
 *
 * The result holds one path per edge of the graph (the shortest path to the edge's source, then the edge), so
 * every reachable state and every transition is taken at least once.
 */

export type ModelStep = { state: AnyMachineSnapshot; event: EventObject };
export type ModelPath = { description: string; steps: ModelStep[] };

export type ModelOptions = {
  input?: unknown;
  /**
   * Concrete events (with payloads) to try wherever their type is handled. Types the machine handles that are not
   * listed are tried as `{ type }` alone. List every `xstate.done.actor.*` with its `output` and every
   * `xstate.error.actor.*` with its `error`.
   */
  events: EventObject[];
  /** Only event types passing this are tried (to walk one region of a parallel machine at a time). */
  only?: (type: string) => boolean;
  /** How two snapshots count as the same vertex; default: value and context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
};

const defaultSerialize = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** The event types handled by the active state nodes of a snapshot (what xstate/graph's own models use). */
const handledTypes = (snapshot: AnyMachineSnapshot): string[] => [
  ...new Set((snapshot._nodes as { ownEvents: string[] }[]).flatMap((node) => node.ownEvents)),
];

export function modelPaths(machine: AnyStateMachine, options: ModelOptions): ModelPath[] {
  const serialize = options.serializeState ?? defaultSerialize;
  const traversal = {
    input: options.input,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    events: (snapshot: AnyMachineSnapshot) =>
      handledTypes(snapshot)
        .filter((type) => options.only?.(type) ?? true)
        .flatMap((type) => {
        const listed = options.events.filter((event) => event.type === type);
        return listed.length > 0 ? listed : [{ type }];
      }),
  };
  // xstate/graph's option types are generic over the logic; the traversal above is what it calls at run time.
  const shortest = getShortestPaths(machine, traversal as never) as unknown as { state: AnyMachineSnapshot; steps: ModelStep[] }[];
  const toVertex = new Map(shortest.map((path) => [serialize(path.state), path.steps]));
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const paths: ModelPath[] = [];
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = toVertex.get(source);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      const steps = [...head, { state, event }];
      paths.push({ steps, description: describe(steps) });
    }
  }
  return paths;
}

function describe(steps: ModelStep[]): string {
  const value = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value).replace(/"/g, '');
  return steps
    .map((step, index) => (index === 0 ? value(step.state) : `${step.event.type.replace(/^xstate\./, '')} → ${value(step.state)}`))
    .join(' · ');
}

/** Dotted paths of the atomic state nodes a snapshot is in ("items.showing"). */
export const leafPaths = (snapshot: AnyMachineSnapshot): string[] =>
  (snapshot._nodes as { type: string; path: string[] }[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));

/** Dotted paths of every atomic state node of a machine. */
export function allLeafPaths(machine: AnyStateMachine): string[] {
  const walk = (node: { states: Record<string, unknown>; path: string[]; type: string }): string[] => {
    const children = Object.values(node.states) as (typeof node)[];
    return children.length === 0 ? [node.path.join('.')] : children.flatMap(walk);
  };
  return walk(machine.root as never);
}

/** Every atomic state some path passes through. */
export const visitedLeaves = (paths: ModelPath[]): Set<string> =>
  new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafPaths(step.state))));

/** Every event type some path sends (including xstate.done/error/after events). */
export const takenEventTypes = (paths: ModelPath[]): Set<string> =>
  new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type)));

/** A promise actor whose every call waits until the test settles it (what a model step's done/error event does). */
export function controllableActor<TOutput, TInput = unknown>() {
  const calls: { input: TInput; signal: AbortSignal; resolve: (value: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never invoked');
    return call;
  };
  return { logic, calls, last };
}

export type Controllable = ReturnType<typeof controllableActor<never, never>>;

/** Lets promise callbacks and the actor's done/error events run (several microtask hops inside xstate). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/**
 * Performs one model step on a live actor: settles the invoked fake for done/error events, advances the fake clock
 * for delayed events (by `delays[name]`), sends anything else.
 */
export async function perform(
  actor: { send: (event: never) => void },
  event: EventObject,
  fakes: Record<string, { last: () => { resolve: (value: never) => void; reject: (error: unknown) => void } }>,
  delays: Record<string, number> = {},
): Promise<void> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (done?.[1] || error?.[1]) {
    const id = (done?.[1] ?? error?.[1]) as string;
    const fake = fakes[id];
    if (!fake) throw new Error(`no fake for the invoked actor "${id}"`);
    if (done) fake.last().resolve((event as { output?: unknown }).output as never);
    else fake.last().reject((event as { error?: unknown }).error);
    await flush();
  } else if (after?.[1]) {
    const ms = delays[after[1]];
    if (ms === undefined) throw new Error(`no duration for the delay "${after[1]}"`);
    await vi.advanceTimersByTimeAsync(ms);
  } else {
    actor.send(event as never);
    await flush();
  }
}
