import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineGraph } from '../../src/machines/atlas/graph.ts';
import { FIT_WIDTH } from '../../src/machines/atlas/elkLayout.ts';
import { layoutGraph, type Box, type LaidOutGraph, type Point } from '../../src/machines/atlas/layout.ts';
import { atlasEntries } from '../../src/machines/atlas/registry.ts';

/** Issue 29: every machine of src/machines is in the atlas, and every one of them draws. */
const machines = fileURLToPath(new URL('../../src/machines', import.meta.url));

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield relative(machines, path);
  }
}

/** An orthogonal segment passing through a box (a pixel of slack where ELK lets an edge touch a label's edge). */
const crosses = (a: Point, b: Point, box: Box) =>
  Math.min(a.x, b.x) < box.x + box.width - 1 && Math.max(a.x, b.x) > box.x + 1 && Math.min(a.y, b.y) < box.y + box.height - 1 && Math.max(a.y, b.y) > box.y + 1;

/** Issue 29's "edges not crossing labels": every segment of every arrow against every other arrow's label. */
function labelCrossings(laid: LaidOutGraph): string[] {
  const found: string[] = [];
  for (const edge of laid.edges) {
    for (const other of laid.edges) {
      if (other === edge || !other.labelBox) continue;
      if (edge.points.some((point, i) => i > 0 && crosses(edge.points[i - 1]!, point, other.labelBox!))) found.push(`${edge.id} × ${other.id}`);
    }
  }
  return found;
}

const machineFiles = [...walk(machines)].filter((file) => /(^|\/)(\w+Machine|machine)\.ts$/.test(file)).sort();

describe('the state atlas', () => {
  it('registers every machine file of src/machines (a factory counts through the machines it makes)', () => {
    expect(machineFiles.length).toBeGreaterThan(40);
    const registered = new Set(atlasEntries.flatMap((entry) => [entry.file, ...(entry.factory ? [entry.factory] : [])]));
    expect(machineFiles.filter((file) => !registered.has(file))).toEqual([]);
  });

  it('registers each machine once, under its own id', () => {
    const ids = atlasEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of atlasEntries) expect(entry.id).toBe(entry.machine.id);
  });

  it.each(atlasEntries.map((entry) => [entry.id, entry] as const))('draws %s', async (_id, entry) => {
    const graph = machineGraph(entry.machine);
    expect(graph.nodes.length).toBeGreaterThan(1);
    expect(graph.edges.length).toBeGreaterThan(0);
    const laid = await layoutGraph(graph);
    expect(laid.nodes).toHaveLength(graph.nodes.length);
    expect(laid.width).toBeGreaterThan(0);
    for (const edge of laid.edges) expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    expect(labelCrossings(laid)).toEqual([]);
    // Issue 29: readable at 1440 px without zooming — every chart fits FIT_WIDTH at its 12 px text.
    expect(laid.width).toBeLessThanOrEqual(FIT_WIDTH);
    // Every transition is on the chart, on its arrows or else listed in its source's box (coverage colours each by id).
    const drawn = new Set(laid.edges.flatMap((edge) => edge.transitions.map((t) => t.id)));
    const listed = laid.nodes.flatMap((node) => node.listed.map((t) => t.id));
    expect(listed.filter((id) => drawn.has(id))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set([...drawn, ...listed])).toEqual(new Set(graph.edges.map((edge) => edge.id)));
    // ELK lays the sign-in panel (105 transitions) out in ~3 s alone; on two cores shared with other suites that
    // passes Vitest's 5 s default, so the largest charts get room.
  }, 20_000);

  // The "done means": screenshots of these three at 1440 px, readable without zooming.
  it.each(['catalogue', 'checkout', 'signInPanel'])('fits %s in a 1440 px screen, and not absurdly tall', async (id) => {
    const laid = await layoutGraph(machineGraph(atlasEntries.find((entry) => entry.id === id)!.machine));
    expect(laid.width).toBeLessThanOrEqual(FIT_WIDTH);
    expect(laid.height).toBeLessThanOrEqual(3 * FIT_WIDTH);
  }, 20_000);
});
