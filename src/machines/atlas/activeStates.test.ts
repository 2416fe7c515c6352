import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { catalogueMachine } from '../catalogue/machine.ts';
import { activeLeafIds, activeStateIds } from './activeStates.ts';
import { machineGraph } from './graph.ts';

describe('activeStateIds (issue 29: the dev panel highlights the current state on the chart)', () => {
  it('lists every active state of a nested, parallel value by its chart id', () => {
    expect(activeStateIds('idle')).toEqual(['idle']);
    expect(activeStateIds({ loaded: { related: 'ready', request: 'closed' } })).toEqual([
      'loaded',
      'loaded.related',
      'loaded.related.ready',
      'loaded.request',
      'loaded.request.closed',
    ]);
    expect(activeStateIds(undefined)).toEqual([]);
  });

  it('keeps the atomic ones for the highlight', () => {
    expect(activeLeafIds({ loaded: { related: 'ready', request: 'closed' } })).toEqual(['loaded.related.ready', 'loaded.request.closed']);
    expect(activeLeafIds('idle')).toEqual(['idle']);
  });

  it("names states exactly as the chart's nodes do (a real machine's initial value)", () => {
    const ids = activeStateIds(createActor(catalogueMachine, { input: { mode: 'watches', seed: 'atlas' } }).getSnapshot().value);
    const nodes = new Set(machineGraph(catalogueMachine).nodes.map((node) => node.id));
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.filter((id) => !nodes.has(id))).toEqual([]);
  });
});
