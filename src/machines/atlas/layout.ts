import { FIT_WIDTH, layoutIn, NARROW, type Direction, type LaidOutGraph } from './elkLayout.ts';
import { layoutNested, packRegions, type Level, type LevelOptions } from './pack.ts';
import type { AtlasEdge, AtlasGraph } from './types.ts';

export type { Box, LaidOutEdge, LaidOutGraph, LaidOutNode, Point, RouteTransition } from './elkLayout.ts';

/**
 * The atlas's layout (issue 29): the narrowest readable picture of a machine, aiming at FIT_WIDTH (a 1440 px
 * screen at 100 %). Left to right first; when that is too wide, top to bottom (a long chain such as checkout's
 * order reads better downwards); when still too wide, a parallel machine's regions packed in rows (pack.ts), else at
 * most three states a layer (NARROW); when even that is too wide, container by container (layoutCrowded, below).
 * `direction` forces one hierarchical pass in that direction.
 */
export async function layoutGraph(graph: AtlasGraph, direction?: Direction): Promise<LaidOutGraph> {
  if (direction) return layoutIn(graph, direction);
  const across = await layoutIn(graph, 'RIGHT');
  if (across.width <= FIT_WIDTH) return across;
  const down = await layoutIn(graph, 'DOWN');
  let best = down.width < across.width ? down : across;
  if (best.width <= FIT_WIDTH) return best;
  const packed = await packRegions(graph, (top) => narrower(graph, top));
  if (packed && packed.width < best.width) best = packed;
  if (best.width <= FIT_WIDTH) return best;
  const narrow = await layoutIn(graph, 'DOWN', '', NARROW);
  if (narrow.width < best.width) best = narrow;
  if (best.width <= FIT_WIDTH) return best;
  const nested = await layoutCrowded(graph);
  return nested.width < best.width ? nested : best;
}

/** A subtree laid out across, or downwards when across is wider than FIT_WIDTH and downwards is narrower. */
async function narrower(graph: AtlasGraph, top: string): Promise<LaidOutGraph> {
  const across = await layoutIn(graph, 'RIGHT', top);
  if (across.width <= FIT_WIDTH) return across;
  const down = await layoutIn(graph, 'DOWN', top);
  return down.width < across.width ? down : across;
}

/** Inner containers read in document order (a form's `editing` before its `submitting`), not as ELK breaks cycles. */
const IN_ORDER = { 'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER' };
/**
 * The machine's own states in one column, in document order (ELK's partitions, one a state): the arrows between them
 * run down its sides, and each state's box is centred (SIMPLE node placement) — NETWORK_SIMPLEX set them aslant,
 * each a step right of the one above, to straighten the long arrows.
 */
const COLUMN = {
  ...IN_ORDER,
  'elk.partitioning.activate': 'true',
  'elk.layered.nodePlacement.strategy': 'SIMPLE',
  // The arrows running down the column's sides kept apart from the boxes they pass and from each other.
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
};

/**
 * A machine no single ELK pass fits in FIT_WIDTH (the sign-in panel: seven sibling forms, 105 transitions): laid
 * out container by container (layoutNested), the machine's states in a column, each inner container across when
 * that is no wider than `inner` (flatter), else downwards; `inner` narrows until the whole fits. The transitions
 * that would draw the longest arrows are listed in their source boxes instead (crowdedFolds).
 */
export async function layoutCrowded(graph: AtlasGraph): Promise<LaidOutGraph> {
  const fold = crowdedFolds(graph);
  const cache = new Map<string, Level>();
  let best: LaidOutGraph | undefined;
  for (let inner = FIT_WIDTH - 150; inner >= 600; inner -= 100) {
    const options: LevelOptions = (id) =>
      id === '' ? { candidates: [{ direction: 'DOWN', extra: COLUMN }], width: FIT_WIDTH } : { candidates: (['RIGHT', 'DOWN'] as const).map((direction) => ({ direction, extra: IN_ORDER })), width: inner };
    const laid = await layoutNested(graph, options, fold, cache);
    if (!best || laid.width < best.width) best = laid;
    if (laid.width <= FIT_WIDTH) break;
  }
  return best!;
}

/** From how many states a transition group comes, or a state is entered, before crowdedFolds lists them. */
const REPEATED = 3;
const HUB = 5;

/**
 * The transitions a crowded chart lists inside their source boxes as `event [guard] → target` instead of drawing
 * them (issue 29), each line still coloured by its coverage:
 * - the same event, guard and target from REPEATED states or more — the sign-in panel's five
 *   `panel.back → initial`, as many long arrows back up the chart saying the same thing;
 * - every transition into a state entered from HUB states or more — its seven `done: … → completing`, which ran
 *   down both sides of the column.
 */
export function crowdedFolds(graph: AtlasGraph): Set<string> {
  const drawn = graph.edges.filter((edge) => !edge.internal && !edge.self);
  const sources = (edges: AtlasEdge[]) => new Set(edges.map((edge) => edge.source)).size;
  const groups = new Map<string, AtlasEdge[]>();
  for (const edge of drawn) {
    const key = JSON.stringify([edge.label, edge.guard ?? '', edge.targets]);
    groups.set(key, [...(groups.get(key) ?? []), edge]);
  }
  const fold = new Set([...groups.values()].filter((group) => sources(group) >= REPEATED).flatMap((group) => group.map((edge) => edge.id)));
  const into = new Map<string, AtlasEdge[]>();
  for (const edge of drawn.filter((e) => !fold.has(e.id))) for (const target of edge.targets) into.set(target, [...(into.get(target) ?? []), edge]);
  for (const edges of into.values()) if (sources(edges) >= HUB) for (const edge of edges) fold.add(edge.id);
  return fold;
}
