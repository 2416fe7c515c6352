import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, performStep } from '../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import type { LaidOutGraph } from './atlas/layout.ts';
import { devPanelMachine, selectDevPanelScreen, type DevPanelEvent } from './devPanelMachine.ts';

const chart: LaidOutGraph = { machineId: 'toast', width: 100, height: 60, nodes: [], edges: [], initials: [] };

describe('devPanelMachine model (issue 29 "live, in development"): every state and transition, the layout failing', () => {
  type Event = ModelEvent<typeof devPanelMachine, 'layout'>;
  const events: Event[] = [
    { type: 'devPanel.toggle' },
    { type: 'devPanel.pick', actorId: 'x:1' },
    { type: 'devPanel.list' },
    { type: 'devPanel.step', step: 3 },
    { type: 'devPanel.step', step: -1 },
    { type: 'devPanel.live' },
    { type: 'devPanel.retry' },
    done('layout', chart),
    failed('layout', new Error('ELK refused the graph')),
  ];
  const model = transitionModel(devPanelMachine, {
    invokes: ['layout'],
    events: () => events,
    slice: (snapshot) => [snapshot.value, snapshot.context],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(devPanelMachine, paths));

  it('keeps the walk small', () => expect(paths.length).toBeLessThan(60));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const layout = fakeRequest<LaidOutGraph, { actorId: string }>();
      const actor = createActor(devPanelMachine.provide({ actors: { layOutChart: layout.logic } })).start();
      await testPath(path, (event) => performStep<DevPanelEvent>({ send: actor.send, fakes: { layout } }, event), {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(actor.getSnapshot().context).toEqual(expected.context);
          expect(selectDevPanelScreen(actor.getSnapshot())).toBe(selectDevPanelScreen(expected));
        },
        closed: () => expect(actor.getSnapshot().context).toEqual({ actorId: null, chart: null, step: null }),
        'open.chart.layingOut': () => {
          expect(layout.last().input).toEqual({ actorId: 'x:1' });
          expect(layout.last().signal.aborted).toBe(false);
        },
        'open.chart.live': () => {
          expect(actor.getSnapshot().context.chart).toBe(chart);
          expect(actor.getSnapshot().context.step).toBeNull();
        },
        'open.chart.past': () => expect(actor.getSnapshot().context.step).toBe(3),
      });
      actor.stop();
    });
  }
});
