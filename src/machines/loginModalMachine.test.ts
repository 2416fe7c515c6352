import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { loginModalMachine } from './loginModalMachine.ts';

describe('loginModalMachine', () => {
  it('opens and closes; opening twice stays open', () => {
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'loginModal.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'loginModal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  describe('model: every state and transition', () => {
    const model = createTestModel(loginModalMachine, { events: [{ type: 'loginModal.open' }, { type: 'loginModal.close' }] });
    const paths = model.getSimplePaths();
    it('reaches closed and open through both events', () => {
      const taken = new Set(paths.flatMap((p) => p.steps.map((s) => `${JSON.stringify(s.state.value)}:${s.event.type}`)));
      expect(taken).toContain('"open":loginModal.open');
      expect(taken).toContain('"closed":loginModal.close');
    });
    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(loginModalMachine).start();
        await path.test({
          states: {
            closed: () => expect(actor.getSnapshot().hasTag('open')).toBe(false),
            open: () => expect(actor.getSnapshot().hasTag('open')).toBe(true),
          },
          events: {
            'loginModal.open': () => actor.send({ type: 'loginModal.open' }),
            'loginModal.close': () => actor.send({ type: 'loginModal.close' }),
          },
        });
      });
    }
  });
});
