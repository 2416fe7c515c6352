import { CHAR_WIDTH, FIT_WIDTH, LINE_HEIGHT, stateLines, type LaidOutGraph, type LaidOutNode } from './elkLayout.ts';
import type { AtlasGraph } from './types.ts';

const PAD = 10;
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
  const internal = graph.edges.filter((edge) => edge.internal && edge.source === '').map((edge) => (edge.guard ? `${edge.label} [${edge.guard}]` : edge.label));
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
