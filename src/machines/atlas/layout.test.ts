import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../checkout/machine.ts';
import { machineGraph } from './graph.ts';
import { layoutGraph, type Box } from './layout.ts';

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
