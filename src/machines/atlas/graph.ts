import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { edgeIdOf } from './edgeId.ts';
import type { AtlasEdge, AtlasGraph, AtlasNode } from './types.ts';

type Transition = AnyStateNode['transitions'] extends Map<string, Array<infer T>> ? T : never;

const pathId = (node: AnyStateNode): string => node.path.join('.');

/** A guard's name: the `type` of `{ type }` or a string; inline guards (`not(...)`, functions) by their function name. */
function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    // xstate's higher-order guards carry their operands on the function (`not(x)` → check + guards).
    const inner = (guard as { guards?: unknown[] }).guards;
    const kind = (guard as { check?: { name?: string } }).check?.name?.replace(/^check/, '').toLowerCase();
    if (Array.isArray(inner) && kind) {
      const names = inner.map(guardName).filter(Boolean).join(', ');
      return `${kind}(${names})`;
    }
    return guard.name || 'inline';
  }
  return undefined;
}

function delayLabel(delay: unknown): string {
  if (typeof delay === 'number') return delay >= 1000 && delay % 1000 === 0 ? `after ${delay / 1000} s` : `after ${delay} ms`;
  if (typeof delay === 'string') return `after ${delay}`;
  return 'after (computed)';
}

function eventLabel(eventType: string, delays: Map<string, unknown>, actors: Map<string, string>): string {
  if (eventType === '') return 'always';
  if (delays.has(eventType)) return delayLabel(delays.get(eventType));
  const [, kind, name = ''] = /^xstate\.(done|error)\.(?:actor|state)\.(.+)$/.exec(eventType) ?? [];
  if (kind && eventType.includes('.actor.')) return `${kind}: ${actors.get(name) ?? name}`;
  // A compound state's onDone: `xstate.done.state.<machine>.<path>`.
  if (kind) return `done: ${name.split('.').slice(1).join('.') || name}`;
  return eventType;
}

type Invoke = AnyStateNode['invoke'][number];
const srcOf = (invoke: Invoke): string => (typeof invoke.src === 'string' ? invoke.src : ((invoke.src as { id?: string } | undefined)?.id ?? 'inline'));
/** xstate names an invoke without an id `<index>.<machine>.<path>`: such an actor is shown by its src alone. */
const isGeneratedId = (id: string) => /^\d+\./.test(id);

function invokeLabel(invoke: Invoke): string {
  const src = srcOf(invoke);
  return invoke.id && invoke.id !== src && !isGeneratedId(invoke.id) ? `${invoke.id} (${src})` : src;
}

/** The machine's states and transitions as plain data, walked from `machine.root` (xstate v5's StateNode API). */
export function machineGraph(machine: AnyStateMachine): AtlasGraph {
  const nodes: AtlasNode[] = [];
  const edges: AtlasEdge[] = [];

  const visit = (node: AnyStateNode) => {
    const id = pathId(node);
    const children = Object.values(node.states) as AnyStateNode[];
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    nodes.push({
      id,
      key: node.path.length === 0 ? machine.id : node.key,
      type: node.type,
      ...(initialTarget ? { initial: initialTarget.key } : {}),
      tags: [...node.tags],
      invokes: node.invoke.map(invokeLabel),
      ...(node.description ? { description: node.description } : {}),
      children: children.map(pathId),
    });

    const delays = new Map<string, unknown>(node.after.map((t) => [t.eventType, t.delay]));
    const actors = new Map(node.invoke.filter((i) => isGeneratedId(i.id)).map((i) => [i.id, srcOf(i)]));
    const push = (transition: Transition) => {
      const eventType = String(transition.eventType ?? '');
      const targets = (transition.target ?? []).map((t: AnyStateNode) => pathId(t));
      const guard = guardName(transition.guard);
      edges.push({
        id: edgeIdOf(transition),
        source: id,
        targets,
        eventType,
        label: eventLabel(eventType, delays, actors),
        ...(guard ? { guard } : {}),
        internal: targets.length === 0,
        self: transition.reenter || targets.includes(id),
      });
    };
    for (const list of node.transitions.values()) list.forEach(push);
    (node.always ?? []).forEach(push);
    children.forEach(visit);
  };

  visit(machine.root);
  return { machineId: machine.id, nodes, edges };
}

/** Counts for the script's summary line. */
export function graphSize(graph: AtlasGraph): { states: number; transitions: number } {
  return { states: graph.nodes.length - 1, transitions: graph.edges.length };
}
