import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { menuMachine } from './menuMachine.ts';

describe('menuMachine (part 1 §2.4 menu overlay)', () => {
  it('opens from the header and closes on close, toggle and navigation', () => {
    const actor = createActor(menuMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'menu.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'menu.navigate' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.toggle' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  describe('model: every state and transition', () => {
    const model = createTestModel(menuMachine);
    const paths = model.getSimplePaths();
    it('reaches every state and takes every transition', () => {
      const visited = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
      expect(visited).toEqual(new Set(['"closed"', '"open"']));
      const taken = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
      for (const type of ['menu.open', 'menu.close', 'menu.toggle', 'menu.navigate']) expect(taken).toContain(type);
    });
    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(menuMachine).start();
        await path.test({
          states: {
            closed: () => expect(actor.getSnapshot().hasTag('open')).toBe(false),
            open: () => expect(actor.getSnapshot().hasTag('open')).toBe(true),
          },
          events: Object.fromEntries(
            ['menu.open', 'menu.close', 'menu.toggle', 'menu.navigate'].map((type) => [type, () => actor.send({ type } as never)]),
          ),
        });
      });
    }
  });
});
