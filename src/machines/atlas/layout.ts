import { FIT_WIDTH, layoutIn, NARROW, type Direction, type LaidOutGraph } from './elkLayout.ts';
import { packRegions } from './pack.ts';
import type { AtlasGraph } from './types.ts';

export type { Box, LaidOutEdge, LaidOutGraph, LaidOutNode, Point, RouteTransition } from './elkLayout.ts';

/**
 * The atlas's layout (issue 29): the narrowest readable picture of a machine, aiming at FIT_WIDTH (a 1440 px
 * screen at 100 %). Left to right first; when that is too wide, top to bottom (a long chain such as checkout's
 * order reads better downwards); when still too wide, a parallel machine's regions packed in rows (pack.ts), else at most three states a layer (NARROW).
 * `direction` forces one hierarchical pass in that direction.
 */
export async function layoutGraph(graph: AtlasGraph, direction?: Direction): Promise<LaidOutGraph> {
  if (direction) return layoutIn(graph, direction);
  const across = await layoutIn(graph, 'RIGHT');
  if (across.width <= FIT_WIDTH) return across;
  const down = await layoutIn(graph, 'DOWN');
  const best = down.width < across.width ? down : across;
  if (best.width <= FIT_WIDTH) return best;
  const packed = await packRegions(graph, (top) => narrower(graph, top));
  if (packed && packed.width < best.width) return packed;
  const narrow = await layoutIn(graph, 'DOWN', '', NARROW);
  return narrow.width < best.width ? narrow : best;
}

/** A subtree laid out across, or downwards when across is wider than FIT_WIDTH and downwards is narrower. */
async function narrower(graph: AtlasGraph, top: string): Promise<LaidOutGraph> {
  const across = await layoutIn(graph, 'RIGHT', top);
  if (across.width <= FIT_WIDTH) return across;
  const down = await layoutIn(graph, 'DOWN', top);
  return down.width < across.width ? down : across;
}

