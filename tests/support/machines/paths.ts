import { vi } from 'vitest';
import {
  fromPromise,
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes, serializeSnapshot, TestModel, type StatePath } from 'xstate/graph';
import { deferred } from '../deferred.ts';
import { stateValueOf } from './model.ts';

/**
 * The one TestModel style of ./model.ts for machines that also wait on delays and run child machines (home,
 * popular, carousel, menu, suggestions). `createTestModel` refuses those; the `TestModel` class walks them when the
 * model's events include what the live actor gets from its children and clock: `xstate.done.actor.<id>` (with
 * `output`), `xstate.error.actor.<id>` (with `error`) and `xstate.after.<delay>.<state id>`. Paths are replayed
 * with model.ts's `testPath`, each step performed by `performStep` on a live actor whose invoked actors are
 * hand-settled fakes (`fakeRequest`) and whose delays run on fake timers; model.ts's
 * `expectEveryStateAndTransition` checks the paths against the machine's definition.
 *
 * `machineModel` is model.ts's `transitionModel` (a vertex is a transition, so `getShortestPaths()` gives one path
 * per transition) with two additions, to fold into it: delayed events in the event type, and `filterEvents` to
 * walk one region of a parallel machine at a time.
 */

/** What a live actor receives from its invoked children and its clock, beyond the machine's own events. */
export type SettleEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | SettleEvent;

export type ModelOptions<TMachine extends AnyStateMachine> = {
  input?: InputFrom<TMachine>;
  /** Every event worth trying, with payloads; only those the snapshot can take are walked. */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly ModelEvent<TMachine>[];
  /** Narrows the walk further (one region of a parallel machine at a time). */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: ModelEvent<TMachine>) => boolean;
  /** What makes two snapshots the same state of the model; default: value and context. */
  key?: (snapshot: SnapshotFrom<TMachine>) => unknown;
};

/**
 * A TestModel of a machine whose events include its children's and clock's. The one cast widens the event type the
 * logic is declared with: the machine does take those events at run time (that is how its invoke and after
 * transitions are keyed), its declared event union only leaves them out.
 */
export function machineModel<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>) {
  type Snapshot = SnapshotFrom<TMachine>;
  type Event = ModelEvent<TMachine>;
  const logic = machine as unknown as ActorLogic<Snapshot, Event, InputFrom<TMachine>>;
  const key = options.key ?? serializeSnapshot;
  return new TestModel<Snapshot, Event, InputFrom<TMachine>>(logic, {
    ...(options.input !== undefined && { input: options.input }),
    events: options.events,
    filterEvents: (snapshot, event) => (options.filterEvents?.(snapshot, event) ?? true) && (snapshot as AnyMachineSnapshot).can(event),
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([key(snapshot), event ?? null, previous === undefined ? null : key(previous)]),
    stateMatcher: (snapshot, state) => state === '*' || (snapshot as AnyMachineSnapshot).matches(stateValueOf(state)),
  });
}

/** The atomic states a snapshot is in, as dotted paths ("hero.showing"). */
export function leavesOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => snapshot.matches(stateValueOf(node.path.join('.'))))
    .map((node) => node.path.join('.'));
}

/** A short name for a path (TestModel's own spells out the whole context): its events, then where it ends. */
export function describePath(machine: AnyStateMachine, path: StatePath<AnyMachineSnapshot, EventObject>): string {
  const events = path.steps.slice(1).map((step) => step.event.type.replace(/^xstate\./, ''));
  return `${events.join(' → ') || 'start'} ⇒ ${leavesOf(machine, path.state).join(', ')}`;
}

/** A promise actor whose every call waits for the test to settle it (what a model's done/error step does). */
export function fakeRequest<TOutput, TInput = unknown>() {
  const calls: ({ input: TInput; signal: AbortSignal } & ReturnType<typeof deferred<TOutput>>)[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => {
    const call = { input, signal, ...deferred<TOutput>() };
    calls.push(call);
    return call.promise;
  });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never invoked');
    return call;
  };
  return { logic, calls, last };
}

type Settleable = { last: () => { resolve: (value: never) => void; reject: (error: unknown) => void } };

/** Lets promise callbacks and the actor's done/error events run (several microtask hops inside xstate). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

export type Live = {
  send: (event: never) => void;
  /** The fakes standing in for the invoked actors, by invoke id. */
  fakes?: Record<string, Settleable>;
  /** Milliseconds of each named delay (fake timers advance by it). */
  delays?: Record<string, number>;
};

/** Performs one model step on a live actor: settles a fake, advances the fake clock or sends the event. */
export async function performStep(live: Live, event: EventObject): Promise<void> {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (settled?.[2]) {
    const fake = live.fakes?.[settled[2]];
    if (!fake) throw new Error(`no fake for the invoked actor "${settled[2]}"`);
    if (settled[1] === 'done') fake.last().resolve(('output' in event ? event.output : undefined) as never);
    else fake.last().reject('error' in event ? event.error : undefined);
    await flush();
  } else if (delay?.[1]) {
    const ms = live.delays?.[delay[1]];
    if (ms === undefined) throw new Error(`no duration for the delay "${delay[1]}"`);
    await vi.advanceTimersByTimeAsync(ms);
  } else {
    live.send(event as never);
    await flush();
  }
}
