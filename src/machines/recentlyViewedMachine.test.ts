import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describePath, expectEveryStateAndTransition, testPath, transitionModel } from '../../tests/support/machines/model.ts';
import {
  addViewed,
  RECENTLY_VIEWED_LIMIT,
  recentlyViewedMachine,
  selectViewedExcept,
  type RecentlyViewedEvent,
  type ViewedItem,
} from './recentlyViewedMachine.ts';

const piece = (id: number, kind: ViewedItem['kind'] = 'watch'): ViewedItem => ({
  kind,
  id,
  brand: 'Rolex',
  model: `Model ${id}`,
  reference: null,
  priceUsd: '1000.00',
  priceOnRequest: false,
  isLimitedEdition: false,
  imageUrl: null,
});

function start(items: ViewedItem[] = []) {
  const persistViewed = vi.fn();
  const actor = createActor(recentlyViewedMachine.provide({ actions: { persistViewed: (_, params) => persistViewed(params.items) } }), {
    input: { items },
  }).start();
  return { actor, persistViewed };
}

describe('recentlyViewedMachine (issue 10 item 15: "Вы смотрели" is this browser\'s history)', () => {
  it('starts from the stored history and shows nothing when there is none', () => {
    expect(start().actor.getSnapshot().context.items).toEqual([]);
    expect(start([piece(1), piece(2)]).actor.getSnapshot().context.items.map((item) => item.id)).toEqual([1, 2]);
  });

  it('a view puts the piece first, once, and saves the history', () => {
    const { actor, persistViewed } = start([piece(1), piece(2), piece(3)]);
    actor.send({ type: 'viewed.add', item: piece(3) });
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(persistViewed).toHaveBeenLastCalledWith(actor.getSnapshot().context.items);
  });

  it('a watch and a bag with the same id are two pieces', () => {
    const { actor } = start([piece(7, 'watch')]);
    actor.send({ type: 'viewed.add', item: piece(7, 'bag') });
    expect(actor.getSnapshot().context.items.map((item) => `${item.kind}:${item.id}`)).toEqual(['bag:7', 'watch:7']);
  });

  it(`keeps the ${RECENTLY_VIEWED_LIMIT} newest`, () => {
    const many = Array.from({ length: RECENTLY_VIEWED_LIMIT + 3 }, (_, n) => piece(n + 1));
    const { actor } = start(many);
    expect(actor.getSnapshot().context.items).toHaveLength(RECENTLY_VIEWED_LIMIT);
    actor.send({ type: 'viewed.add', item: piece(100) });
    const ids = actor.getSnapshot().context.items.map((item) => item.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(100);
    expect(ids).not.toContain(RECENTLY_VIEWED_LIMIT);
  });

  it('the page leaves out the piece it shows (only pieces viewed before are listed)', () => {
    const { actor } = start([piece(1)]);
    actor.send({ type: 'viewed.add', item: piece(2) });
    expect(selectViewedExcept(actor.getSnapshot(), { kind: 'watch', id: 2 }).map((item) => item.id)).toEqual([1]);
    expect(selectViewedExcept(actor.getSnapshot(), { kind: 'jewelry', id: 2 }).map((item) => item.id)).toEqual([2, 1]);
    expect(selectViewedExcept(start().actor.getSnapshot(), { kind: 'watch', id: 2 })).toEqual([]);
  });

  it('addViewed does not change the list it is given', () => {
    const list = [piece(1)];
    addViewed(list, piece(2));
    expect(list.map((item) => item.id)).toEqual([1]);
  });

  it('an unwired save fails loudly', () => {
    const actor = createActor(recentlyViewedMachine, { input: { items: [] } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'viewed.add', item: piece(1) });
    expect(String(errors[0])).toMatch(/recentlyViewedMachine: action "persistViewed" not provided/);
  });

  describe('model: every state and transition', () => {
    const events: RecentlyViewedEvent[] = [
      { type: 'viewed.add', item: piece(1) },
      { type: 'viewed.add', item: piece(2, 'jewelry') },
    ];
    const key = (items: ViewedItem[]) => items.map((item) => `${item.kind}:${item.id}`).join(',');
    const model = transitionModel(recentlyViewedMachine, {
      input: { items: [] },
      events: () => events,
      eventKey: (event) => key([event.item]),
      slice: (snapshot) => key(snapshot.context.items),
    });
    const paths = model.getShortestPaths();

    it('reaches every state and takes every transition', () => expectEveryStateAndTransition(recentlyViewedMachine, paths));
    it('reaches every history of the two pieces: none, one, both in either order', () => {
      const reached = new Set(paths.flatMap((p) => p.steps.map((step) => key(step.state.context.items))));
      expect(reached).toEqual(new Set(['', 'watch:1', 'jewelry:2', 'jewelry:2,watch:1', 'watch:1,jewelry:2']));
    });
    for (const path of paths) {
      it(`${describePath(path)}: ${key(path.state.context.items) || 'nothing'}`, async () => {
        const { actor, persistViewed } = start();
        await testPath(path, (event) => actor.send(event), {
          tracking: (snapshot) => {
            expect(actor.getSnapshot().context.items).toEqual(snapshot.context.items);
            if (snapshot.context.items.length > 0) expect(persistViewed).toHaveBeenLastCalledWith(snapshot.context.items);
          },
        });
      });
    }
  });
});
