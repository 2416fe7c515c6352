import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import { between, CHAR_WIDTH, container, DOT, elkId, FIT_WIDTH, initId, laidOutNode, LINE_HEIGHT, listedLines, measure, PAD, ROOT, routeLabel, routesOf, SPACING, stateLines } from './elkLayout.ts';
import type { Box, Direction, LaidOutEdge, LaidOutGraph, LaidOutNode, Point, Segment } from './elkLayout.ts';
import type { AtlasGraph, AtlasNode } from './types.ts';

/*
 * Layouts composed of ELK layouts of parts of a machine: a parallel machine's regions packed in rows (packRegions),
 * and a crowded machine laid out container by container (layoutNested).
 */

const GAP = 24;
const MARGIN = 12;

/**
 * A parallel machine whose regions never reach into each other, packed region by region: ELK lays each region out
 * on its own (across or downwards, whichever fits), and the regions are set in rows no wider than FIT_WIDTH.
 * ELK's one hierarchical pass can only put regions in one line (a column across, a row downwards), which made
 * the catalogue and checkout wider than a 1440 px screen. Undefined when the machine is not such a machine.
 */
export async function packRegions(graph: AtlasGraph, layout: (top: string) => Promise<LaidOutGraph>): Promise<LaidOutGraph | undefined> {
  const root = graph.nodes[0]!;
  if (root.type !== 'parallel') return undefined;
  const regionOf = (id: string) => id.split('.')[0] ?? '';
  const crossing = graph.edges.some((edge) => !edge.internal && (edge.source === '' || edge.targets.some((t) => regionOf(t) !== regionOf(edge.source))));
  if (crossing) return undefined;

  const parts = await Promise.all(root.children.map(layout));
  const listed = listedLines(graph, new Set()).get('') ?? [];
  const internal = listed.map((line) => line.text);
  const lines = stateLines(root, internal);
  const top = MARGIN + PAD + LINE_HEIGHT * (1 + lines.length) + PAD;
  const left = MARGIN + PAD + 4;
  const titleWidth = Math.max(`machine ${root.key}`.length, ...lines.map((line) => line.length)) * CHAR_WIDTH + 2 * PAD;

  const out: LaidOutGraph = { machineId: graph.machineId, width: 0, height: 0, nodes: [], edges: [], initials: [] };
  let x = left;
  let y = top;
  let rowHeight = 0;
  let right = left + titleWidth;
  for (const part of parts) {
    const region = part.nodes[0]!;
    if (x > left && x + region.width > FIT_WIDTH - left) {
      x = left;
      y += rowHeight + GAP;
      rowHeight = 0;
    }
    const dx = x - region.x;
    const dy = y - region.y;
    const move = <T extends { x: number; y: number }>(p: T): T => ({ ...p, x: p.x + dx, y: p.y + dy });
    out.nodes.push(...part.nodes.map(move));
    out.edges.push(...part.edges.map((edge) => ({ ...edge, points: edge.points.map(move), ...(edge.labelBox ? { labelBox: move(edge.labelBox) } : {}) })));
    out.initials.push(...part.initials.map(move));
    x += region.width + GAP;
    right = Math.max(right, x - GAP);
    rowHeight = Math.max(rowHeight, region.height);
  }
  const bottom = y + rowHeight + PAD + 4;
  const rootBox: LaidOutNode = {
    id: '',
    key: root.key,
    type: root.type,
    tags: root.tags,
    invokes: root.invokes,
    internal,
    listed,
    ...(root.description ? { description: root.description } : {}),
    container: true,
    region: false,
    depth: 0,
    x: MARGIN,
    y: MARGIN,
    width: right + PAD + 4 - MARGIN,
    height: bottom - MARGIN,
  };
  out.nodes.unshift(rootBox);
  out.width = Math.ceil(rootBox.x + rootBox.width + MARGIN);
  out.height = Math.ceil(bottom + MARGIN);
  return out;
}

/** A container laid out on its own, its children as fixed boxes. */
export interface Level {
  /** What it was laid out from (the container, direction, options and its children's keys): the cache's key. */
  key: string;
  width: number;
  height: number;
  /** This container's ports, relative to its box. */
  ports: Map<string, Point>;
  /** Each direct child's position, relative to this container's box. */
  at: Map<string, Point>;
  /** The pieces of arrows drawn at this level (keyed `route#level`), relative to this container's box. */
  pieces: Map<string, { points: Point[]; labelBox?: Box }>;
  initial?: { dot: Point; points: Point[]; target: string };
}

/** A container's candidate layouts (direction and extra ELK options); the flattest one that fits `width` is kept, else the narrowest. */
export type LevelOptions = (containerId: string) => { candidates: Array<{ direction: Direction; extra?: Record<string, string> }>; width: number };

/**
 * The hierarchy laid out level by level, innermost first (issue 29: the sign-in panel). ELK's one hierarchical
 * pass (layoutIn) layers every state of every container together, so a machine of seven sibling compounds with
 * arrows reaching into each other comes out three screens wide. Here each container is laid out on its own, then
 * drawn as one fixed box in its parent's layout; an arrow that leaves (or enters) a container crosses its border
 * at a port — ELK routes the piece inside from the state to the port, and the piece outside from the port on —
 * and the pieces are joined into one polyline, labelled on the piece at the level of the arrow's two ends.
 * `options` gives each container's candidate layouts (an `elk.partitioning.activate` there puts each child in a
 * layer of its own, in document order); the transitions of `fold` are listed in their source boxes, not drawn;
 * `cache` (one per graph and fold) keeps the containers laid out by an earlier call with other options.
 */
export async function layoutNested(graph: AtlasGraph, options: LevelOptions, fold: ReadonlySet<string> = new Set(), cache = new Map<string, Level>()): Promise<LaidOutGraph> {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const listedOf = listedLines(graph, fold);
  const internalOf = new Map([...listedOf].map(([id, lines]) => [id, lines.map((line) => line.text)]));
  const routes = routesOf(graph, () => true, fold);

  // Each route's pieces, and each container's ports.
  const segments = new Map<string, Segment[]>();
  const portsOf = new Map<string, string[]>();
  const port = (routeId: string, stateId: string) => {
    const id = `p:${routeId}#${stateId}`;
    if (!portsOf.get(stateId)?.includes(id)) portsOf.set(stateId, [...(portsOf.get(stateId) ?? []), id]);
    return id;
  };
  for (const [id, route] of routes) {
    const top = container(route.source, route.target);
    const list: Segment[] = [];
    let from = route.source === top ? port(id, top) : elkId(route.source);
    for (const ancestor of between(route.source, top).reverse()) {
      const to = port(id, ancestor);
      list.push({ level: ancestor, from, to, labelled: false });
      from = to;
    }
    const down = between(route.target, top);
    list.push({ level: top, from, to: down.length ? port(id, down[0]!) : elkId(route.target), labelled: true });
    down.forEach((ancestor, i) => list.push({ level: ancestor, from: port(id, ancestor), to: i + 1 < down.length ? port(id, down[i + 1]!) : elkId(route.target), labelled: false }));
    segments.set(id, list);
  }
  const segmentsAt = new Map<string, Array<{ key: string; segment: Segment; route: string }>>();
  for (const [route, list] of segments) {
    for (const segment of list) segmentsAt.set(segment.level, [...(segmentsAt.get(segment.level) ?? []), { key: `${route}#${segment.level}`, segment, route }]);
  }

  const levels = new Map<string, Level>();
  const elk = new ELK();
  const layOut = async (node: AtlasNode): Promise<void> => {
    for (const id of node.children) {
      const child = byId.get(id)!;
      if (child.children.length) await layOut(child);
    }
    const { candidates, width: fit } = options(node.id);
    let best: Level | undefined;
    for (const candidate of candidates) {
      const level = await layOutAs(node, candidate.direction, candidate.extra ?? {});
      const better = !best || (level.width <= fit ? best.width > fit || level.height < best.height : level.width < best.width);
      if (better) best = level;
    }
    levels.set(node.id, best!);
  };
  const layOutAs = async (node: AtlasNode, direction: Direction, extra: Record<string, string>): Promise<Level> => {
    const key = JSON.stringify([node.id, direction, extra, node.children.map((id) => levels.get(id)?.key ?? '')]);
    const cached = cache.get(key);
    if (cached) return cached;
    const spacing = { ...SPACING, ...extra, 'elk.direction': direction };
    const { width, header } = measure(node, internalOf.get(node.id) ?? []);
    const partitioned = extra['elk.partitioning.activate'] === 'true';
    const children: ElkNode[] = node.children.map((id, index) => {
      const child = byId.get(id)!;
      const level = levels.get(id);
      const partition: Record<string, string> = partitioned ? { 'elk.partitioning.partition': String(1 + index) } : {};
      if (level) {
        const ports = [...level.ports].map(([portId, p]) => ({ id: portId, x: p.x, y: p.y, width: 0, height: 0 }));
        return { id: elkId(id), width: level.width, height: level.height, ports, layoutOptions: { 'elk.portConstraints': 'FIXED_POS', ...partition } };
      }
      const size = measure(child, internalOf.get(id) ?? []);
      return { id: elkId(id), width: size.width, height: size.header + PAD, layoutOptions: partition };
    });
    const edges: ElkExtendedEdge[] = [];
    if (node.initial) {
      children.unshift({ id: initId(node.id), width: DOT, height: DOT, layoutOptions: partitioned ? { 'elk.partitioning.partition': '0' } : { 'elk.layered.layering.layerConstraint': 'FIRST' } });
      edges.push({ id: `init|${node.id}`, sources: [initId(node.id)], targets: [elkId(node.id === '' ? node.initial : `${node.id}.${node.initial}`)] });
    }
    for (const { key, segment, route } of segmentsAt.get(node.id) ?? []) {
      const edge: ElkExtendedEdge = { id: key, sources: [segment.from], targets: [segment.to] };
      if (segment.labelled) edge.labels = [routeLabel(key, routes.get(route)!)];
      edges.push(edge);
    }
    const self: ElkNode = {
      id: elkId(node.id),
      layoutOptions: { ...spacing, 'elk.padding': `[top=${header + PAD},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`, 'elk.nodeSize.minimum': `(${width}, ${header})`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
      ports: (portsOf.get(node.id) ?? []).map((id) => ({ id, width: 0, height: 0 })),
      children,
      edges,
    };
    const laid = await elk.layout({ id: 'atlas', layoutOptions: { ...ROOT, 'elk.hierarchyHandling': 'SEPARATE_CHILDREN' }, children: [self], edges: [] });
    const box = laid.children![0]!;
    const rel = (p: Point): Point => ({ x: p.x - (box.x ?? 0), y: p.y - (box.y ?? 0) });
    const level: Level = { key, width: box.width ?? 0, height: box.height ?? 0, ports: new Map(), at: new Map(), pieces: new Map() };
    for (const p of box.ports ?? []) level.ports.set(p.id, rel({ x: p.x ?? 0, y: p.y ?? 0 }));
    for (const child of box.children ?? []) {
      if (child.id.startsWith('s:')) level.at.set(child.id.slice(2), rel({ x: child.x ?? 0, y: child.y ?? 0 }));
    }
    const dot = box.children?.find((c) => c.id === initId(node.id));
    for (const edge of (box.edges ?? []) as ElkExtendedEdge[]) {
      const section = edge.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(rel) : [];
      if (edge.id.startsWith('init|') && dot) {
        level.initial = { dot: rel({ x: (dot.x ?? 0) + DOT / 2, y: (dot.y ?? 0) + DOT / 2 }), points, target: edge.targets[0]!.slice(2) };
        continue;
      }
      const label = edge.labels?.[0];
      const labelBox = label ? { ...rel({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 } : undefined;
      level.pieces.set(edge.id, { points, ...(labelBox ? { labelBox } : {}) });
    }
    cache.set(key, level);
    return level;
  };
  const rootNode = byId.get('')!;
  await layOut(rootNode);

  // Absolute positions, top down; the root sits at ELK's default 12 px padding, as in layoutIn.
  const origin = new Map<string, Point>([['', { x: 12, y: 12 }]]);
  const nodes: LaidOutNode[] = [];
  const edges: LaidOutEdge[] = [];
  const initials: LaidOutGraph['initials'] = [];
  const shift = (p: Point, by: Point): Point => ({ x: p.x + by.x, y: p.y + by.y });
  for (const node of graph.nodes) {
    const parent = node.id === '' ? undefined : node.id.split('.').slice(0, -1).join('.');
    if (parent !== undefined) origin.set(node.id, shift(levels.get(parent)!.at.get(node.id)!, origin.get(parent)!));
  }
  const visit = (node: AtlasNode, depth: number, parentType?: AtlasNode['type']) => {
    const at = origin.get(node.id)!;
    const level = levels.get(node.id);
    const leaf = measure(node, internalOf.get(node.id) ?? []);
    const size = level ? { width: level.width, height: level.height } : { width: leaf.width, height: leaf.header + PAD };
    nodes.push(laidOutNode(node, { ...at, ...size }, listedOf.get(node.id) ?? [], depth, parentType));
    if (level?.initial) {
      initials.push({ parent: node.id, ...shift(level.initial.dot, at) });
      edges.push({ id: `init|${node.id}`, source: node.id, target: level.initial.target, transitions: [], initial: true, self: false, points: level.initial.points.map((p) => shift(p, at)) });
    }
    for (const id of node.children) visit(byId.get(id)!, depth + 1, node.type);
  };
  visit(rootNode, 0);
  for (const [id, route] of routes) {
    const points: Point[] = [];
    let labelBox: Box | undefined;
    for (const segment of segments.get(id)!) {
      const piece = levels.get(segment.level)!.pieces.get(`${id}#${segment.level}`);
      if (!piece) continue;
      const at = origin.get(segment.level)!;
      const moved = piece.points.map((p) => shift(p, at));
      const last = points[points.length - 1];
      if (last && moved[0] && Math.abs(last.x - moved[0].x) < 0.5 && Math.abs(last.y - moved[0].y) < 0.5) moved.shift();
      points.push(...moved);
      if (piece.labelBox) labelBox = { ...shift(piece.labelBox, at), width: piece.labelBox.width, height: piece.labelBox.height };
    }
    edges.push({ id, source: route.source, target: route.target, transitions: route.transitions, ...(labelBox ? { labelBox } : {}), initial: false, self: route.self, points });
  }
  const root = levels.get('')!;
  return { machineId: graph.machineId, width: Math.ceil(root.width + 24), height: Math.ceil(root.height + 24), nodes, edges, initials };
}
