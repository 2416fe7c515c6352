import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api.js';
import type { AtlasEdge, AtlasGraph, AtlasNode } from './types.ts';

/**
 * ELK's layered layout of an AtlasGraph (issue 29). Dev tooling: the script, the stories and the dev panel use it,
 * the shop's screens never do. Every coordinate is absolute (`elk.json.*Coords: ROOT`), so the view draws without
 * walking parents. Text is measured by estimate: the view draws 12 px monospace, 0.6 em a character.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

export interface LaidOutNode extends Box {
  id: string;
  key: string;
  type: AtlasNode['type'];
  tags: string[];
  invokes: string[];
  /**
   * The transitions listed inside the box, as text: the targetless ones (`event [guard]`) and, in a chart too crowded
   * for an arrow each, folded ones (`event [guard] → target`, see layoutNested). The texts of `listed`.
   */
  internal: string[];
  /** The same lines with their transitions' ids (coverage keys on them). */
  listed: RouteTransition[];
  description?: string;
  /** Drawn as a container (compound or parallel with children). */
  container: boolean;
  /** A region of a parallel state (drawn dashed). */
  region: boolean;
  depth: number;
}

/** One transition drawn on a route: its AtlasEdge id (coverage keys on it) and its `event [guard]` text. */
export interface RouteTransition {
  id: string;
  text: string;
}

/**
 * One arrow: every transition from `source` to `target` shares it, their texts stacked in one label (a state
 * left by six events draws one arrow, not six parallel ones). A multi-target transition draws one arrow per target.
 */
export interface LaidOutEdge {
  /** `source->target`, or `init|<container>` for the arrow from a container's initial dot. */
  id: string;
  source: string;
  target: string;
  transitions: RouteTransition[];
  labelBox?: Box;
  /** The arrow from a container's initial dot. */
  initial: boolean;
  self: boolean;
  /** ELK's polyline: start, bend points, end. */
  points: Point[];
}

export interface LaidOutGraph {
  machineId: string;
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  /** Initial-state dots, one per compound container. */
  initials: Array<Point & { parent: string }>;
}

export const CHAR_WIDTH = 7.2;
export const LINE_HEIGHT = 16;
export const PAD = 10;
export const DOT = 10;
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

export const transitionText = (edge: Pick<AtlasEdge, 'label' | 'guard'>) => (edge.guard ? `${edge.label} [${edge.guard}]` : edge.label);

/** The lines under a state's name: invoked actors, tags, then its targetless transitions. */
export function stateLines(node: Pick<AtlasNode, 'invokes' | 'tags'>, internal: string[]): string[] {
  return [...node.invokes.map((src) => `invoke ${src}`), ...(node.tags.length ? [`tags ${node.tags.join(', ')}`] : []), ...internal];
}

export const elkId = (stateId: string) => `s:${stateId}`;
export const initId = (stateId: string) => `i:${stateId}`;

/**
 * One layered pass over the whole hierarchy (INCLUDE_CHILDREN), so a transition from a state to one in another
 * region is routed like any other; labels are CENTER labels, which layered turns into dummy nodes that edges are
 * routed around — no edge crosses a label. ELK does not inherit options down the hierarchy: the spacings are set
 * on every container too (SPACING).
 */
export const ROOT: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

export const SPACING: Record<string, string> = {
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.edgeLabels.sideSelection': 'ALWAYS_UP',
  'elk.spacing.nodeNode': '18',
  'elk.spacing.edgeNode': '10',
  'elk.spacing.edgeEdge': '8',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '8',
  'elk.layered.spacing.nodeNodeBetweenLayers': '24',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
};

/** Where ELK wants an edge: the lowest common ancestor of both ends (the source itself when it contains the target). */
export function container(source: string, target: string): string {
  const a = source === '' ? [] : source.split('.');
  const b = target === '' ? [] : target.split('.');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && a.length < b.length) return source;
  return a.slice(0, Math.min(i, a.length - 1, b.length - 1)).join('.');
}

/** The width a chart should fit: a 1440 px screen (issue 29: readable at 1440 px without zooming). */
export const FIT_WIDTH = 1400;

export type Direction = 'RIGHT' | 'DOWN';

/** Lays out the subtree under `top` (the whole machine by default); a parallel region is drawn as one. */
/**
 * NARROW caps each layer at three nodes (Coffman–Graham layering): longer, but far narrower where many states sit
 * side by side (sign-in's eleven steps). The last resort of layout.ts.
 */
export const NARROW: Record<string, string> = { 'elk.layered.layering.strategy': 'COFFMAN_GRAHAM', 'elk.layered.layering.coffmanGraham.layerBound': '3' };

export interface Route {
  source: string;
  target: string;
  self: boolean;
  transitions: RouteTransition[];
}

/** The lines each state lists: its targetless transitions, and those of `fold` as `event [guard] → target`. */
export function listedLines(graph: AtlasGraph, fold: ReadonlySet<string>): Map<string, RouteTransition[]> {
  const listed = new Map<string, RouteTransition[]>();
  for (const edge of graph.edges) {
    if (!edge.internal && !fold.has(edge.id)) continue;
    const text = edge.internal ? transitionText(edge) : `${transitionText(edge)} → ${edge.targets.join(', ')}`;
    listed.set(edge.source, [...(listed.get(edge.source) ?? []), { id: edge.id, text }]);
  }
  return listed;
}

/** The arrows: one per source and target, carrying every transition between them (`within` a subtree), but those of `fold`. */
export function routesOf(graph: AtlasGraph, within: (id: string) => boolean, fold: ReadonlySet<string> = new Set()): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const edge of graph.edges) {
    if (edge.internal || fold.has(edge.id) || !within(edge.source) || !edge.targets.every(within)) continue;
    for (const target of edge.targets) {
      const id = `${edge.source}->${target}`;
      const route = routes.get(id) ?? { source: edge.source, target, self: false, transitions: [] };
      route.self ||= edge.source === target;
      if (!route.transitions.some((t) => t.id === edge.id)) route.transitions.push({ id: edge.id, text: transitionText(edge) });
      routes.set(id, route);
    }
  }
  return routes;
}

/** An arrow's label: its transitions' texts, one line each. */
export function routeLabel(id: string, route: Route): ElkLabel {
  const width = Math.max(...route.transitions.map((t) => textWidth(t.text))) + 8;
  return { id: `l:${id}`, text: route.transitions.map((t) => t.text).join('\n'), width, height: route.transitions.length * LINE_HEIGHT + 4 };
}


/** A state as the view draws it: its box, its lines (the transitions listed inside it) and its place in the tree. */
export function laidOutNode(state: AtlasNode, box: Box, listed: RouteTransition[], depth: number, parentType?: AtlasNode['type']): LaidOutNode {
  return {
    ...box,
    id: state.id,
    key: state.key,
    type: state.type,
    tags: state.tags,
    invokes: state.invokes,
    internal: listed.map((line) => line.text),
    listed,
    ...(state.description ? { description: state.description } : {}),
    container: state.children.length > 0,
    region: parentType === 'parallel',
    depth,
  };
}
/** The size of a state's box before ELK lays its children out (a container grows around them). */
export function measure(node: AtlasNode, internal: string[]): { width: number; header: number } {
  const lines = stateLines(node, internal);
  const title = node.id === '' ? `machine ${node.key}` : node.key;
  const width = Math.max(textWidth(title) + 8, ...lines.map(textWidth)) + 2 * PAD + (node.type === 'final' ? 8 : 0);
  return { width, header: PAD + LINE_HEIGHT * (1 + lines.length) };
}

/** The path prefixes of `id` strictly between the container `top` and `id` itself, outermost first. */
export function between(id: string, top: string): string[] {
  const parts = id.split('.');
  const from = top === '' ? 1 : top.split('.').length + 1;
  const out: string[] = [];
  for (let length = from; length < parts.length; length++) out.push(parts.slice(0, length).join('.'));
  return out;
}

export interface Segment {
  /** The container whose level draws this piece. */
  level: string;
  /** ELK ids: a state (`s:`) or a port (`p:`). */
  from: string;
  to: string;
  labelled: boolean;
}

export async function layoutIn(graph: AtlasGraph, direction: Direction, top = '', extra: Record<string, string> = {}): Promise<LaidOutGraph> {
  const within = (id: string) => top === '' || id === top || id.startsWith(`${top}.`);
  const spacing = { ...SPACING, ...extra, 'elk.direction': direction };
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const listedOf = listedLines(graph, new Set());
  const internalOf = new Map([...listedOf].map(([id, lines]) => [id, lines.map((line) => line.text)]));
  const elkNodes = new Map<string, ElkNode>();

  const build = (node: AtlasNode): ElkNode => {
    const { width, header } = measure(node, internalOf.get(node.id) ?? []);
    const elk: ElkNode = { id: elkId(node.id), children: [], edges: [] };
    if (node.children.length) {
      elk.layoutOptions = { ...spacing, 'elk.padding': `[top=${header + PAD},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`, 'elk.nodeSize.minimum': `(${width}, ${header})`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' };
      elk.children = node.children.map((id) => build(byId.get(id)!));
      if (node.initial) {
        elk.children.unshift({ id: initId(node.id), width: DOT, height: DOT, layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' } });
        const target = node.id === '' ? node.initial : `${node.id}.${node.initial}`;
        elk.edges!.push({ id: `init|${node.id}`, sources: [initId(node.id)], targets: [elkId(target)] });
      }
    } else {
      elk.width = width;
      elk.height = header + PAD;
    }
    elkNodes.set(node.id, elk);
    return elk;
  };
  const root = build(byId.get(top)!);

  const routes = routesOf(graph, within);
  for (const [id, route] of routes) {
    const elkEdge: ElkExtendedEdge = { id, sources: [elkId(route.source)], targets: [elkId(route.target)], labels: [routeLabel(id, route)] };
    elkNodes.get(container(route.source, route.target))!.edges!.push(elkEdge);
  }

  const elk = new ELK();
  const laid: ElkNode = await elk.layout({ id: 'atlas', layoutOptions: { ...ROOT, ...spacing }, children: [root], edges: [] });

  const nodes: LaidOutNode[] = [];
  const edges: LaidOutEdge[] = [];
  const initials: LaidOutGraph['initials'] = [];
  const walk = (elkNode: ElkNode, depth: number, parentType?: AtlasNode['type']) => {
    const box = { x: elkNode.x ?? 0, y: elkNode.y ?? 0, width: elkNode.width ?? 0, height: elkNode.height ?? 0 };
    if (elkNode.id.startsWith('i:')) {
      initials.push({ parent: elkNode.id.slice(2), x: box.x + DOT / 2, y: box.y + DOT / 2 });
    } else {
      const state = byId.get(elkNode.id.slice(2))!;
      nodes.push(laidOutNode(state, box, listedOf.get(state.id) ?? [], depth, parentType));
    }
    for (const edge of elkNode.edges ?? []) {
      const section = (edge as ElkExtendedEdge).sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = edge.labels?.[0];
      const labelBox = label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : undefined;
      if (edge.id.startsWith('init|')) {
        const parent = edge.id.slice(5);
        const target = elkNode.children?.find((c) => c.id !== initId(parent) && (edge as ElkExtendedEdge).targets[0] === c.id)?.id.slice(2) ?? '';
        edges.push({ id: edge.id, source: parent, target, transitions: [], initial: true, self: false, points });
        continue;
      }
      const route = routes.get(edge.id)!;
      edges.push({ id: edge.id, source: route.source, target: route.target, transitions: route.transitions, ...(labelBox ? { labelBox } : {}), initial: false, self: route.self, points });
    }
    const state = byId.get(elkNode.id.slice(2));
    for (const child of elkNode.children ?? []) walk(child, depth + 1, state?.type);
  };
  walk(laid.children![0]!, top === '' ? 0 : 1, top === '' ? undefined : 'parallel');
  return { machineId: graph.machineId, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes, edges, initials };
}
