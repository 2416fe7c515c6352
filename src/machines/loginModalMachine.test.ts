import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { expectEveryStateAndTransition, testPath, transitionModel } from '../../tests/support/machines/model.ts';
import { loginModalMachine, selectIsOpen, type LoginModalEvent } from './loginModalMachine.ts';

describe('loginModalMachine', () => {
  it('opens and closes; opening twice stays open', () => {
    const actor = createActor(loginModalMachine).start();
    actor.send({ type: 'loginModal.open' });
    actor.send({ type: 'loginModal.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'loginModal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
  });

  describe('model: every state and transition', () => {
    const events: LoginModalEvent[] = [{ type: 'loginModal.open' }, { type: 'loginModal.close' }];
    const model = transitionModel(loginModalMachine, { events: () => events });
    const paths = model.getShortestPaths();
    it('reaches closed and open through both events', () => expectEveryStateAndTransition(loginModalMachine, paths));
    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(loginModalMachine).start();
        await testPath(path, (event) => actor.send(event as LoginModalEvent), {
          closed: () => expect(selectIsOpen(actor.getSnapshot())).toBe(false),
          open: () => expect(selectIsOpen(actor.getSnapshot())).toBe(true),
        });
      });
    }
  });
});
