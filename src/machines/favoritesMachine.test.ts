import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { makeWatch } from '../../tests/support/homeFixtures.ts';
import { favoritesMachine, selectFavorites, selectFavoritesCount, selectFavoritesStatus, selectIsFavorite } from './favoritesMachine.ts';
import type { ListAnswer } from './lists/actors.ts';

/** The favorites over the shared list machine (./lists/machine.test.ts holds the queue and rollback in depth). */
describe('favoritesMachine (part 1 §4 "Favorites and comparison")', () => {
  it('counts and marks what is favorite, a toggle at once; favorites cannot be cleared', async () => {
    const entries = [{ id: 17, product: { kind: 'watch' as const, id: 1 }, item: makeWatch(1) }];
    const actor = createActor(
      favoritesMachine.provide({
        actors: {
          fetchEntries: fromPromise(async (): Promise<ListAnswer> => ({ entries })),
          sendChange: fromPromise(() => new Promise<ListAnswer>(() => {})),
        },
      }),
    ).start();
    expect(selectFavoritesStatus(actor.getSnapshot())).toBe('signedOut');
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectFavoritesCount(actor.getSnapshot())).toBe(1);
    expect(selectIsFavorite(actor.getSnapshot(), 'watch', 1)).toBe(true);
    expect(selectIsFavorite(actor.getSnapshot(), 'bag', 1)).toBe(false);
    actor.send({ type: 'favorites.toggle', product: { kind: 'bag', id: 1 } });
    expect(selectFavoritesCount(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'favorites.clear' });
    expect(actor.getSnapshot().context.pending.map((op) => op.kind)).toEqual(['toggle']);
    expect(selectFavorites(actor.getSnapshot())).toHaveLength(1);
    actor.stop();
  });
});
