import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { makeWatch } from '../../tests/support/homeFixtures.ts';
import { compareMachine, selectCompared, selectCompareStatus, selectIsCompared } from './compareMachine.ts';
import type { ListAnswer } from './lists/actors.ts';

/** The comparison over the shared list machine (./lists/machine.test.ts holds the queue and rollback in depth). */
describe('compareMachine (part 1 §4 "Favorites and comparison")', () => {
  it('marks what is compared, and clear empties the list at once', async () => {
    const entries = [{ id: 30, product: { kind: 'watch' as const, id: 4 }, item: makeWatch(4) }];
    const actor = createActor(
      compareMachine.provide({
        actors: {
          fetchEntries: fromPromise(async (): Promise<ListAnswer> => ({ entries })),
          sendChange: fromPromise(() => new Promise<ListAnswer>(() => {})),
        },
      }),
    ).start();
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectCompareStatus(actor.getSnapshot())).toBe('ready');
    expect(selectIsCompared(actor.getSnapshot(), 'watch', 4)).toBe(true);
    actor.send({ type: 'compare.clear' });
    expect(selectCompared(actor.getSnapshot())).toEqual([]);
    expect(selectIsCompared(actor.getSnapshot(), 'watch', 4)).toBe(false);
    actor.stop();
  });
});
