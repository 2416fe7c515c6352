import { createEmptyActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject, type InspectionEvent } from 'xstate';

/**
 * What a model step took, as xstate itself reports it (issue 29): for the harness of ./model.ts, which must count
 * the transitions of `always` (every alternative) and of raised events as well as the event's own.
 */

/**
 * One macrostep as xstate computed it: every microstep's transitions (the event's, then the eventless ones and
 * those of raised events, in order) and the snapshot each left. xstate hands them to its system's inspectors
 * (`@xstate.microstep`), the one place the transitions of `always` and of `raise`d events show.
 */
export interface Macrostep {
  microsteps: { transitions: readonly AnyTransitionDefinition[]; snapshot: AnyMachineSnapshot }[];
}

/**
 * Runs one of xstate's pure steps in `scope`, collecting the microsteps of `self`'s machine (not those of the
 * children created on the way, which compute their own first snapshot in the same system).
 */
function observe<T>(scope: AnyActorScope, run: () => T): [T, Macrostep] {
  const macrostep: Macrostep = { microsteps: [] };
  const subscription = scope.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && event.actorRef === scope.self)
      macrostep.microsteps.push({ transitions: event._transitions, snapshot: event.snapshot as AnyMachineSnapshot });
  });
  try {
    return [run(), macrostep];
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * A scope for pure steps, as xstate's own `transition` makes (its inert scope is not exported): actions go to a
 * no-op executor and actors are created but never started, so nothing runs.
 */
function inertScope(): AnyActorScope {
  const self = createEmptyActor();
  const ignore = () => {};
  return { self, id: '', sessionId: '', logger: ignore, defer: ignore, emit: ignore, system: self.system, stopChild: ignore, actionExecutor: ignore };
}

/**
 * The first snapshot of each model, with what its start took: the eventless transitions and raised events right
 * after entering the initial states (the entering itself is no declared transition).
 */
const starts = new WeakMap<AnyMachineSnapshot, Macrostep>();

/**
 * The machine as a model walks it, its start observed: the walk computes the first snapshot with the model's input,
 * which its paths do not carry. Everything else is the machine's own (the walk's steps are replayed, `replayer`).
 */
export function observedStart<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return Object.create(machine, {
    getInitialSnapshot: {
      value: (scope: AnyActorScope, input: unknown) => {
        const [snapshot, macrostep] = observe(scope, () => machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot);
        starts.set(snapshot, macrostep);
        return snapshot;
      },
    },
  }) as TMachine;
}

/**
 * What the start of a path took: a model's first snapshot (`observedStart`) took its start's macrostep; any other
 * one, a snapshot given to the walk to start from (`fromState`, a restored panel), took nothing.
 */
export const startOf = (snapshot: AnyMachineSnapshot): Macrostep => starts.get(snapshot) ?? { microsteps: [] };

/**
 * Steps a snapshot with an event the way a live actor does, with xstate's pure `transition` in an inert scope: the
 * next snapshot and the macrostep that led there. Paths share their beginnings, so a step from one snapshot with
 * one event object is computed once.
 */
export function replayer(): (snapshot: AnyMachineSnapshot, event: EventObject) => { next: AnyMachineSnapshot; macrostep: Macrostep } {
  const scope = inertScope();
  const known = new WeakMap<AnyMachineSnapshot, Map<EventObject, { next: AnyMachineSnapshot; macrostep: Macrostep }>>();
  return (snapshot, event) => {
    const fromHere = known.get(snapshot) ?? new Map<EventObject, { next: AnyMachineSnapshot; macrostep: Macrostep }>();
    known.set(snapshot, fromHere);
    const seen = fromHere.get(event);
    if (seen) return seen;
    const [next, macrostep] = observe(scope, () => snapshot.machine.transition(snapshot, event, scope) as AnyMachineSnapshot);
    fromHere.set(event, { next, macrostep });
    return { next, macrostep };
  };
}
