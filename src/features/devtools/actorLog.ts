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
}

export const EVENTS_KEPT = 8;

function describeValue(value: unknown): string {
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
  logic?: { id?: string; config?: { id?: string } };
  getSnapshot: () => unknown;
}

function entryFor(previous: ActorEntry | undefined, ref: ActorRefView): ActorEntry {
  let snapshot: { status?: string; value?: unknown; tags?: Set<string>; context?: unknown } = {};
  try {
    snapshot = (ref.getSnapshot() ?? {}) as typeof snapshot;
  } catch {
    // '@xstate.actor' is reported from the actor's constructor, before it has a snapshot.
  }
  return {
    id: ref.sessionId,
    name: ref.logic?.config?.id ?? ref.logic?.id ?? ref.id,
    status: snapshot.status ?? 'active',
    value: describeValue(snapshot.value),
    tags: snapshot.tags ? [...snapshot.tags].sort() : [],
    context: snapshot.context === undefined ? '' : safeJson(snapshot.context),
    events: previous?.events ?? [],
  };
}

/**
 * Folds one inspection event into the list of live actors: started actors appear, snapshots update them, received
 * events are remembered (the last {@link EVENTS_KEPT}), and actors that stopped or finished drop out.
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
    case '@xstate.snapshot':
      next = entryFor(previous, ref);
      if (event.type === '@xstate.snapshot') {
        const status = (event.snapshot as { status?: string }).status;
        if (status === 'stopped' || status === 'done' || status === 'error') {
          return entries.filter((entry) => entry.id !== ref.sessionId);
        }
      }
      break;
    case '@xstate.event':
      next = { ...entryFor(previous, ref), events: [event.event.type, ...(previous?.events ?? [])].slice(0, EVENTS_KEPT) };
      break;
    default:
      return [...entries];
  }
  return index >= 0 ? entries.map((entry, i) => (i === index ? next : entry)) : [...entries, next];
}
