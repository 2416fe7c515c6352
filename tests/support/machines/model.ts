import { expect } from 'vitest';
import type {
  ActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { getStateNodes, TestModel, type Step, type TestParam, type TestPath } from 'xstate/graph';
import { edgeIdOf } from '../../../src/machines/atlas/edgeId.ts';
import { observedStart, replayer, startOf, type Macrostep } from './macrostep.ts';
import { recordCoverage } from './coverage.ts';

/**
 * The one model-based test style (issue 11 item 4): `new TestModel(machine, { events, filterEvents })` from
 * xstate/graph, built by `transitionModel`, walked with `getShortestPaths()`, checked with
 * `expectEveryStateAndTransition`, and each path replayed on a live actor with `testPath`.
 *
 * The rule for paths: a vertex of the model is a transition (the slice of the state that matters, the event, and
 * the slice before it), so `getShortestPaths()` gives the shortest route to every transition, self-loops included
 * (a second toast while one shows, the next photo). Simple paths are not needed and grow exponentially.
 *
 * Machines that invoke actors or wait on delays take the answers as model events too (`invokes`, `delays`,
 * `done`, `failed`); ./fakes.ts replays them on a live actor (`fakeRequest`, `performStep`).
 */

/** The answer of an invoked actor (by its invoke id), as the model sends it; the test settles its fake to match. */
export type SettleEvent<TId extends string> = [TId] extends [never]
  ? never
  : { type: `xstate.done.actor.${TId}`; output?: unknown } | { type: `xstate.error.actor.${TId}`; error: unknown };

export const done = <TId extends string>(id: TId, output?: unknown) => ({ type: `xstate.done.actor.${id}` as const, output });
export const failed = <TId extends string>(id: TId, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error });

/** A named delay running out (`after: { debounce: … }` → "xstate.after.debounce.<state id>"); the test runs the clock. */
export type AfterEvent<TDelay extends string> = [TDelay] extends [never] ? never : { type: `xstate.after.${TDelay}.${string}` };

/** A machine's own events plus the answers of the actors it invokes (`invokes`) and its delays (`delays`). */
export type ModelEvent<TMachine extends AnyStateMachine, TId extends string = never, TDelay extends string = never> =
  | EventFromLogic<TMachine>
  | SettleEvent<TId>
  | AfterEvent<TDelay>;

export type ModelPath<TMachine extends AnyStateMachine, TId extends string = never, TDelay extends string = never> = TestPath<
  SnapshotFrom<TMachine>,
  ModelEvent<TMachine, TId, TDelay>
>;

export interface TransitionModelOptions<TMachine extends AnyStateMachine, TId extends string, TDelay extends string = never> {
  input?: InputFrom<TMachine>;
  /** The invoke ids whose done and error events the model may send (the test's fakes answer them by hand). */
  invokes?: readonly TId[];
  /** The named delays whose `xstate.after.*` events the model may send (the test advances fake timers). */
  delays?: readonly TDelay[];
  /** Narrows the walk further, e.g. to one region of a parallel machine at a time. */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: ModelEvent<TMachine, TId, TDelay>) => boolean;
  /** The events worth trying in a state, payloads included; events the state cannot take are filtered out. */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly ModelEvent<TMachine, TId, TDelay>[];
  /** What makes two snapshots the same state for the model (default: the state value); keep it finite. */
  slice?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** What tells two events apart for the model (default: the type); payloads often grow (ids), so keep it finite. */
  eventKey?: (event: ModelEvent<TMachine, TId, TDelay>) => unknown;
}

/** "loaded.related.ready" → { loaded: { related: 'ready' } }, for `snapshot.matches`. */
export const stateValueOf = (key: string): StateValue =>
  key
    .split('.')
    .reverse()
    .reduce<StateValue>((inner, part, index) => (index === 0 ? part : { [part]: inner }), '');

/** A `states` key of `path.test` ("editing", "loaded.request.open") is checked whenever the snapshot is in it. */
const matchesKey = (snapshot: AnyMachineSnapshot, key: string): boolean => key === '*' || snapshot.matches(stateValueOf(key));

export function transitionModel<TMachine extends AnyStateMachine, TId extends string = never, TDelay extends string = never>(
  machine: TMachine,
  options: TransitionModelOptions<TMachine, TId, TDelay>,
): TestModel<SnapshotFrom<TMachine>, ModelEvent<TMachine, TId, TDelay>, InputFrom<TMachine>> {
  type Snapshot = SnapshotFrom<TMachine>;
  const slice = options.slice ?? ((snapshot: Snapshot): unknown => (snapshot as AnyMachineSnapshot).value);
  const eventKey = options.eventKey ?? ((event: ModelEvent<TMachine, TId, TDelay>) => event.type);
  // The machine's logic takes only its own events; the model also feeds it the invoked actors' done and error
  // events and its delays' after events (keyed so in its invoke and after definitions). This widening is the one cast.
  const logic = observedStart(machine) as unknown as ActorLogic<Snapshot, ModelEvent<TMachine, TId, TDelay>, InputFrom<TMachine>>;
  return new TestModel(logic, {
    ...(options.input === undefined ? {} : { input: options.input }),
    events: options.events,
    // Only events the state has an enabled transition for (guards evaluated): an unhandled event is no step. A
    // transition that deliberately does nothing (no target, no actions) still counts, unlike with `can()`.
    filterEvents: (snapshot, event) => {
      const machineSnapshot = snapshot as AnyMachineSnapshot;
      if (options.filterEvents && !options.filterEvents(snapshot, event)) return false;
      return machineSnapshot.machine.getTransitionData(machineSnapshot, event).length > 0;
    },
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([slice(snapshot), event === undefined ? null : eventKey(event), previous === undefined ? null : slice(previous)]),
    stateMatcher: (snapshot, key) => matchesKey(snapshot as AnyMachineSnapshot, key),
  });
}

const eventType = (event: EventObject): string => event.type.replace(/^xstate\./, '');

/** A short value of a payload field: a list by its length, an error by its code. */
const shortValue = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object' && value !== null) return 'code' in value ? String(value.code) : '{…}';
  return String(value);
};

/**
 * An event with its payload ("carousel.pause hover", "done.actor.fetchHero [2]"): the names of paths stay apart
 * when the model tells events of one type apart by payload (`eventKey`).
 */
export const eventWithPayload = (event: EventObject): string => {
  const { type: _type, ...payload } = event;
  return [eventType(event), ...Object.values(payload).map(shortValue)].join(' ');
};

/** A short test name: where the path ends and the events on the way ("showing via toast.show → toast.dismiss"). */
export const describePath = (
  path: { state: AnyMachineSnapshot; steps: readonly Step<AnyMachineSnapshot, EventObject>[] },
  nameEvent: (event: EventObject) => string = eventType,
): string =>
  `${JSON.stringify(path.state.value).replace(/"/g, '')} via ${path.steps
    .slice(1)
    .map((step) => nameEvent(step.event))
    .join(' → ') || 'start'}`;

/**
 * Replays a path on the system under test: `perform` gets each step's whole event (payload included) and must
 * leave the actor settled; `states` are checked after each step by state key ("editing", "loaded.request.open").
 */
export function testPath<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  path: TestPath<TSnapshot, TEvent>,
  perform: (event: TEvent) => unknown,
  states: Record<string, (snapshot: TSnapshot) => void | Promise<void>> = {},
) {
  const exec = (step: Step<TSnapshot, EventObject>) => perform(step.event as TEvent);
  // xstate.init is the start, not a step to perform (the harness has started the actor already).
  const events = Object.fromEntries(path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => [step.event.type, exec]));
  // TestParam types each executor's step with the event's type alone; at run time it is the whole event.
  return path.test({ states, events } as unknown as TestParam<TSnapshot, TEvent>);
}

const pathOf = (node: AnyStateNode): string => node.path.join('.') || '(root)';

type Transition = AnyTransitionDefinition;
/** A transition's place among its source's alternatives for its event (or among its `always` ones). */
const alternativesOf = (t: Transition): readonly Transition[] => (t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []));
const transitionKey = (t: Transition): string =>
  `${pathOf(t.source)} —${t.eventType || 'always'}#${alternativesOf(t).indexOf(t)}→ ${t.target?.map(pathOf).join(',') ?? 'itself'}`;

/**
 * The atlas edge id of every transition the harness counts (src/machines/atlas/edgeId.ts): tests/unit/atlasCoverage
 * checks it is exactly the chart's edges, so "every declared transition taken" here is "every edge covered" there.
 */
export const declaredEdgeIds = (machine: AnyStateMachine): string[] => [...declaredTransitions(machine).values()].map((t) => edgeIdOf(t));

/** Every transition a machine declares, keyed "source —event#alternative→ target". */
function declaredTransitions(machine: AnyStateMachine): Map<string, Transition> {
  const all = new Map<string, Transition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const alternatives of node.transitions.values()) for (const t of alternatives) all.set(transitionKey(t), t);
    for (const t of node.always ?? []) all.set(transitionKey(t), t);
  }
  return all;
}

/**
 * Asserts that the paths reach every atomic state and take every declared transition of `machine`. `unreachable`
 * names transitions the model leaves out on purpose, each with its reason (they must really be declared, and not
 * taken after all); they are written into the coverage record beside what was taken.
 *
 * What a step took is what xstate reports it took, microstep by microstep (./macrostep.ts): each path is replayed
 * from its first snapshot with xstate's pure `transition` (no action runs, no actor starts), so the transitions of
 * the event, of the eventless ones it leads to (every alternative told apart) and of raised events all count, as
 * does the start's own eventless step, and a state entered and left within one macrostep counts as reached. A
 * replayed step must land where the model's step did: a model whose `slice` hides what decides a step would
 * otherwise claim a walk it never made.
 */
export function expectEveryStateAndTransition(
  machine: AnyStateMachine,
  paths: readonly { steps: readonly Step<AnyMachineSnapshot, EventObject>[] }[],
  unreachable: Record<string, string> = {},
): void {
  const declared = declaredTransitions(machine);
  const taken = new Set<string>();
  const edges = new Set<string>();
  const reached = new Set<string>();
  const note = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) reached.add(pathOf(node));
  };
  const take = ({ microsteps }: Macrostep) => {
    for (const { transitions, snapshot } of microsteps) {
      for (const t of transitions) {
        taken.add(transitionKey(t));
        edges.add(edgeIdOf(t));
        // Its source was active when it was selected, even when the macrostep left it at once.
        reached.add(pathOf(t.source));
      }
      note(snapshot);
    }
  };
  const replay = replayer();
  for (const path of paths) {
    const [first, ...rest] = path.steps;
    if (!first) continue;
    let current = first.state;
    note(current);
    take(startOf(current));
    rest.forEach((step, i) => {
      const { next, macrostep } = replay(current, step.event);
      if (JSON.stringify(next.value) !== JSON.stringify(step.state.value))
        expect(next.value, `replaying step ${i + 1} (${step.event.type}) of a path lands elsewhere than the model's step`).toEqual(step.state.value);
      take(macrostep);
      note(next);
      current = next;
    });
  }
  const exempted = Object.fromEntries(
    Object.entries(unreachable).flatMap(([key, reason]) => {
      const t = declared.get(key);
      return t ? [[edgeIdOf(t), reason]] : [];
    }),
  );
  // Issue 29: what the paths took, as the atlas's edge ids, for `npm run atlas` to mark on the chart (written before
  // the assertions, so a failing model test still shows what it reached), and what was exempted, with the reasons.
  recordCoverage(machine.id, reached, edges, exempted);
  const leaves = getStateNodes(machine.root).filter((node) => node.type === 'atomic' || node.type === 'final');
  expect(leaves.map(pathOf).filter((leaf) => !reached.has(leaf)), 'states never reached').toEqual([]);
  for (const key of Object.keys(unreachable)) expect([...declared.keys()], 'a transition left out must exist').toContain(key);
  expect(Object.keys(unreachable).filter((key) => taken.has(key)), 'transitions left out that the paths take after all').toEqual([]);
  const missing = [...declared.keys()].filter((key) => !taken.has(key) && !(key in unreachable));
  expect(missing, 'transitions never taken').toEqual([]);
}

/**
 * A parallel machine walked one region at a time (its regions' interleavings would multiply the paths without
 * reaching anything new): one model per region, each trying only the events `regions[name]` accepts by type. A
 * model state is the whole snapshot (value and context) and events are told apart by their payloads too, so
 * different answers of one call are different steps.
 */
export function regionPaths<TMachine extends AnyStateMachine, TId extends string = never, TDelay extends string = never>(
  machine: TMachine,
  options: Omit<TransitionModelOptions<TMachine, TId, TDelay>, 'filterEvents' | 'slice' | 'eventKey'>,
  regions: Record<string, (type: string) => boolean>,
): { region: string; paths: ModelPath<TMachine, TId, TDelay>[] }[] {
  return Object.entries(regions).map(([region, only]) => {
    const model = transitionModel(machine, {
      ...options,
      filterEvents: (_, event) => only(event.type),
      slice: (snapshot) => [(snapshot as AnyMachineSnapshot).value, (snapshot as AnyMachineSnapshot).context],
      eventKey: (event) => event,
    });
    return { region, paths: model.getShortestPaths() };
  });
}
