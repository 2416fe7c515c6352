import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, flush } from '../../tests/support/machines/fakes.ts';
import type { LaidOutGraph } from './atlas/layout.ts';
import { devPanelMachine, selectDevPanelScreen } from './devPanelMachine.ts';

const chartOf = (machineId: string): LaidOutGraph => ({ machineId, width: 10, height: 10, nodes: [], edges: [], initials: [] });

function start() {
  const layout = fakeRequest<LaidOutGraph, { actorId: string }>();
  const actor = createActor(devPanelMachine.provide({ actors: { layOutChart: layout.logic } })).start();
  return { actor, layout };
}

describe('devPanelMachine (issue 29: the dev panel draws the picked actor live)', () => {
  it('picking another actor while a chart is laid out drops the first layout and shows the second', async () => {
    const { actor, layout } = start();
    actor.send({ type: 'devPanel.toggle' });
    actor.send({ type: 'devPanel.pick', actorId: 'x:1' });
    const first = layout.last();
    actor.send({ type: 'devPanel.pick', actorId: 'x:2' });
    expect(first.signal.aborted).toBe(true);
    first.resolve(chartOf('first'));
    await flush();
    expect(selectDevPanelScreen(actor.getSnapshot())).toBe('layingOut');
    layout.last().resolve(chartOf('second'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ actorId: 'x:2', step: null, chart: { machineId: 'second' } });
    expect(selectDevPanelScreen(actor.getSnapshot())).toBe('live');
  });

  it('steps back through the log and returns to live; closing forgets the pick', async () => {
    const { actor, layout } = start();
    actor.send({ type: 'devPanel.toggle' });
    actor.send({ type: 'devPanel.pick', actorId: 'x:1' });
    layout.last().resolve(chartOf('catalogue'));
    await flush();
    actor.send({ type: 'devPanel.step', step: 4 });
    actor.send({ type: 'devPanel.step', step: 2 });
    expect(selectDevPanelScreen(actor.getSnapshot())).toBe('past');
    expect(actor.getSnapshot().context.step).toBe(2);
    actor.send({ type: 'devPanel.live' });
    expect(actor.getSnapshot().context.step).toBeNull();
    actor.send({ type: 'devPanel.toggle' });
    expect(selectDevPanelScreen(actor.getSnapshot())).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ actorId: null, chart: null, step: null });
  });

  it('without a provided layout it says the chart failed instead of waiting for ever', async () => {
    const actor = createActor(devPanelMachine).start();
    actor.send({ type: 'devPanel.toggle' });
    actor.send({ type: 'devPanel.pick', actorId: 'x:1' });
    await flush();
    expect(selectDevPanelScreen(actor.getSnapshot())).toBe('failed');
  });
});
