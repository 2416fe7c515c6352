import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../checkout/machine.ts';
import { signInPanelMachine } from '../signIn/machine.ts';
import { FIT_WIDTH } from './elkLayout.ts';
import { machineGraph } from './graph.ts';
import { crowdedFolds, layoutCrowded, layoutGraph, type Box, type Point } from './layout.ts';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('layoutGraph (checkout)', async () => {
  const graph = machineGraph(checkoutMachine);
  const laid = await layoutGraph(graph);

  it('places every state and routes every transition', () => {
    expect(laid.nodes.map((node) => node.id).sort()).toEqual(graph.nodes.map((node) => node.id).sort());
    for (const node of laid.nodes) expect(node.width * node.height, node.id).toBeGreaterThan(0);
    const drawn = new Set(laid.edges.flatMap((edge) => edge.transitions.map((t) => t.id)));
    for (const edge of graph.edges.filter((e) => !e.internal)) expect(drawn.has(edge.id), edge.id).toBe(true);
    for (const edge of laid.edges) expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
    expect(laid.initials).toHaveLength(graph.nodes.filter((node) => node.initial).length);
  });

  it('keeps every state inside its parent', () => {
    const byId = new Map(laid.nodes.map((node) => [node.id, node]));
    for (const node of laid.nodes.filter((n) => n.id !== '')) {
      const parent = byId.get(node.id.split('.').slice(0, -1).join('.'))!;
      expect(node.x >= parent.x && node.y >= parent.y && node.x + node.width <= parent.x + parent.width && node.y + node.height <= parent.y + parent.height, node.id).toBe(true);
    }
  });

  it('puts no transition label on a state box', () => {
    const labelled = laid.edges.filter((edge) => edge.transitions.length > 0);
    expect(labelled.every((edge) => edge.labelBox)).toBe(true);
    for (const edge of labelled) {
      for (const node of laid.nodes.filter((n) => !n.container)) expect(overlaps(edge.labelBox!, node), `${edge.id} on ${node.id}`).toBe(false);
      for (const other of labelled.filter((e) => e !== edge)) expect(overlaps(edge.labelBox!, other.labelBox!), `${edge.id} on ${other.id}`).toBe(false);
    }
  });
});

describe('layoutGraph (the sign-in panel: too crowded for one ELK pass, laid out container by container)', async () => {
  const graph = machineGraph(signInPanelMachine);
  const laid = await layoutGraph(graph);
  const byId = new Map(laid.nodes.map((node) => [node.id, node]));

  it('fits a 1440 px screen', () => {
    expect(laid.width).toBeLessThanOrEqual(FIT_WIDTH);
    expect(laid.nodes.map((node) => node.id).sort()).toEqual(graph.nodes.map((node) => node.id).sort());
  });

  it('keeps every state inside its parent, and the machine inside the chart', () => {
    for (const node of laid.nodes.filter((n) => n.id !== '')) {
      const parent = byId.get(node.id.split('.').slice(0, -1).join('.'))!;
      expect(node.x >= parent.x && node.y >= parent.y && node.x + node.width <= parent.x + parent.width && node.y + node.height <= parent.y + parent.height, node.id).toBe(true);
    }
    const root = byId.get('')!;
    expect(root.x + root.width).toBeLessThanOrEqual(laid.width);
    expect(root.y + root.height).toBeLessThanOrEqual(laid.height);
  });

  it('lists the repeated and the crowding transitions in their boxes, every other one on an arrow', () => {
    const folded = crowdedFolds(graph);
    // The five `panel.back → initial` and the seven arrows into `completing`.
    expect(graph.edges.filter((edge) => folded.has(edge.id)).map((edge) => `${edge.label} → ${edge.targets.join()}`)).toEqual(
      expect.arrayContaining(['panel.back → initial', 'done: login → completing', 'done: verifyCode → completing']),
    );
    expect(byId.get('phone')!.internal).toContain('panel.back → initial');
    const listed = new Set(laid.nodes.flatMap((node) => node.listed.map((line) => line.id)));
    const drawn = new Set(laid.edges.flatMap((edge) => edge.transitions.map((t) => t.id)));
    for (const edge of graph.edges) expect(edge.internal || folded.has(edge.id) ? listed.has(edge.id) && !drawn.has(edge.id) : drawn.has(edge.id) && !listed.has(edge.id), edge.id).toBe(true);
  });

  it('joins the pieces of an arrow that crosses a container into one orthogonal polyline from its source to its target', () => {
    const near = (value: number, low: number, high: number) => value >= low - 1 && value <= high + 1;
    const touches = (p: Point, box: Box) => near(p.x, box.x, box.x + box.width) && near(p.y, box.y, box.y + box.height);
    for (const edge of laid.edges) {
      for (let i = 1; i < edge.points.length; i++) {
        const [a, b] = [edge.points[i - 1]!, edge.points[i]!];
        expect(Math.abs(a.x - b.x) < 0.5 || Math.abs(a.y - b.y) < 0.5, `${edge.id} bends aslant at ${i}`).toBe(true);
      }
      if (edge.initial) continue;
      expect(touches(edge.points[0]!, byId.get(edge.source)!), `${edge.id} starts on its source`).toBe(true);
      expect(touches(edge.points.at(-1)!, byId.get(edge.target)!), `${edge.id} ends on its target`).toBe(true);
    }
  });

  it('puts no transition label on a state box or another label', () => {
    const labelled = laid.edges.filter((edge) => edge.transitions.length > 0);
    expect(labelled.every((edge) => edge.labelBox)).toBe(true);
    for (const edge of labelled) {
      for (const node of laid.nodes.filter((n) => !n.container)) expect(overlaps(edge.labelBox!, node), `${edge.id} on ${node.id}`).toBe(false);
      for (const other of labelled.filter((e) => e !== edge)) expect(overlaps(edge.labelBox!, other.labelBox!), `${edge.id} on ${other.id}`).toBe(false);
    }
  });
});

describe('layoutCrowded (any machine: here checkout, a parallel one)', () => {
  it('draws every state inside its parent and every arrow as one orthogonal polyline clear of the labels', async () => {
    const laid = await layoutCrowded(machineGraph(checkoutMachine));
    const byId = new Map(laid.nodes.map((node) => [node.id, node]));
    for (const node of laid.nodes.filter((n) => n.id !== '')) {
      const parent = byId.get(node.id.split('.').slice(0, -1).join('.'))!;
      expect(node.x >= parent.x && node.y >= parent.y && node.x + node.width <= parent.x + parent.width && node.y + node.height <= parent.y + parent.height, node.id).toBe(true);
    }
    for (const edge of laid.edges) {
      expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < edge.points.length; i++) {
        const [a, b] = [edge.points[i - 1]!, edge.points[i]!];
        expect(Math.abs(a.x - b.x) < 0.5 || Math.abs(a.y - b.y) < 0.5, `${edge.id} bends aslant at ${i}`).toBe(true);
      }
    }
    const labelled = laid.edges.filter((edge) => edge.labelBox);
    for (const edge of labelled) for (const node of laid.nodes.filter((n) => !n.container)) expect(overlaps(edge.labelBox!, node), `${edge.id} on ${node.id}`).toBe(false);
  });
});
