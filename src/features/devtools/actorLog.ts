import type { InspectionEvent } from 'xstate';

/** One live actor as the dev panel shows it. Plain data, so the panel view stays free of xstate. */
export interface ActorEntry {
  /** The actor's session id (unique per running actor). */
  id: string;
  /** The machine's id (`catalogue`, `toast`), or the actor's own id for non-machine actors (promises). */
  name: string;
  status: string;
  /** The state value, serialised ("list", {"open": "idle"}); empty for actors without states. */
  value: string;
  tags: string[];
  context: string;
  /** The newest events this actor received, newest first. */
  events: string[];
  /** A state machine (its chart can be drawn), not a promise or a callback. */
  machine: boolean;
  /**
   * Its log (issue 29): each snapshot with the event that led to it, oldest first, the last {@link STEPS_KEPT};
   * `seq` counts from the actor's first snapshot (0), so a step keeps its number as older ones drop out.
   */
  steps: ActorStep[];
}

export interface ActorStep {
  seq: number;
  /** The event that led to this snapshot (`xstate.init` for the first). */
  event: string;
  /** The state value as xstate has it (plain data): the chart highlights its states. */
  value: unknown;
  context: string;
}

export const EVENTS_KEPT = 8;
export const STEPS_KEPT = 100;

/** A state value as text: `"list"`, `{"results":"list","editor":"idle"}`; empty for actors without states. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && 'sessionId' in v ? `[actor ${String((v as { id?: string }).id)}]` : v), 2) ?? '';
  } catch {
    return '[unserialisable]';
  }
}

interface ActorRefView {
  sessionId: string;
  id: string;
  logic?: { id?: string; config?: { id?: string }; root?: unknown };
  getSnapshot: () => unknown;
}

type SnapshotView = { status?: string; value?: unknown; tags?: Set<string>; context?: unknown };

function entryFor(previous: ActorEntry | undefined, ref: ActorRefView, snapshot: SnapshotView): ActorEntry {
  return {
    id: ref.sessionId,
    name: ref.logic?.config?.id ?? ref.logic?.id ?? ref.id,
    status: snapshot.status ?? 'active',
    value: describeValue(snapshot.value),
    tags: snapshot.tags ? [...snapshot.tags].sort() : [],
    context: snapshot.context === undefined ? '' : safeJson(snapshot.context),
    events: previous?.events ?? [],
    machine: ref.logic?.root !== undefined,
    steps: previous?.steps ?? [],
  };
}

function currentSnapshot(ref: ActorRefView): SnapshotView {
  try {
    return (ref.getSnapshot() ?? {}) as SnapshotView;
  } catch {
    // '@xstate.actor' is reported from the actor's constructor, before it has a snapshot.
    return {};
  }
}

/** The entry's log with this snapshot appended (the oldest steps dropped past {@link STEPS_KEPT}). */
function withStep(entry: ActorEntry, event: string, snapshot: SnapshotView): ActorEntry {
  const seq = (entry.steps.at(-1)?.seq ?? -1) + 1;
  const step: ActorStep = { seq, event, value: snapshot.value, context: entry.context };
  return { ...entry, steps: [...entry.steps, step].slice(-STEPS_KEPT) };
}

/**
 * Folds one inspection event into the list of live actors: started actors appear, snapshots update them and join
 * their log, received events are remembered (the last {@link EVENTS_KEPT}), and actors that stopped or finished
 * drop out.
 */
export function applyInspection(entries: readonly ActorEntry[], event: InspectionEvent): ActorEntry[] {
  const ref = event.actorRef as unknown as ActorRefView;
  const index = entries.findIndex((entry) => entry.id === ref.sessionId);
  const previous = index >= 0 ? entries[index] : undefined;
  let next: ActorEntry;
  switch (event.type) {
    case '@xstate.actor':
      // Reported when an actor is constructed; it is listed once it starts (its first snapshot or event), so the
      // idle copies React's StrictMode constructs and throws away never show up.
      return [...entries];
    case '@xstate.snapshot': {
      const snapshot = event.snapshot as SnapshotView;
      if (snapshot.status === 'stopped' || snapshot.status === 'done' || snapshot.status === 'error') {
        return entries.filter((entry) => entry.id !== ref.sessionId);
      }
      next = withStep(entryFor(previous, ref, snapshot), event.event.type, snapshot);
      break;
    }
    case '@xstate.event':
      next = { ...entryFor(previous, ref, currentSnapshot(ref)), events: [event.event.type, ...(previous?.events ?? [])].slice(0, EVENTS_KEPT) };
      break;
    default:
      return [...entries];
  }
  return index >= 0 ? entries.map((entry, i) => (i === index ? next : entry)) : [...entries, next];
}
